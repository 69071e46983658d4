import { Answer, ContractView, Envelope, SignContractBody } from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { requireAuth } from '../../plugins/session.js';
import * as contract from './service.js';

/** /dzht: the page a 459 answer leads to. */
const contractRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/contract', { schema: { response: { 200: Envelope(ContractView) } } }, async (request) => ok(await contract.viewContract(app.db, requireAuth(request))));
  app.post('/contract/sign', { schema: { body: SignContractBody, response: { 200: Answer(ContractView) } } }, async (request) =>
    ok(await contract.sign(app.db, requireAuth(request), request.body), '合同签署成功'),
  );
};

export default contractRoutes;
