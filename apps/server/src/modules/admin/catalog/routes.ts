/**
 * /api/admin catalogue: goods (with pictures, reports, batches and the bulk price and stock import),
 * warehouses, categories, brands, nav, banners and ads, hot searches. Merchandisers run it
 * (administrators too; the warehouse staff the warehouses).
 * Multipart is registered here, for this area's uploads only.
 */
import {
  AdminAdBody,
  AdminAdList,
  AdminAdQuery,
  AdminAdSlots,
  AdminBrandBody,
  AdminBrandPage,
  AdminBatch,
  AdminBatchList,
  AdminBatchLockBody,
  AdminBatchParams,
  AdminBatchReceiveBody,
  AdminExpiredQuery,
  AdminExpiringQuery,
  AdminExpiryPage,
  AdminExpirySummary,
  AdminBrandQuery,
  AdminCategoryBody,
  AdminCategoryQuery,
  AdminCategoryTree,
  AdminCategoryUpdateBody,
  AdminGoodsBody,
  AdminGoodsDetail,
  AdminGoodsPage,
  AdminGoodsParams,
  AdminGoodsQuery,
  AdminHotSearchBody,
  AdminHotSearches,
  AdminIdParams,
  AdminNavBody,
  AdminNavTree,
  AdminOnSaleBody,
  AdminReportBody,
  AdminReportParams,
  AdminWarehouseBody,
  AdminWarehouses,
  Answer,
  BatchImportParams,
  BatchImportPreview,
  BatchImportResult,
  CatalogOptions,
  CreatedId,
  Done,
  Envelope,
  GoodsBriefList,
  GoodsImageBody,
  GoodsImages,
  GoodsPickQuery,
  ImportParams,
  ImportPreview,
  ImportResult,
  StorePickList,
  StorePickQuery,
  UploadedUrl,
} from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadForm } from '../../../lib/raw-responses.js';
import { ok } from '../../../lib/reply.js';
import { acceptUploads } from '../../../lib/uploads/read.js';
import { deliverAfterRestock } from '../../arrival/restock-hook.js';
import { requireStaff, staffOf } from '../shared/guard.js';
import * as batchImport from './batch-import.js';
import * as batches from './batch-service.js';
import * as expiry from './expiry-board.js';
import * as media from './goods-media.js';
import * as goods from './goods-service.js';
import * as imports from './import-service.js';
import { goodsPicks, storePicks } from './pickers.js';
import * as storefront from './storefront-service.js';
import * as taxonomy from './taxonomy-service.js';
import { uploadedFile, uploadedFor } from './uploads.js';
import * as warehouses from './warehouse-service.js';

const MERCH = requireStaff('merchandiser');
/** The warehouse staff keep the warehouse list beside the merchandisers. */
const STOCKISTS = requireStaff('merchandiser', 'warehouse');

const catalogAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app);
  deliverAfterRestock(app);
  const dataDir = app.config.dataDir;

  app.get('/goods', { preHandler: MERCH, schema: { querystring: AdminGoodsQuery, response: { 200: Envelope(AdminGoodsPage) } } }, async (request) =>
    ok(await goods.listGoods(app.db, request.query)),
  );
  app.get('/goods/options', { preHandler: MERCH, schema: { response: { 200: Envelope(CatalogOptions) } } }, async () => ok(await goods.catalogOptions(app.db)));
  // The warehouse picks the goods a batch is received into.
  app.get('/pick/goods', { preHandler: STOCKISTS, schema: { querystring: GoodsPickQuery, response: { 200: Envelope(GoodsBriefList) } } }, async (request) =>
    ok(await goodsPicks(app.db, request.query.keywords, request.query.warehouse_id)),
  );
  app.get('/pick/stores', { preHandler: MERCH, schema: { querystring: StorePickQuery, response: { 200: Envelope(StorePickList) } } }, async (request) =>
    ok(await storePicks(app.db, request.query.keywords)),
  );
  app.get('/goods/:id', { preHandler: MERCH, schema: { params: AdminGoodsParams, response: { 200: Envelope(AdminGoodsDetail) } } }, async (request) =>
    ok(await goods.goodsDetail(app.db, request.params.id)),
  );

  app.post('/goods', { preHandler: MERCH, schema: { body: AdminGoodsBody, response: { 200: Answer(CreatedId) } } }, async (request) =>
    ok({ id: await goods.createGoods(app.db, staffOf(request), request.body) }, '商品已添加'),
  );
  app.post('/goods/:id', { preHandler: MERCH, config: { restocks: true }, schema: { params: AdminGoodsParams, body: AdminGoodsBody, response: { 200: Done } } }, async (request) => {
    await goods.updateGoods(app.db, staffOf(request), request.params.id, request.body);
    return ok(null, '商品已保存');
  });
  app.post('/goods/:id/on-sale', { preHandler: MERCH, schema: { params: AdminGoodsParams, body: AdminOnSaleBody, response: { 200: Done } } }, async (request) => {
    await goods.setOnSale(app.db, staffOf(request), request.params.id, request.body.on_sale === 1);
    return ok(null, request.body.on_sale === 1 ? '商品已上架' : '商品已下架');
  });

  app.post('/goods/:id/images', { preHandler: MERCH, schema: { params: AdminGoodsParams, upload: uploadForm('商品图片', 'picture'), response: { 200: Answer(GoodsImages) } } }, async (request) =>
    ok(await media.addGoodsImage(app.db, dataDir, staffOf(request), request.params.id, await uploadedFor(request, 'picture')), '图片已上传'),
  );
  app.post('/goods/:id/images/remove', { preHandler: MERCH, schema: { params: AdminGoodsParams, body: GoodsImageBody, response: { 200: Answer(GoodsImages) } } }, async (request) =>
    ok(await media.removeGoodsImage(app.db, dataDir, staffOf(request), request.params.id, request.body.url), '图片已删除'),
  );
  app.post('/goods/:id/images/cover', { preHandler: MERCH, schema: { params: AdminGoodsParams, body: GoodsImageBody, response: { 200: Answer(GoodsImages) } } }, async (request) =>
    ok(await media.makeCoverImage(app.db, staffOf(request), request.params.id, request.body.url), '已设为主图'),
  );

  app.post('/goods/:id/reports', { preHandler: MERCH, schema: { params: AdminGoodsParams, body: AdminReportBody, response: { 200: Answer(CreatedId) } } }, async (request) =>
    ok({ id: await media.createReport(app.db, staffOf(request), request.params.id, request.body) }, '检验报告已添加'),
  );
  app.post(
    '/goods/:id/reports/:rid',
    { preHandler: MERCH, schema: { params: AdminReportParams, body: AdminReportBody, response: { 200: Done } } },
    async (request) => {
      await media.updateReport(app.db, staffOf(request), request.params.id, request.params.rid, request.body);
      return ok(null, '检验报告已保存');
    },
  );
  app.delete('/goods/:id/reports/:rid', { preHandler: MERCH, schema: { params: AdminReportParams, response: { 200: Done } } }, async (request) => {
    await media.deleteReport(app.db, dataDir, staffOf(request), request.params.id, request.params.rid);
    return ok(null, '检验报告已删除');
  });
  app.post('/goods/:id/reports/:rid/file', { preHandler: MERCH, schema: { params: AdminReportParams, upload: uploadForm('药检报告文件', 'document'), response: { 200: Answer(UploadedUrl) } } }, async (request) => {
    const { id, rid } = request.params;
    return ok(
      { url: await media.setReportFile(app.db, dataDir, staffOf(request), id, rid, await uploadedFor(request, 'document')) },
      '报告文件已上传',
    );
  });

  app.get('/goods/:id/batches', { preHandler: STOCKISTS, schema: { params: AdminGoodsParams, response: { 200: Envelope(AdminBatchList) } } }, async (request) =>
    ok(await batches.goodsBatches(app.db, request.params.id)),
  );
  app.post('/batches', { preHandler: STOCKISTS, config: { restocks: true }, schema: { body: AdminBatchReceiveBody, response: { 200: Answer(AdminBatch) } } }, async (request) =>
    ok(await batches.receiveBatch(app.db, staffOf(request), request.body), '批次已入库'),
  );
  app.post('/batches/import', { preHandler: STOCKISTS, schema: { upload: uploadForm('批次导入表格：Excel（.xlsx/.xls）或 CSV'), response: { 200: Answer(BatchImportPreview) } } }, async (request) =>
    ok(await batchImport.previewBatchImport(app.db, staffOf(request), await uploadedFile(request))),
  );
  app.get('/batches/import/:id', { preHandler: STOCKISTS, schema: { params: BatchImportParams, response: { 200: Envelope(BatchImportPreview) } } }, async (request) =>
    ok(await batchImport.readBatchImport(app.db, request.params.id)),
  );
  app.post('/batches/import/:id/apply', { preHandler: STOCKISTS, schema: { params: BatchImportParams, response: { 200: Answer(BatchImportResult) } } }, async (request) => {
    const result = await batchImport.applyBatchImport(app.db, staffOf(request), request.params.id);
    return ok(result, `已入库${result.received}个批次${result.invalid ? `，${result.invalid}行未导入` : ''}`);
  });
  app.get('/batches/expiry-summary', { preHandler: STOCKISTS, schema: { response: { 200: Envelope(AdminExpirySummary) } } }, async () => ok(await expiry.expirySummary(app.db)));
  app.get('/batches/expiring', { preHandler: STOCKISTS, schema: { querystring: AdminExpiringQuery, response: { 200: Envelope(AdminExpiryPage) } } }, async (request) =>
    ok(await expiry.expiringBatches(app.db, request.query)),
  );
  app.get('/batches/expired', { preHandler: STOCKISTS, schema: { querystring: AdminExpiredQuery, response: { 200: Envelope(AdminExpiryPage) } } }, async (request) =>
    ok(await expiry.expiredBatches(app.db, request.query)),
  );
  app.post('/batches/:id/reports', { preHandler: STOCKISTS, schema: { params: AdminBatchParams, upload: uploadForm('批次检验报告', 'document'), response: { 200: Answer(AdminBatch) } } }, async (request) =>
    ok(await batches.addBatchReport(app.db, dataDir, staffOf(request), request.params.id, await uploadedFor(request, 'document')), '检验报告已上传'),
  );
  app.post(
    '/batches/:id/lock',
    { preHandler: STOCKISTS, schema: { params: AdminBatchParams, body: AdminBatchLockBody, response: { 200: Answer(AdminBatch) } } },
    async (request) => ok(await batches.setBatchLock(app.db, staffOf(request), request.params.id, true, request.body.reason), '批次已锁定'),
  );
  app.post(
    '/batches/:id/unlock',
    { preHandler: STOCKISTS, config: { restocks: true }, schema: { params: AdminBatchParams, body: AdminBatchLockBody, response: { 200: Answer(AdminBatch) } } },
    async (request) => ok(await batches.setBatchLock(app.db, staffOf(request), request.params.id, false, request.body.reason), '批次已解锁'),
  );

  app.post('/goods/import', { preHandler: MERCH, schema: { upload: uploadForm('商品导入表格：Excel（.xlsx/.xls）或 CSV'), response: { 200: Answer(ImportPreview) } } }, async (request) =>
    ok(await imports.previewImport(app.db, staffOf(request), await uploadedFile(request))),
  );
  app.get('/goods/import/:id', { preHandler: MERCH, schema: { params: ImportParams, response: { 200: Envelope(ImportPreview) } } }, async (request) =>
    ok(await imports.readImport(app.db, request.params.id)),
  );
  app.post('/goods/import/:id/apply', { preHandler: MERCH, config: { restocks: true }, schema: { params: ImportParams, response: { 200: Answer(ImportResult) } } }, async (request) => {
    const result = await imports.applyImport(app.db, staffOf(request), request.params.id);
    return ok(result, `已更新${result.changed}个商品${result.invalid ? `，${result.invalid}行未导入` : ''}`);
  });

  app.get('/warehouses', { preHandler: STOCKISTS, schema: { response: { 200: Envelope(AdminWarehouses) } } }, async () => ok(await warehouses.listWarehouses(app.db)));
  app.post('/warehouses', { preHandler: STOCKISTS, schema: { body: AdminWarehouseBody, response: { 200: Answer(CreatedId) } } }, async (request) =>
    ok({ id: await warehouses.createWarehouse(app.db, staffOf(request), request.body) }, '仓库已添加'),
  );
  app.post('/warehouses/:id', { preHandler: STOCKISTS, schema: { params: AdminIdParams, body: AdminWarehouseBody, response: { 200: Done } } }, async (request) => {
    await warehouses.updateWarehouse(app.db, staffOf(request), request.params.id, request.body);
    return ok(null, '仓库已保存');
  });

  app.get('/categories', { preHandler: MERCH, schema: { querystring: AdminCategoryQuery, response: { 200: Envelope(AdminCategoryTree) } } }, async (request) =>
    ok(await taxonomy.categoryTree(app.db, request.query.kind)),
  );
  app.post('/categories', { preHandler: MERCH, schema: { body: AdminCategoryBody, response: { 200: Answer(CreatedId) } } }, async (request) =>
    ok({ id: await taxonomy.createCategory(app.db, staffOf(request), request.body) }, '分类已添加'),
  );
  app.post('/categories/:id', { preHandler: MERCH, schema: { params: AdminIdParams, body: AdminCategoryUpdateBody, response: { 200: Done } } }, async (request) => {
    await taxonomy.updateCategory(app.db, staffOf(request), request.params.id, request.body);
    return ok(null, '分类已保存');
  });
  app.delete('/categories/:id', { preHandler: MERCH, schema: { params: AdminIdParams, response: { 200: Done } } }, async (request) => {
    await taxonomy.deleteCategory(app.db, dataDir, staffOf(request), request.params.id);
    return ok(null, '分类已删除');
  });
  app.post('/categories/:id/logo', { preHandler: MERCH, schema: { params: AdminIdParams, upload: uploadForm('分类图标', 'picture'), response: { 200: Answer(UploadedUrl) } } }, async (request) =>
    ok(
      { url: await taxonomy.setCategoryLogo(app.db, dataDir, staffOf(request), request.params.id, await uploadedFor(request, 'picture')) },
      '分类图标已上传',
    ),
  );

  app.get('/brands', { preHandler: MERCH, schema: { querystring: AdminBrandQuery, response: { 200: Envelope(AdminBrandPage) } } }, async (request) =>
    ok(await taxonomy.listBrands(app.db, request.query)),
  );
  app.post('/brands', { preHandler: MERCH, schema: { body: AdminBrandBody, response: { 200: Answer(CreatedId) } } }, async (request) =>
    ok({ id: await taxonomy.createBrand(app.db, staffOf(request), request.body) }, '品牌已添加'),
  );
  app.post('/brands/:id', { preHandler: MERCH, schema: { params: AdminIdParams, body: AdminBrandBody, response: { 200: Done } } }, async (request) => {
    await taxonomy.updateBrand(app.db, staffOf(request), request.params.id, request.body);
    return ok(null, '品牌已保存');
  });
  app.delete('/brands/:id', { preHandler: MERCH, schema: { params: AdminIdParams, response: { 200: Done } } }, async (request) => {
    await taxonomy.deleteBrand(app.db, dataDir, staffOf(request), request.params.id);
    return ok(null, '品牌已删除');
  });
  app.post('/brands/:id/logo', { preHandler: MERCH, schema: { params: AdminIdParams, upload: uploadForm('品牌标志', 'picture'), response: { 200: Answer(UploadedUrl) } } }, async (request) =>
    ok(
      { url: await taxonomy.setBrandLogo(app.db, dataDir, staffOf(request), request.params.id, await uploadedFor(request, 'picture')) },
      '品牌标志已上传',
    ),
  );

  app.get('/nav', { preHandler: MERCH, schema: { response: { 200: Envelope(AdminNavTree) } } }, async () => ok(await storefront.navTree(app.db)));
  app.post('/nav', { preHandler: MERCH, schema: { body: AdminNavBody, response: { 200: Answer(CreatedId) } } }, async (request) =>
    ok({ id: await storefront.createNav(app.db, staffOf(request), request.body) }, '导航已添加'),
  );
  app.post('/nav/:id', { preHandler: MERCH, schema: { params: AdminIdParams, body: AdminNavBody, response: { 200: Done } } }, async (request) => {
    await storefront.updateNav(app.db, staffOf(request), request.params.id, request.body);
    return ok(null, '导航已保存');
  });
  app.delete('/nav/:id', { preHandler: MERCH, schema: { params: AdminIdParams, response: { 200: Done } } }, async (request) => {
    await storefront.deleteNav(app.db, staffOf(request), request.params.id);
    return ok(null, '导航已删除');
  });

  app.get('/ads/slots', { preHandler: MERCH, schema: { response: { 200: Envelope(AdminAdSlots) } } }, async () => ok(await storefront.adSlots(app.db)));
  app.get('/ads', { preHandler: MERCH, schema: { querystring: AdminAdQuery, response: { 200: Envelope(AdminAdList) } } }, async (request) =>
    ok(await storefront.listAds(app.db, request.query.slot)),
  );
  app.post('/ads', { preHandler: MERCH, schema: { body: AdminAdBody, response: { 200: Answer(CreatedId) } } }, async (request) =>
    ok({ id: await storefront.createAd(app.db, staffOf(request), request.body) }, '广告已添加'),
  );
  app.post('/ads/:id', { preHandler: MERCH, schema: { params: AdminIdParams, body: AdminAdBody, response: { 200: Done } } }, async (request) => {
    await storefront.updateAd(app.db, staffOf(request), request.params.id, request.body);
    return ok(null, '广告已保存');
  });
  app.delete('/ads/:id', { preHandler: MERCH, schema: { params: AdminIdParams, response: { 200: Done } } }, async (request) => {
    await storefront.deleteAd(app.db, dataDir, staffOf(request), request.params.id);
    return ok(null, '广告已删除');
  });
  app.post('/ads/:id/picture', { preHandler: MERCH, schema: { params: AdminIdParams, upload: uploadForm('广告图片', 'picture'), response: { 200: Done } } }, async (request) => {
    await storefront.setAdPicture(app.db, dataDir, staffOf(request), request.params.id, await uploadedFor(request, 'picture'));
    return ok(null, '广告图片已上传');
  });
  app.delete('/ads/:id/picture', { preHandler: MERCH, schema: { params: AdminIdParams, response: { 200: Done } } }, async (request) => {
    await storefront.setAdPicture(app.db, dataDir, staffOf(request), request.params.id, null);
    return ok(null, '已恢复为系统生成的图片');
  });

  app.get('/hot-searches', { preHandler: MERCH, schema: { response: { 200: Envelope(AdminHotSearches) } } }, async () => ok(await storefront.listHotSearches(app.db)));
  app.post('/hot-searches', { preHandler: MERCH, schema: { body: AdminHotSearchBody, response: { 200: Answer(CreatedId) } } }, async (request) =>
    ok({ id: await storefront.createHotSearch(app.db, staffOf(request), request.body) }, '热搜词已添加'),
  );
  app.post('/hot-searches/:id', { preHandler: MERCH, schema: { params: AdminIdParams, body: AdminHotSearchBody, response: { 200: Done } } }, async (request) => {
    await storefront.updateHotSearch(app.db, staffOf(request), request.params.id, request.body);
    return ok(null, '热搜词已保存');
  });
  app.delete('/hot-searches/:id', { preHandler: MERCH, schema: { params: AdminIdParams, response: { 200: Done } } }, async (request) => {
    await storefront.deleteHotSearch(app.db, staffOf(request), request.params.id);
    return ok(null, '热搜词已删除');
  });
};

export default catalogAdminRoutes;
