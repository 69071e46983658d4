import {
  ActivityInfo,
  ActivityInfoQuery,
  ActivityList,
  ActivityListQuery,
  ActivityTapBody,
  ActivityTapQuery,
  ActivityTaps,
  Answer,
  Envelope,
  GroupJoinBody,
  GroupJoinResult,
  MyGroupBuys,
} from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { requireAuth } from '../../plugins/session.js';
import { joinGroup, myGroupBuys } from './group-buy.js';
import * as activity from './service.js';

/** The activity pages (spec section 2, "Other activity pages") and the entry taps of section 7. */
const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/activity/list', { schema: { querystring: ActivityListQuery, response: { 200: Envelope(ActivityList) } } }, async (request) =>
    ok(await activity.listActivities(app.db, request.query)),
  );

  app.get(
    '/activity/info',
    { schema: { querystring: ActivityInfoQuery, response: { 200: Answer(ActivityInfo.nullable()) } } },
    async (request) => ok(await activity.activityInfo(app.db, request.auth, request.query)),
  );

  app.post('/activity/tap', { schema: { body: ActivityTapBody, response: { 200: Answer(ActivityTaps) } } }, async (request) =>
    ok(await activity.tapActivity(app.db, request.auth, request.body.id)),
  );

  app.get('/activity/tap', { schema: { querystring: ActivityTapQuery, response: { 200: Answer(ActivityTaps) } } }, async (request) =>
    ok(await activity.activityTaps(app.db, request.query.id)),
  );

  app.post('/activity/group/join', { schema: { body: GroupJoinBody, response: { 200: Answer(GroupJoinResult) } } }, async (request) =>
    ok(await joinGroup(app.db, requireAuth(request), request.body), '拼团订单已提交，请尽快付款'),
  );

  app.get('/activity/group/mine', { schema: { response: { 200: Envelope(MyGroupBuys) } } }, async (request) =>
    ok(await myGroupBuys(app.db, requireAuth(request))),
  );
};

export default activityRoutes;
