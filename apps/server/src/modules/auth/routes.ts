import { Done, LoginBody } from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { clearSessionCookie, setSessionCookie } from '../../lib/session-cookie.js';
import { SESSION_COOKIE } from '../../plugins/session.js';
import * as auth from './service.js';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/login',
    { schema: { body: LoginBody, response: { 200: Done } }, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const { sessionId, expiresAt } = await auth.login(app.db, request.body, request.ip);
      setSessionCookie(request, reply, { name: SESSION_COOKIE, value: sessionId, expires: expiresAt });
      return ok(null, '登录成功');
    },
  );

  app.delete('/user/logout', { schema: { response: { 200: Done } } }, async (request, reply) => {
    if (request.auth) await auth.logout(app.db, request.auth.sessionId);
    clearSessionCookie(reply, { name: SESSION_COOKIE });
    return ok(null, '已安全退出');
  });
};

export default authRoutes;
