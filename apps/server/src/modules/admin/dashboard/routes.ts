import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/reply.js';
import { requireStaff } from '../guard.js';
import { dashboard } from './service.js';

const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/dashboard', { preHandler: requireStaff() }, async () => ok(await dashboard(app.db)));
};

export default dashboardRoutes;
