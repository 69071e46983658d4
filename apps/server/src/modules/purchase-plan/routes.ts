import {
  Answer,
  Envelope,
  PLAN_COLUMNS,
  PlanCartBody,
  PlanCartResult,
  PlanWantedBody,
  PlanWantedResult,
  PurchasePlan,
  PurchasePlanParams,
} from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileResponse, uploadForm } from '../../lib/raw-responses.js';
import { ok, sendInline } from '../../lib/reply.js';
import { writeSpreadsheet, XLSX_MIME } from '../../lib/spreadsheet-writer.js';
import { acceptUploads, readUpload } from '../../lib/uploads/read.js';
import { FieldError } from '../../lib/errors.js';
import { requireAuth } from '../../plugins/session.js';
import * as plans from './service.js';

const TEMPLATE = writeSpreadsheet('采购计划', [
  [PLAN_COLUMNS.name, PLAN_COLUMNS.spec, PLAN_COLUMNS.maker, PLAN_COLUMNS.approval_no, PLAN_COLUMNS.barcode, PLAN_COLUMNS.quantity],
  ['阿莫西林胶囊', '0.25g*24粒', '华北制药股份有限公司', '', '', 50],
  ['布洛芬缓释胶囊', '0.3g*20粒', '', '', '', 20],
]);

/** /kjcg 采购计划导入: upload a plan, review its matches, add the ready rows to the cart, send the rest to 求购. */
const purchasePlanRoutes: FastifyPluginAsyncZod = async (app) => {
  await acceptUploads(app, 0);

  app.get(
    '/user/purchase_plan/template',
    { schema: { response: { 200: fileResponse('采购计划模板（.xlsx）', [XLSX_MIME]) } } },
    async (_request, reply) =>
      sendInline(reply, { mime: XLSX_MIME, fileName: '采购计划模板.xlsx', body: TEMPLATE }, 'public, max-age=86400'),
  );

  app.get('/user/purchase_plan', { schema: { response: { 200: Envelope(PurchasePlan.nullable()) } } }, async (request) =>
    ok(await plans.latestPlan(app.db, requireAuth(request))),
  );

  app.get(
    '/user/purchase_plan/:id',
    { schema: { params: PurchasePlanParams, response: { 200: Envelope(PurchasePlan) } } },
    async (request) => ok(await plans.readPlan(app.db, requireAuth(request), request.params.id)),
  );

  app.post(
    '/user/purchase_plan',
    { schema: { upload: uploadForm('采购计划表格：Excel（.xlsx/.xls）或 CSV'), response: { 200: Answer(PurchasePlan) } }, config: { rateLimit: { max: 30, timeWindow: '1 minute' } } },
    async (request) => {
      const auth = requireAuth(request);
      const { file } = await readUpload(request);
      if (!file || file.data.length === 0) throw new FieldError('file', '请选择采购计划文件');
      const plan = await plans.importPlan(app.db, auth, file);
      return ok(plan, `已读取${plan.rows.length}行`);
    },
  );

  app.post(
    '/user/purchase_plan/:id/cart',
    { schema: { params: PurchasePlanParams, body: PlanCartBody, response: { 200: Answer(PlanCartResult) } } },
    async (request) => {
      const result = await plans.addPlanToCart(app.db, requireAuth(request), request.params.id, request.body);
      return ok(result, `已加入购物车${result.added.length}个商品${result.refused.length ? `，${result.refused.length}行未加入` : ''}`);
    },
  );

  app.post(
    '/user/purchase_plan/:id/wanted',
    { schema: { params: PurchasePlanParams, body: PlanWantedBody, response: { 200: Answer(PlanWantedResult) } } },
    async (request) => {
      const result = await plans.planToWanted(app.db, requireAuth(request), request.params.id, request.body);
      return ok(result, `已登记求购${result.created}条`);
    },
  );
};

export default purchasePlanRoutes;
