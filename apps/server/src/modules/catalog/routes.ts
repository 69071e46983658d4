import {
  BrandFocus,
  BrandFocusQuery,
  CombinationGroups,
  CombinationPage,
  CombinationQuery,
  Done,
  Envelope,
  EverydayPrice,
  GoodsActivities,
  GoodsActivitiesQuery,
  GoodsCards,
  GoodsDetail,
  GoodsIdParams,
  GoodsFacets,
  GoodsListPage,
  GoodsListQuery,
  PageQuery,
  QualityReportPage,
  QualityReportQuery,
  RecommendParams,
  SearchMissBody,
  SpikeList,
  dbIdParam,
} from '@yc/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.js';
import { replyCache } from '../../lib/reply-cache.js';
import { catalogueView, resolveBuyer } from './buyer.js';
import { combinationGroups, combinationPackages } from './combinations.js';
import { goodsFacets } from './facets.js';
import { everydayPrice, goodsActivities, spike } from './offers.js';
import { qualityReports } from './reports.js';
import * as catalog from './service.js';

// Listings, goods pages, facets and the home page's cards run on a read replica when one is usable (plugins/read-replicas.ts);
// the offers' remaining quantities, the misses written and the buyer's own pages elsewhere stay on the primary.
/** How long a listing or goods page is answered from memory; a change of the catalogue or of stock drops it sooner. */
const CATALOGUE_REPLY_MS = 2_000;
const CATALOGUE_REPLIES = 5_000;

const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const buyerOf = (request: FastifyRequest) => resolveBuyer(request.auth);
  const listings = replyCache(app, Envelope(GoodsListPage), CATALOGUE_REPLY_MS, CATALOGUE_REPLIES, 'stock');
  const goodsPages = replyCache(app, Envelope(GoodsDetail), CATALOGUE_REPLY_MS, CATALOGUE_REPLIES, 'stock');
  const facetPages = replyCache(app, Envelope(GoodsFacets), CATALOGUE_REPLY_MS, CATALOGUE_REPLIES, 'stock');

  app.get('/goods/list', { schema: { querystring: GoodsListQuery, response: { 200: Envelope(GoodsListPage) } } }, async (request, reply) => {
    const buyer = buyerOf(request);
    // A drug query ranks what the store bought before first, so its answer is the store's own.
    const store = request.query.keywords && buyer.kind === 'store' ? buyer.storeId : 0;
    const key = `${catalogueView(buyer)}|${store}|${JSON.stringify(request.query)}|${app.afterOwnWrite(request)}`;
    return listings.send(reply, key, async () => ok(await app.replicaRead(request, (db) => catalog.listGoods(db, buyer, request.query))));
  });

  app.post('/goods/search/miss', { schema: { body: SearchMissBody, response: { 200: Done } } }, async (request) => {
    await catalog.recordMiss(app.db, buyerOf(request), request.body.keywords);
    return ok(null);
  });

  app.get('/goods/facets', { schema: { querystring: GoodsListQuery, response: { 200: Envelope(GoodsFacets) } } }, async (request, reply) => {
    const buyer = buyerOf(request);
    const key = `${catalogueView(buyer)}|${JSON.stringify(request.query)}|${app.afterOwnWrite(request)}`;
    return facetPages.send(reply, key, async () => ok(await app.replicaRead(request, (db) => goodsFacets(db, buyer, request.query))));
  });

  app.get('/goods/detail/:id', { schema: { params: GoodsIdParams, response: { 200: Envelope(GoodsDetail) } } }, async (request, reply) => {
    const buyer = buyerOf(request);
    const key = `${catalogueView(buyer)}|${request.params.id}|${app.afterOwnWrite(request)}`;
    return goodsPages.send(reply, key, async () => ok(await app.replicaRead(request, (db) => catalog.goodsDetail(db, buyer, request.params.id))));
  });

  app.get(
    '/goods/activities',
    { schema: { querystring: GoodsActivitiesQuery, response: { 200: Envelope(GoodsActivities) } } },
    async (request) => {
      const ids = [...new Set([...(request.query.goods_id ?? []), ...(request.query.goods_ids ?? [])])];
      return ok(await goodsActivities(app.db, buyerOf(request), ids));
    },
  );

  app.get('/goods/hot', { schema: { response: { 200: Envelope(GoodsCards) } } }, async (request) =>
    ok(await app.replicaRead(request, (db) => catalog.hotGoods(db, buyerOf(request)))),
  );

  app.get('/index_wntj/:page', { schema: { params: RecommendParams, response: { 200: Envelope(GoodsCards) } } }, async (request) =>
    ok(await app.replicaRead(request, (db) => catalog.recommended(db, buyerOf(request), request.params.page))),
  );

  app.get('/index/spike', { schema: { querystring: PageQuery, response: { 200: Envelope(SpikeList) } } }, async (request) =>
    ok(await spike(app.db, buyerOf(request), request.query)),
  );

  app.get('/activity/everyday_price', { schema: { querystring: PageQuery, response: { 200: Envelope(EverydayPrice) } } }, async (request) =>
    ok(await everydayPrice(app.db, buyerOf(request), request.query)),
  );

  app.get('/combinationMzhgGroup', { schema: { response: { 200: Envelope(CombinationGroups) } } }, async () =>
    ok(await combinationGroups(app.db)),
  );

  app.get(
    '/combinationMzhg',
    { schema: { querystring: CombinationQuery, response: { 200: Envelope(CombinationPage) } } },
    async (request) => ok(await combinationPackages(app.db, buyerOf(request), request.query)),
  );

  app.get(
    '/focus/brand/:id',
    { schema: { params: z.object({ id: dbIdParam('品牌编号') }), querystring: BrandFocusQuery, response: { 200: Envelope(BrandFocus) } } },
    async (request) => ok(await app.replicaRead(request, (db) => catalog.brandFocus(db, buyerOf(request), request.params.id, request.query))),
  );

  app.get(
    '/jybg/filter',
    { schema: { querystring: QualityReportQuery, response: { 200: Envelope(QualityReportPage) } } },
    async (request) => ok(await qualityReports(app.db, request.query)),
  );
};

export default catalogRoutes;
