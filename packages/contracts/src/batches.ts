/** Batches (批号) of a goods, their validity and the batch ledger: the buyer's views and the console's calls. */
import { z } from './zod.js';
import { importPreviewOf } from './admin-catalog.js';
import { dbIdParam } from './goods.js';

/** 可售 sellable, 锁定 locked by the warehouse (a recall), 过期 expired (locked by the daily job). */
export const BATCH_STATUSES = ['sellable', 'locked', 'expired'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];
export const BATCH_STATUS_TEXT: Record<BatchStatus, string> = { sellable: '可售', locked: '锁定', expired: '过期' };

/** Every kind of stock change a batch ledger row records. */
export const BATCH_LEDGER_KINDS = [
  'receipt',
  'reserve',
  'release',
  'shipment',
  'return',
  'adjustment',
  'expiry',
  'lock',
  'unlock',
] as const;
export type BatchLedgerKind = (typeof BATCH_LEDGER_KINDS)[number];

/** Goods whose first batch to ship expires within this many months are 近效期 (the server's NEAR_EXPIRY_MONTHS overrides it). */
export const NEAR_EXPIRY_MONTHS = 6;

/** 「效期至 2027-08-31」 for one expiry date, 「2027-03 ~ 2027-08」 when the batches that would ship span several; null without batches. */
export function validityText(from: string | null, to: string | null): string | null {
  if (!from || !to) return null;
  if (from === to) return `效期至 ${from}`;
  return from.slice(0, 7) === to.slice(0, 7) ? `${from} ~ ${to}` : `${from.slice(0, 7)} ~ ${to.slice(0, 7)}`;
}

/** One batch an order line was allocated (and ships from): the GSP fields a buyer checks at receipt. */
export const OrderLineBatch = z.object({
  batch_id: z.number().int(),
  /** 批号 */
  batch_no: z.string(),
  /** 生产日期 YYYY-MM-DD */
  produced_on: z.string(),
  /** 有效期至 YYYY-MM-DD */
  expires_on: z.string(),
  quantity: z.number().int(),
  /** Units of it the buyer returned (approved returns). */
  returned: z.number().int(),
  /** 1 when the batch has a 检验报告 to download (orderBatchReportPath). */
  has_report: z.number().int(),
});
export type OrderLineBatch = z.infer<typeof OrderLineBatch>;

/** The 随货同行单's 单据编号 (随货单号): the order's number under SH, as printed on it and handed over with its 追溯码. */
export const deliveryNoteNo = (orderNo: string): string => `SH${orderNo}`;

/** The buyer's downloads of a shipped order: its 随货同行单 (PDF) and a shipped batch's 检验报告. */
export const orderDeliveryNotePath = (orderId: number): string => `/api/order/${orderId}/delivery_note`;
export const orderBatchReportPath = (orderId: number, batchId: number): string => `/api/order/${orderId}/batches/${batchId}/report`;
/** The supplier's 首营资料 (a ZIP) for the session's store. */
export const SUPPLIER_DOCUMENTS_PATH = '/api/user/supplier_documents';

/** GET /api/order/:id/batches/:batch_id/report. */
export const OrderBatchParams = z.object({ id: dbIdParam('订单编号'), batch_id: dbIdParam('批次编号') });

/** A calendar day, YYYY-MM-DD, that exists (not 2026-02-30). */
export const isoDay = (label: string) =>
  z
    .string({ message: `请填写${label}` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}格式须为YYYY-MM-DD`)
    .refine(
      (v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
      `${label}不是有效日期`,
    );

/** 批号 as manufacturers print them: letters, digits and dashes. */
export const BatchNo = z
  .string({ message: '请填写批号' })
  .trim()
  .min(1, '请填写批号')
  .max(30, '批号不能超过30个字符')
  .regex(/^[A-Za-z0-9-]+$/, '批号只能包含字母、数字和短横线');

/** POST /api/admin/batches (入库): one batch received into a goods' stock. */
export const AdminBatchReceiveBody = z
  .strictObject({
    goods_id: dbIdParam('商品'),
    batch_no: BatchNo,
    produced_on: isoDay('生产日期'),
    expires_on: isoDay('有效期至'),
    quantity: z.coerce
      .number({ message: '入库数量不正确' })
      .int('入库数量必须是整数')
      .positive('入库数量必须大于0')
      .max(10_000_000, '入库数量过大'),
  })
  .refine((b) => b.expires_on > b.produced_on, { path: ['expires_on'], message: '有效期至须晚于生产日期' });
export type AdminBatchReceiveBody = z.infer<typeof AdminBatchReceiveBody>;

export const AdminBatchParams = z.object({ id: dbIdParam('批次') });

/** POST /api/admin/batches/:id/lock (a recall) and …/unlock: the reason is logged in the ledger. */
export const AdminBatchLockBody = z.strictObject({
  reason: z.string({ message: '请填写原因' }).trim().min(1, '请填写原因').max(200, '原因不能超过200个字'),
});

export const AdminBatch = z.object({
  id: z.number().int(),
  goods_id: z.number().int(),
  goods_name: z.string(),
  warehouse_id: z.number().int(),
  batch_no: z.string(),
  produced_on: z.string(),
  expires_on: z.string(),
  /** On the shelf and free to sell (while 可售). */
  quantity: z.number().int(),
  /** Allocated to orders not shipped yet. */
  reserved: z.number().int(),
  status: z.enum(BATCH_STATUSES),
  status_text: z.string(),
  lock_reason: z.string(),
  reports: z.array(z.string()),
});
export type AdminBatch = z.infer<typeof AdminBatch>;
export const AdminBatchList = z.array(AdminBatch);

/** The columns of a 入库 file (CSV/XLSX), as its first row names them. */
export const BATCH_IMPORT_COLUMNS = {
  sku: '商品编码',
  batch_no: '批号',
  produced_on: '生产日期',
  expires_on: '有效期至',
  quantity: '数量',
} as const;

/** One row of a 入库 file as previewed: the batch it would receive, or why it cannot ([] errors: it will). */
export const BatchImportRow = z.object({
  line: z.number().int(),
  sku: z.string(),
  goods_id: z.number().int().nullable(),
  name: z.string(),
  batch_no: z.string(),
  produced_on: z.string(),
  expires_on: z.string(),
  quantity: z.number().int().nullable(),
  errors: z.array(z.string()),
});
export type BatchImportRow = z.infer<typeof BatchImportRow>;

/** POST /api/admin/batches/import (multipart `file`) and GET …/import/:id: the file checked row by row, nothing received yet. */
export const BatchImportPreview = importPreviewOf(BatchImportRow);
export type BatchImportPreview = z.infer<typeof BatchImportPreview>;

/** POST /api/admin/batches/import/:id/apply: the rows checked again and the valid ones received, once. */
export const BatchImportResult = BatchImportPreview.extend({ received: z.number().int() });
export type BatchImportResult = z.infer<typeof BatchImportResult>;
export const BatchImportParams = z.object({ id: dbIdParam('导入批次') });
