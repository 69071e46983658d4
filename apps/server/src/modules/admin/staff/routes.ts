import {
  AccountManagerCards,
  AccountManagerIdCardBody,
  AccountManagerParams,
  Answer,
  CreatedId,
  Done,
  Envelope,
  StaffCreateBody,
  StaffPage,
  StaffParams,
  StaffPasswordBody,
  StaffQuery,
  StaffUpdateBody,
} from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/reply.js';
import { requireStaff, staffOf } from '../shared/guard.js';
import * as members from './service.js';

const ADMIN = requireStaff('admin');

const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/staff', { preHandler: ADMIN, schema: { querystring: StaffQuery, response: { 200: Envelope(StaffPage) } } }, async (request) => ok(await members.listStaff(app.db, request.query)));

  app.post('/staff', { preHandler: ADMIN, schema: { body: StaffCreateBody, response: { 200: Answer(CreatedId) } } }, async (request) =>
    ok({ id: await members.createStaff(app.db, staffOf(request), request.body) }, '员工账号已创建'),
  );

  app.post('/staff/:id', { preHandler: ADMIN, schema: { params: StaffParams, body: StaffUpdateBody, response: { 200: Done } } }, async (request) => {
    await members.updateStaff(app.db, staffOf(request), request.params.id, request.body);
    return ok(null, '员工资料已保存');
  });

  app.post('/staff/:id/password', { preHandler: ADMIN, schema: { params: StaffParams, body: StaffPasswordBody, response: { 200: Done } } }, async (request) => {
    await members.resetPassword(app.db, staffOf(request), request.params.id, request.body.password);
    return ok(null, '密码已重置，该员工需重新登录');
  });

  app.get('/account-managers', { preHandler: ADMIN, schema: { response: { 200: Envelope(AccountManagerCards) } } }, async () => ok(await members.listManagerCards(app.db)));

  app.post('/account-managers/:id/id-card', { preHandler: ADMIN, schema: { params: AccountManagerParams, body: AccountManagerIdCardBody, response: { 200: Done } } }, async (request) => {
    await members.setManagerIdCard(app.db, staffOf(request), request.params.id, request.body.id_card_no);
    return ok(null, '身份证号已保存');
  });
};

export default staffRoutes;
