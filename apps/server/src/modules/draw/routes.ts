import {
  Answer,
  DrawActivity,
  DrawBody,
  DrawIdParams,
  DrawIdQuery,
  DrawRecordPage,
  DrawResult,
  DrawState,
  DrawWinnerList,
  Envelope,
  FocusBanners,
  PageQuery,
  SimpleDraw,
} from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { requireAuth } from '../../plugins/session.js';
import * as draw from './service.js';

/**
 * The lucky draw of spec section 7. The spec leaves two paths open: the draw by id is POST /api/draw
 * {id} (GET /api/draw {id} reads the store's standing in it), and the simple-draw check (may this
 * store draw now?) is GET /api/draw/simple/check {id}.
 */
const drawRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/draw', { schema: { querystring: DrawIdQuery, response: { 200: Answer(DrawState) } } }, async (request) =>
    ok(await draw.drawState(app.db, requireAuth(request), request.query.id)),
  );

  app.post('/draw', { schema: { body: DrawBody, response: { 200: Answer(DrawResult) } } }, async (request) =>
    ok(await draw.drawOnce(app.db, requireAuth(request), request.body.id)),
  );

  app.get('/draw/simple', { schema: { response: { 200: Envelope(SimpleDraw.nullable()) } } }, async (request) =>
    ok(await draw.simpleDraw(app.db, request.auth)),
  );

  app.get('/draw/simple/check', { schema: { querystring: DrawIdQuery, response: { 200: Answer(SimpleDraw) } } }, async (request) =>
    ok(await draw.checkDraw(app.db, requireAuth(request), request.query.id)),
  );

  app.get('/draw/:id/activity', { schema: { params: DrawIdParams, response: { 200: Answer(DrawActivity) } } }, async (request) =>
    ok(await draw.drawActivity(app.db, request.auth, request.params.id)),
  );

  app.get('/draw/new_record', { schema: { querystring: DrawIdQuery, response: { 200: Answer(DrawWinnerList) } } }, async (request) =>
    ok(await draw.latestWinners(app.db, request.query.id)),
  );

  app.get('/draw/record', { schema: { querystring: PageQuery, response: { 200: Envelope(DrawRecordPage) } } }, async (request) =>
    ok(await draw.listDrawRecords(app.db, requireAuth(request), request.query)),
  );

  app.get('/draw/ads', { schema: { response: { 200: Envelope(FocusBanners) } } }, async () => ok(await draw.drawAds(app.db)));
};

export default drawRoutes;
