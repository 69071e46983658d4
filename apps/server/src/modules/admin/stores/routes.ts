import {
  AdminQualificationParams,
  AdminStoreDetail,
  AdminStorePage,
  AdminStoreParams,
  AdminStoreQuery,
  Done,
  Envelope,
  ExpiringPage,
  ExpiringQuery,
  StoreCreditBody,
  StoreManagerBody,
  StoreOptions,
  StoreProfileBody,
  StoreRejectBody,
} from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { uploadResponse } from '../../../lib/raw-responses.js';
import { ok, sendInline } from '../../../lib/reply.js';
import { requireStaff, staffOf } from '../shared/guard.js';
import * as stores from './service.js';

const READERS = requireStaff('reviewer', 'account_manager');

const storeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/stores', { preHandler: READERS, schema: { querystring: AdminStoreQuery, response: { 200: Envelope(AdminStorePage) } } }, async (request) =>
    ok(await stores.listStores(app.db, staffOf(request), request.query)),
  );

  app.get('/stores/options', { preHandler: READERS, schema: { response: { 200: Envelope(StoreOptions) } } }, async () => ok(await stores.storeOptions(app.db)));

  app.get('/stores/expiring', { preHandler: READERS, schema: { querystring: ExpiringQuery, response: { 200: Envelope(ExpiringPage) } } }, async (request) =>
    ok(await stores.expiringCertificates(app.db, staffOf(request), request.query)),
  );

  app.get('/stores/:id', { preHandler: READERS, schema: { params: AdminStoreParams, response: { 200: Envelope(AdminStoreDetail) } } }, async (request) =>
    ok(await stores.storeDetail(app.db, staffOf(request), request.params.id)),
  );

  app.get('/stores/:id/qualifications/:qid/file', { preHandler: READERS, schema: { params: AdminQualificationParams, response: { 200: uploadResponse('资质证件扫描件', 'document') } } }, async (request, reply) => {
    const file = await stores.scanOf(app.db, app.config.dataDir, staffOf(request), request.params.id, request.params.qid);
    return sendInline(reply, { mime: file.mime, fileName: file.fileName, body: file.stream });
  });

  app.post('/stores/:id/pass', { preHandler: requireStaff('reviewer'), schema: { params: AdminStoreParams, response: { 200: Done } } }, async (request) => {
    await stores.passReview(app.db, staffOf(request), request.params.id);
    return ok(null, '资质审核已通过，已通知门店');
  });

  app.post('/stores/:id/reject', { preHandler: requireStaff('reviewer'), schema: { params: AdminStoreParams, body: StoreRejectBody, response: { 200: Done } } }, async (request) => {
    await stores.rejectReview(app.db, staffOf(request), request.params.id, request.body.reason);
    return ok(null, '已驳回，驳回原因已发送给门店');
  });

  app.post('/stores/:id/profile', { preHandler: READERS, schema: { params: AdminStoreParams, body: StoreProfileBody, response: { 200: Done } } }, async (request) => {
    await stores.updateProfile(app.db, staffOf(request), request.params.id, request.body);
    return ok(null, '门店资料已保存');
  });

  app.post('/stores/:id/credit', { preHandler: requireStaff('account_manager'), schema: { params: AdminStoreParams, body: StoreCreditBody, response: { 200: Done } } }, async (request) => {
    await stores.updateCredit(app.db, staffOf(request), request.params.id, request.body);
    return ok(null, '账期已保存');
  });

  app.post('/stores/:id/manager', { preHandler: requireStaff('admin'), schema: { params: AdminStoreParams, body: StoreManagerBody, response: { 200: Done } } }, async (request) => {
    await stores.assignManager(app.db, staffOf(request), request.params.id, request.body.manager_id);
    return ok(null, '客户经理已分配');
  });
};

export default storeRoutes;
