import { Envelope, UserBase } from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { requireAuth } from '../../plugins/session.js';
import { userBase } from './service.js';

const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/user/base', { schema: { response: { 200: Envelope(UserBase) } } }, async (request) =>
    ok(await userBase(app.db, requireAuth(request))),
  );
};

export default userRoutes;
