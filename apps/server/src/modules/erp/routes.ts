import {
  ERP_CALLS_PER_MINUTE,
  Envelope,
  ErpBillParams,
  ErpOrderPage,
  ErpOrdersQuery,
  ErpPricePage,
  ErpPricesQuery,
  ErpStoreQuery,
  ErpStores,
  ErpTraceCodes,
  ErpYbPurchaseMonth,
  ErpYbPurchases,
  Statement,
  StatementParams,
} from '@yc/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.js';
import { ERP_SECURITY } from '../../plugins/api-docs.js';
import { erpTraceCodes } from '../trace-codes/handover.js';
import { erpMonthYbPurchases, erpOrderYbPurchases } from '../yb-purchases/service.js';
import { erpKeyOf, registerKeyAuth, storeInScope } from './key-auth.js';
import * as erp from './service.js';

/** Each key has its own window, whoever calls with it. */
const perKey = {
  rateLimit: {
    max: ERP_CALLS_PER_MINUTE,
    timeWindow: '1 minute',
    keyGenerator: (request: { erpKey: { id: number } | null }) => `erp-key:${request.erpKey?.id}`,
  },
};
const security = [{ [ERP_SECURITY]: [] }];

/**
 * /api/erp: read-only calls for a pharmacy ERP, authenticated by a company API key made at /erpjk
 * (`Authorization: Bearer yc_...`) rather than a session; there is nothing here to write with.
 */
const erpRoutes: FastifyPluginAsyncZod = async (app) => {
  registerKeyAuth(app);

  app.get(
    '/erp/stores',
    { schema: { security, summary: '密钥可读取的店铺', response: { 200: Envelope(ErpStores) } }, config: perKey },
    async (request) => ok(erp.erpStores(erpKeyOf(request))),
  );

  app.get(
    '/erp/orders',
    {
      schema: {
        security,
        summary: '拉取新订单与发货',
        description:
          '按最近变动时间（下单、付款、发货、完成、取消中最晚者）从早到晚返回 since（秒）之后变动的订单，含每行商品及其批次（批号、生产日期、有效期至、数量）。取完所有页后，以本次返回的 server_time 作为下次的 since。',
        querystring: ErpOrdersQuery,
        response: { 200: Envelope(ErpOrderPage) },
      },
      config: perKey,
    },
    async (request) => ok(await erp.erpOrders(app.db, erpKeyOf(request), request.query)),
  );

  app.get(
    '/erp/orders/:order_no/trace_codes',
    {
      schema: {
        security,
        summary: '随货单的药品追溯码',
        description:
          '按订单编号或随货单号（随货同行单上的单据编号，SH 加订单编号）返回已发货订单每一盒的追溯码，连同商品编码、通用名、规格、生产厂家、批准文号、批号、生产日期与有效期至；退货扫回的不再列出。',
        params: ErpBillParams,
        response: { 200: Envelope(ErpTraceCodes) },
      },
      config: perKey,
    },
    async (request) =>
      ok(
        await erpTraceCodes(
          app.db,
          erpKeyOf(request).stores.map((s) => s.id),
          request.params.order_no,
        ),
      ),
  );

  app.get(
    '/erp/orders/:order_no/yb_purchases',
    {
      schema: {
        security,
        summary: '随货单的医保进销存（3503 商品采购）',
        description:
          '按订单编号或随货单号返回已发货订单每行每个发货批次的医保商品采购数据：医疗目录编码、药品名称、规格、生产厂家、批准文号、随货单号、供应商名称与许可证号、批号、生产日期、有效期止、最终成交单价（元）、采购数量、金额（元）、采购发票号、处方药与赠品标志、追溯码。',
        params: ErpBillParams,
        response: { 200: Envelope(ErpYbPurchases) },
      },
      config: perKey,
    },
    async (request) =>
      ok(
        await erpOrderYbPurchases(
          app.db,
          erpKeyOf(request).stores.map((s) => s.id),
          request.params.order_no,
        ),
      ),
  );

  app.get(
    '/erp/yb_purchases/:month',
    {
      schema: {
        security,
        summary: '店铺月度医保进销存（3503 商品采购）',
        description: '该店铺在该月（中国时间 YYYY-MM）发货的订单，每行每个发货批次一条，字段同随货单的医保进销存。',
        params: StatementParams,
        querystring: ErpStoreQuery,
        response: { 200: Envelope(ErpYbPurchaseMonth) },
      },
      config: perKey,
    },
    async (request) =>
      ok(await erpMonthYbPurchases(app.db, storeInScope(erpKeyOf(request), request.query.store_id).id, request.params.month)),
  );

  app.get(
    '/erp/statements/:month',
    {
      schema: {
        security,
        summary: '店铺月度对账单',
        description: '月份为中国时间的 YYYY-MM；金额单位为元，积分为整数。',
        params: StatementParams,
        querystring: ErpStoreQuery,
        response: { 200: Envelope(Statement) },
      },
      config: perKey,
    },
    async (request) => ok(await erp.erpStatement(app.db, erpKeyOf(request), request.query.store_id, request.params.month)),
  );

  app.get(
    '/erp/prices',
    {
      schema: {
        security,
        summary: '店铺采购价格',
        description: '该店铺在商城看到的价格：客户等级价（没有时为基础价）与阶梯价；资质审核中时 price 为 null。',
        querystring: ErpPricesQuery,
        response: { 200: Envelope(ErpPricePage) },
      },
      config: perKey,
    },
    async (request) => ok(await erp.erpPrices(app.db, erpKeyOf(request), request.query)),
  );
};

export default erpRoutes;
