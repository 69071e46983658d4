/**
 * 医保进销存 (issue 37): what a 医保定点 pharmacy uploads of its purchases to 医保 (interface 3503,
 * 商品采购), built from the store's shipment lines, one row per line and batch it shipped from. The
 * buyer downloads it per shipped order or per month (shipped in China time); its ERP reads the same as JSON.
 */
import { z } from './zod.js';
import { statementMonth } from './statements.js';

export const YB_PURCHASE_FORMATS = ['xlsx', 'csv'] as const;
export type YbPurchaseFormat = (typeof YB_PURCHASE_FORMATS)[number];
const format = z.enum(YB_PURCHASE_FORMATS, { message: '导出格式应为 xlsx 或 csv' }).default('xlsx');

/** GET /api/order/:id/yb_purchases. */
export const YbPurchaseQuery = z.object({ format });
export type YbPurchaseQuery = z.infer<typeof YbPurchaseQuery>;
/** GET /api/yb_purchases: the store's shipments of a month. */
export const YbPurchaseMonthQuery = z.object({ month: statementMonth, format });
export type YbPurchaseMonthQuery = z.infer<typeof YbPurchaseMonthQuery>;

/**
 * The columns, under the names 医保's 3503 gives its fields (医疗目录编码 med_list_codg, 随货单号 dynt_no,
 * 供应商名称 spler_name, 供应商许可证号 spler_pmtno, 生产批号 manu_lotnum, 生产厂家名称 prodentp_name, 批准文号
 * aprvno, 生产日期 manu_date, 有效期止 expy_end, 最终成交单价 finl_trns_pric, 采购数量 purc_retn_cnt, 采购发票号
 * purc_invo_no, 处方药标志 rx_flag, 商品赠送标志 prod_geay_flag, 追溯码 drug_trac_codg), with the goods' name and
 * spec the pharmacy matches its own catalogue by.
 */
export const YB_PURCHASE_HEADER = [
  '医疗目录编码',
  '药品名称',
  '规格',
  '生产厂家名称',
  '批准文号',
  '随货单号',
  '供应商名称',
  '供应商许可证号',
  '生产批号',
  '生产日期',
  '有效期止',
  '最终成交单价',
  '采购数量',
  '金额',
  '采购发票号',
  '处方药标志',
  '商品赠送标志',
  '追溯码数量',
  '追溯码',
  '发货日期',
] as const;

export const orderYbPurchasesPath = (orderId: number, fmt: YbPurchaseFormat): string => `/api/order/${orderId}/yb_purchases?format=${fmt}`;
export const ybPurchasesMonthPath = (month: string, fmt: YbPurchaseFormat): string =>
  `/api/yb_purchases?${new URLSearchParams({ month, format: fmt }).toString()}`;

/** One row of the 3503 upload: a line of a shipment and one batch it shipped from. Money is yuan (2 decimals, rounded down). */
export const YbPurchaseRow = z.object({
  order_no: z.string(),
  /** 随货单号: the 随货同行单's 单据编号 (deliveryNoteNo). */
  bill_no: z.string(),
  /** 医疗目录编码: the goods' 医保目录编码, '' when it has none. */
  med_list_code: z.string(),
  goods_code: z.string(),
  name: z.string(),
  spec: z.string(),
  manufacturer: z.string(),
  approval_no: z.string(),
  supplier_name: z.string(),
  /** The supplier's 药品经营许可证 number. */
  supplier_licence_no: z.string(),
  batch_no: z.string().nullable(),
  produced_on: z.string().nullable(),
  expires_on: z.string().nullable(),
  /** 最终成交单价: what one unit cost after the order's 满减, 满折 and coupon (0 for a gift). */
  unit_price: z.number(),
  quantity: z.number().int(),
  amount: z.number(),
  /** 采购发票号, '' before the invoice is issued. */
  invoice_no: z.string(),
  /** 1 for a 处方药. */
  rx_flag: z.number().int(),
  /** 1 for a gift line (赠品). */
  gift_flag: z.number().int(),
  trace_codes: z.array(z.string()),
  /** 发货日期 YYYY-MM-DD, China time. */
  shipped_on: z.string(),
});
export type YbPurchaseRow = z.infer<typeof YbPurchaseRow>;

/** GET /api/erp/orders/:order_no/yb_purchases. */
export const ErpYbPurchases = z.object({
  order_no: z.string(),
  bill_no: z.string(),
  store_id: z.number().int(),
  rows: z.array(YbPurchaseRow),
});
export type ErpYbPurchases = z.infer<typeof ErpYbPurchases>;

/** GET /api/erp/yb_purchases/:month?store_id=: a store's shipments of a month. */
export const ErpYbPurchaseMonth = z.object({
  month: z.string(),
  store_id: z.number().int(),
  rows: z.array(YbPurchaseRow),
});
export type ErpYbPurchaseMonth = z.infer<typeof ErpYbPurchaseMonth>;
