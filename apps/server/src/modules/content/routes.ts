import {
  Done,
  Envelope,
  FocusAdQuery,
  FocusBanners,
  FocusCommon,
  HelpCategories,
  HomeFloorQuery,
  HomeFloors,
  PageViewBody,
  SiteLinks,
} from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PUBLIC_READ } from '../../lib/public-read.js';
import { ok } from '../../lib/reply.js';
import { resolveBuyer } from '../catalog/buyer.js';
import { homeFloors } from './floors.js';
import * as content from './service.js';

/** Ad slots of spec section 7 (/api/focus/{slot}); '' is the home carousel at /api/focus. */
export const AD_SLOTS = ['kxzq_ad', 'new_kxzq', 'right', 'xrtj', 'top', 'ppzq', 'kxzq', 'zyzq', 'login', 'yx'] as const;

const contentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/focus/common', { config: PUBLIC_READ, schema: { response: { 200: Envelope(FocusCommon) } } }, async () => ok(await content.focusCommon(app.db)));
  app.get('/focus', { config: PUBLIC_READ, schema: { response: { 200: Envelope(FocusBanners) } } }, async () => ok(await content.adSlot(app.db, '')));
  // Spec section 7 names GET /api/focus/demo (params) without its answer: here it is the home page's floors.
  app.get('/focus/demo', { schema: { querystring: HomeFloorQuery, response: { 200: Envelope(HomeFloors) } } }, async (request) =>
    ok(await homeFloors(app.db, resolveBuyer(request.auth), request.query)),
  );
  app.get(
    '/focus/:slot',
    { config: PUBLIC_READ, schema: { params: z.object({ slot: z.enum(AD_SLOTS, { message: '广告位不存在' }) }), querystring: FocusAdQuery, response: { 200: Envelope(FocusBanners) } } },
    async (request) => ok(await content.adSlot(app.db, request.params.slot, request.query.ids, request.auth?.storeId ?? null)),
  );
  app.get('/global/links', { config: PUBLIC_READ, schema: { response: { 200: Envelope(SiteLinks) } } }, async () => ok(await content.siteLinks(app.db)));
  app.get('/article/help_categories', { config: PUBLIC_READ, schema: { response: { 200: Envelope(HelpCategories) } } }, async () => ok(await content.helpCategories(app.db)));
  app.post(
    '/analytics/page_view',
    { schema: { body: PageViewBody, response: { 200: Done } }, config: { rateLimit: { max: 300, timeWindow: '1 minute' } } },
    async (request) => {
      await content.recordPageView(app.db, { ...request.body, storeId: request.auth?.storeId ?? null });
      return ok(null);
    },
  );
};

export default contentRoutes;
