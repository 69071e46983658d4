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
} from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import * as activity from './service.js';

/** The activity pages (spec section 2, "Other activity pages") and the entry taps of section 7; group buying has its own routes. */
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
};

export default activityRoutes;
