import { AdminDisputePage, AdminDisputeQuery, AdminIdParams, AdminReplyBody, Done, Envelope } from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/reply.js';
import { requireStaff, staffOf } from '../shared/guard.js';
import * as disputes from './service.js';

const MANAGERS = requireStaff('account_manager');

/** /api/admin 对账异议: account managers answer the disputes of their stores' monthly statements. */
const statementAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/statement-disputes',
    { preHandler: MANAGERS, schema: { querystring: AdminDisputeQuery, response: { 200: Envelope(AdminDisputePage) } } },
    async (request) => ok(await disputes.listDisputes(app.db, staffOf(request), request.query)),
  );

  app.post(
    '/statement-disputes/:id/reply',
    { preHandler: MANAGERS, schema: { params: AdminIdParams, body: AdminReplyBody, response: { 200: Done } } },
    async (request) => {
      await disputes.answerDispute(app.db, staffOf(request), request.params.id, request.body.reply);
      return ok(null, '已答复，门店可在对账单和消息中查看');
    },
  );
};

export default statementAdminRoutes;
