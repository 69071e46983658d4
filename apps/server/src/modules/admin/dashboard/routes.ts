import { Dashboard, Envelope, SALES_ROLES, WorkQueue } from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/reply.js';
import { requireStaff, staffOf } from '../shared/guard.js';
import { workQueue } from './queue.js';
import { dashboard } from './service.js';

/** The console's home: sales for the roles allowed to see them (docs/security.md), every member's work queue. */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/dashboard', { preHandler: requireStaff(...SALES_ROLES), schema: { response: { 200: Envelope(Dashboard) } } }, async () => ok(await dashboard(app.db)));

  app.get('/dashboard/queue', { preHandler: requireStaff(), schema: { response: { 200: Envelope(WorkQueue) } } }, async (request) =>
    ok(await workQueue(app.db, staffOf(request))),
  );
};

export default dashboardRoutes;
