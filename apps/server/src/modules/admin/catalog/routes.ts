/**
 * /api/admin catalogue: goods (with pictures, reports and the bulk price and stock import),
 * warehouses, categories, brands, nav, banners and ads, hot searches. Merchandisers run it
 * (administrators too; the warehouse staff the warehouses).
 * Multipart is registered here, for this area's uploads only.
 */
import {
  AdminAdBody,
  AdminAdQuery,
  AdminBrandBody,
  AdminBrandQuery,
  AdminCategoryBody,
  AdminCategoryQuery,
  AdminCategoryUpdateBody,
  AdminGoodsBody,
  AdminGoodsParams,
  AdminGoodsQuery,
  AdminHotSearchBody,
  AdminIdParams,
  AdminNavBody,
  AdminOnSaleBody,
  AdminReportBody,
  AdminReportParams,
  AdminWarehouseBody,
  GoodsImageBody,
  GoodsPickQuery,
  ImportParams,
  StorePickQuery,
} from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/reply.js';
import { requireStaff, staffOf } from '../guard.js';
import * as media from './goods-media.js';
import * as goods from './goods-service.js';
import * as imports from './import-service.js';
import { goodsPicks, storePicks } from './pickers.js';
import * as storefront from './storefront-service.js';
import * as taxonomy from './taxonomy-service.js';
import { acceptUploads, uploadedFile, uploadedPicture } from './uploads.js';
import * as warehouses from './warehouse-service.js';

const MERCH = requireStaff('merchandiser');
/** The warehouse staff keep the warehouse list beside the merchandisers. */
const STOCKISTS = requireStaff('merchandiser', 'warehouse');

const catalogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app);
  const dataDir = app.config.dataDir;

  app.get('/goods', { preHandler: MERCH, schema: { querystring: AdminGoodsQuery } }, async (request) =>
    ok(await goods.listGoods(app.db, request.query)),
  );
  app.get('/goods/options', { preHandler: MERCH }, async () => ok(await goods.catalogOptions(app.db)));
  app.get('/pick/goods', { preHandler: MERCH, schema: { querystring: GoodsPickQuery } }, async (request) =>
    ok(await goodsPicks(app.db, request.query.keywords)),
  );
  app.get('/pick/stores', { preHandler: MERCH, schema: { querystring: StorePickQuery } }, async (request) =>
    ok(await storePicks(app.db, request.query.keywords)),
  );
  app.get('/goods/:id', { preHandler: MERCH, schema: { params: AdminGoodsParams } }, async (request) =>
    ok(await goods.goodsDetail(app.db, request.params.id)),
  );

  app.post('/goods', { preHandler: MERCH, schema: { body: AdminGoodsBody } }, async (request) =>
    ok({ id: await goods.createGoods(app.db, staffOf(request), request.body) }, '商品已添加'),
  );
  app.post('/goods/:id', { preHandler: MERCH, schema: { params: AdminGoodsParams, body: AdminGoodsBody } }, async (request) => {
    await goods.updateGoods(app.db, staffOf(request), request.params.id, request.body);
    return ok(null, '商品已保存');
  });
  app.post('/goods/:id/on-sale', { preHandler: MERCH, schema: { params: AdminGoodsParams, body: AdminOnSaleBody } }, async (request) => {
    await goods.setOnSale(app.db, staffOf(request), request.params.id, request.body.on_sale === 1);
    return ok(null, request.body.on_sale === 1 ? '商品已上架' : '商品已下架');
  });

  app.post('/goods/:id/images', { preHandler: MERCH, schema: { params: AdminGoodsParams } }, async (request) =>
    ok(await media.addGoodsImage(app.db, dataDir, staffOf(request), request.params.id, await uploadedPicture(request)), '图片已上传'),
  );
  app.post('/goods/:id/images/remove', { preHandler: MERCH, schema: { params: AdminGoodsParams, body: GoodsImageBody } }, async (request) =>
    ok(await media.removeGoodsImage(app.db, dataDir, staffOf(request), request.params.id, request.body.url), '图片已删除'),
  );
  app.post('/goods/:id/images/cover', { preHandler: MERCH, schema: { params: AdminGoodsParams, body: GoodsImageBody } }, async (request) =>
    ok(await media.makeCoverImage(app.db, staffOf(request), request.params.id, request.body.url), '已设为主图'),
  );

  app.post('/goods/:id/reports', { preHandler: MERCH, schema: { params: AdminGoodsParams, body: AdminReportBody } }, async (request) =>
    ok({ id: await media.createReport(app.db, staffOf(request), request.params.id, request.body) }, '检验报告已添加'),
  );
  app.post(
    '/goods/:id/reports/:rid',
    { preHandler: MERCH, schema: { params: AdminReportParams, body: AdminReportBody } },
    async (request) => {
      await media.updateReport(app.db, staffOf(request), request.params.id, request.params.rid, request.body);
      return ok(null, '检验报告已保存');
    },
  );
  app.delete('/goods/:id/reports/:rid', { preHandler: MERCH, schema: { params: AdminReportParams } }, async (request) => {
    await media.deleteReport(app.db, dataDir, staffOf(request), request.params.id, request.params.rid);
    return ok(null, '检验报告已删除');
  });
  app.post('/goods/:id/reports/:rid/file', { preHandler: MERCH, schema: { params: AdminReportParams } }, async (request) => {
    const { id, rid } = request.params;
    return ok(
      { url: await media.setReportFile(app.db, dataDir, staffOf(request), id, rid, await uploadedPicture(request, true)) },
      '报告文件已上传',
    );
  });

  app.post('/goods/import', { preHandler: MERCH }, async (request) =>
    ok(await imports.previewImport(app.db, staffOf(request), await uploadedFile(request))),
  );
  app.get('/goods/import/:id', { preHandler: MERCH, schema: { params: ImportParams } }, async (request) =>
    ok(await imports.readImport(app.db, request.params.id)),
  );
  app.post('/goods/import/:id/apply', { preHandler: MERCH, schema: { params: ImportParams } }, async (request) => {
    const result = await imports.applyImport(app.db, staffOf(request), request.params.id);
    return ok(result, `已更新${result.changed}个商品${result.invalid ? `，${result.invalid}行未导入` : ''}`);
  });

  app.get('/warehouses', { preHandler: STOCKISTS }, async () => ok(await warehouses.listWarehouses(app.db)));
  app.post('/warehouses', { preHandler: STOCKISTS, schema: { body: AdminWarehouseBody } }, async (request) =>
    ok({ id: await warehouses.createWarehouse(app.db, staffOf(request), request.body) }, '仓库已添加'),
  );
  app.post('/warehouses/:id', { preHandler: STOCKISTS, schema: { params: AdminIdParams, body: AdminWarehouseBody } }, async (request) => {
    await warehouses.updateWarehouse(app.db, staffOf(request), request.params.id, request.body);
    return ok(null, '仓库已保存');
  });

  app.get('/categories', { preHandler: MERCH, schema: { querystring: AdminCategoryQuery } }, async (request) =>
    ok(await taxonomy.categoryTree(app.db, request.query.kind)),
  );
  app.post('/categories', { preHandler: MERCH, schema: { body: AdminCategoryBody } }, async (request) =>
    ok({ id: await taxonomy.createCategory(app.db, staffOf(request), request.body) }, '分类已添加'),
  );
  app.post('/categories/:id', { preHandler: MERCH, schema: { params: AdminIdParams, body: AdminCategoryUpdateBody } }, async (request) => {
    await taxonomy.updateCategory(app.db, staffOf(request), request.params.id, request.body);
    return ok(null, '分类已保存');
  });
  app.delete('/categories/:id', { preHandler: MERCH, schema: { params: AdminIdParams } }, async (request) => {
    await taxonomy.deleteCategory(app.db, dataDir, staffOf(request), request.params.id);
    return ok(null, '分类已删除');
  });
  app.post('/categories/:id/logo', { preHandler: MERCH, schema: { params: AdminIdParams } }, async (request) =>
    ok(
      { url: await taxonomy.setCategoryLogo(app.db, dataDir, staffOf(request), request.params.id, await uploadedPicture(request)) },
      '分类图标已上传',
    ),
  );

  app.get('/brands', { preHandler: MERCH, schema: { querystring: AdminBrandQuery } }, async (request) =>
    ok(await taxonomy.listBrands(app.db, request.query)),
  );
  app.post('/brands', { preHandler: MERCH, schema: { body: AdminBrandBody } }, async (request) =>
    ok({ id: await taxonomy.createBrand(app.db, staffOf(request), request.body) }, '品牌已添加'),
  );
  app.post('/brands/:id', { preHandler: MERCH, schema: { params: AdminIdParams, body: AdminBrandBody } }, async (request) => {
    await taxonomy.updateBrand(app.db, staffOf(request), request.params.id, request.body);
    return ok(null, '品牌已保存');
  });
  app.delete('/brands/:id', { preHandler: MERCH, schema: { params: AdminIdParams } }, async (request) => {
    await taxonomy.deleteBrand(app.db, dataDir, staffOf(request), request.params.id);
    return ok(null, '品牌已删除');
  });
  app.post('/brands/:id/logo', { preHandler: MERCH, schema: { params: AdminIdParams } }, async (request) =>
    ok(
      { url: await taxonomy.setBrandLogo(app.db, dataDir, staffOf(request), request.params.id, await uploadedPicture(request)) },
      '品牌标志已上传',
    ),
  );

  app.get('/nav', { preHandler: MERCH }, async () => ok(await storefront.navTree(app.db)));
  app.post('/nav', { preHandler: MERCH, schema: { body: AdminNavBody } }, async (request) =>
    ok({ id: await storefront.createNav(app.db, staffOf(request), request.body) }, '导航已添加'),
  );
  app.post('/nav/:id', { preHandler: MERCH, schema: { params: AdminIdParams, body: AdminNavBody } }, async (request) => {
    await storefront.updateNav(app.db, staffOf(request), request.params.id, request.body);
    return ok(null, '导航已保存');
  });
  app.delete('/nav/:id', { preHandler: MERCH, schema: { params: AdminIdParams } }, async (request) => {
    await storefront.deleteNav(app.db, staffOf(request), request.params.id);
    return ok(null, '导航已删除');
  });

  app.get('/ads/slots', { preHandler: MERCH }, async () => ok(await storefront.adSlots(app.db)));
  app.get('/ads', { preHandler: MERCH, schema: { querystring: AdminAdQuery } }, async (request) =>
    ok(await storefront.listAds(app.db, request.query.slot)),
  );
  app.post('/ads', { preHandler: MERCH, schema: { body: AdminAdBody } }, async (request) =>
    ok({ id: await storefront.createAd(app.db, staffOf(request), request.body) }, '广告已添加'),
  );
  app.post('/ads/:id', { preHandler: MERCH, schema: { params: AdminIdParams, body: AdminAdBody } }, async (request) => {
    await storefront.updateAd(app.db, staffOf(request), request.params.id, request.body);
    return ok(null, '广告已保存');
  });
  app.delete('/ads/:id', { preHandler: MERCH, schema: { params: AdminIdParams } }, async (request) => {
    await storefront.deleteAd(app.db, dataDir, staffOf(request), request.params.id);
    return ok(null, '广告已删除');
  });
  app.post('/ads/:id/picture', { preHandler: MERCH, schema: { params: AdminIdParams } }, async (request) => {
    await storefront.setAdPicture(app.db, dataDir, staffOf(request), request.params.id, await uploadedPicture(request));
    return ok(null, '广告图片已上传');
  });
  app.delete('/ads/:id/picture', { preHandler: MERCH, schema: { params: AdminIdParams } }, async (request) => {
    await storefront.setAdPicture(app.db, dataDir, staffOf(request), request.params.id, null);
    return ok(null, '已恢复为系统生成的图片');
  });

  app.get('/hot-searches', { preHandler: MERCH }, async () => ok(await storefront.listHotSearches(app.db)));
  app.post('/hot-searches', { preHandler: MERCH, schema: { body: AdminHotSearchBody } }, async (request) =>
    ok({ id: await storefront.createHotSearch(app.db, staffOf(request), request.body) }, '热搜词已添加'),
  );
  app.post('/hot-searches/:id', { preHandler: MERCH, schema: { params: AdminIdParams, body: AdminHotSearchBody } }, async (request) => {
    await storefront.updateHotSearch(app.db, staffOf(request), request.params.id, request.body);
    return ok(null, '热搜词已保存');
  });
  app.delete('/hot-searches/:id', { preHandler: MERCH, schema: { params: AdminIdParams } }, async (request) => {
    await storefront.deleteHotSearch(app.db, staffOf(request), request.params.id);
    return ok(null, '热搜词已删除');
  });
};

export default catalogAdminRoutes;
