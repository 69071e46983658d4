import { AdminLoginBody, Done, Envelope, MustChangePassword, StaffMe } from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/reply.js';
import { clearSessionCookie, setSessionCookie } from '../../../lib/session-cookie.js';
import { requireStaff, staffOf } from '../shared/guard.js';
import { STAFF_COOKIE, STAFF_COOKIE_PATH } from '../shared/session.js';
import * as auth from './service.js';

const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    // A refusal's data is MustChangePassword when the password was right but must be replaced first.
    { schema: { body: AdminLoginBody, response: { 200: Envelope(MustChangePassword.nullable()) } }, config: { staffPublic: true, rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const { sessionId, expiresAt } = await auth.login(app.db, request.body, request.ip);
      setSessionCookie(request, reply, { name: STAFF_COOKIE, value: sessionId, expires: expiresAt, path: STAFF_COOKIE_PATH, sameSite: 'strict' });
      return ok(null, '登录成功');
    },
  );

  app.post('/logout', { schema: { response: { 200: Done } }, config: { staffPublic: true } }, async (request, reply) => {
    if (request.staff) await auth.logout(app.db, request.staff.sessionId);
    clearSessionCookie(reply, { name: STAFF_COOKIE, path: STAFF_COOKIE_PATH });
    return ok(null, '已退出登录');
  });

  app.get('/me', { preHandler: requireStaff(), schema: { response: { 200: Envelope(StaffMe) } } }, async (request) => ok(auth.meOf(staffOf(request))));
};

export default adminAuthRoutes;
