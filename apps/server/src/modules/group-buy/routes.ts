import { Answer, Envelope, GroupJoinBody, GroupJoinResult, MyGroupBuys } from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { requireAuth } from '../../plugins/session.js';
import { joinGroup, myGroupBuys } from './service.js';

/** Group buying on the activity pages: joining a group places its order; a buyer lists the groups joined. */
const groupBuyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/activity/group/join', { schema: { body: GroupJoinBody, response: { 200: Answer(GroupJoinResult) } } }, async (request) => {
    const joined = await joinGroup(app.db, requireAuth(request), request.body);
    return ok(joined, joined.needs_approval ? '拼团订单已提交，需企业审批通过后才能付款' : '拼团订单已提交，请尽快付款');
  });

  app.get('/activity/group/mine', { schema: { response: { 200: Envelope(MyGroupBuys) } } }, async (request) =>
    ok(await myGroupBuys(app.db, requireAuth(request))),
  );
};

export default groupBuyRoutes;
