import { LoginBody } from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { SESSION_COOKIE } from '../../plugins/session.js';
import * as auth from './service.js';

const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/user/login',
    { schema: { body: LoginBody }, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const { sessionId, expiresAt } = await auth.login(app.db, request.body, request.ip);
      reply.setCookie(SESSION_COOKIE, sessionId, { path: '/', httpOnly: true, sameSite: 'lax', expires: expiresAt });
      return ok({ token: sessionId }, '登录成功');
    },
  );

  app.delete('/user/logout', async (request, reply) => {
    if (request.auth) await auth.logout(app.db, request.auth.sessionId);
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return ok(null, '已安全退出');
  });
};

export default authRoutes;
