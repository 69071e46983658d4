import { AuditPage, AuditQuery, Envelope } from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/reply.js';
import { requireStaff } from '../shared/guard.js';
import { listAudit } from './service.js';

const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/audit', { preHandler: requireStaff('admin'), schema: { querystring: AuditQuery, response: { 200: Envelope(AuditPage) } } }, async (request) =>
    ok(await listAudit(app.db, request.query)),
  );
};

export default auditRoutes;
