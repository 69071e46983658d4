import { AddressBody, AddressDeleted, AddressList, AddressParams, AddressView, Answer } from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { requireAuth } from '../../plugins/session.js';
import * as address from './service.js';

/** Delivery addresses of the session's store; another store's address id answers 404 and changes nothing. */
const addressRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/address', { schema: { response: { 200: Answer(AddressList) } } }, async (request) =>
    ok(await address.listAddresses(app.db, requireAuth(request))),
  );

  app.post('/address', { schema: { body: AddressBody, response: { 200: Answer(AddressView) } } }, async (request) =>
    ok(await address.createAddress(app.db, requireAuth(request), request.body), '保存成功'),
  );

  app.post(
    '/address/:id',
    { schema: { params: AddressParams, body: AddressBody, response: { 200: Answer(AddressView) } } },
    async (request) => ok(await address.updateAddress(app.db, requireAuth(request), request.params.id, request.body), '保存成功'),
  );

  app.delete('/address/:id', { schema: { params: AddressParams, response: { 200: Answer(AddressDeleted) } } }, async (request) =>
    ok(await address.deleteAddress(app.db, requireAuth(request), request.params.id), '删除成功'),
  );

  app.post('/address/:id/default', { schema: { params: AddressParams, response: { 200: Answer(AddressView) } } }, async (request) =>
    ok(await address.setDefaultAddress(app.db, requireAuth(request), request.params.id), '已设为默认地址'),
  );
};

export default addressRoutes;
