import { AdminLoginBody } from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/reply.js';
import { requireStaff, staffOf } from '../guard.js';
import { STAFF_COOKIE, STAFF_COOKIE_PATH } from '../session.js';
import * as auth from './service.js';

const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/login',
    { schema: { body: AdminLoginBody }, config: { staffPublic: true, rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const { sessionId, expiresAt } = await auth.login(app.db, request.body, request.ip);
      reply.setCookie(STAFF_COOKIE, sessionId, { path: STAFF_COOKIE_PATH, httpOnly: true, sameSite: 'strict', expires: expiresAt });
      return ok(null, '登录成功');
    },
  );

  app.post('/logout', { config: { staffPublic: true } }, async (request, reply) => {
    if (request.staff) await auth.logout(app.db, request.staff.sessionId);
    reply.clearCookie(STAFF_COOKIE, { path: STAFF_COOKIE_PATH });
    return ok(null, '已退出登录');
  });

  app.get('/me', { preHandler: requireStaff() }, async (request) => ok(auth.meOf(staffOf(request))));
};

export default adminAuthRoutes;
