/**
 * A pharmacy ERP's side of the store (issue 19): the order export it receives goods (入库) from, one
 * row per shipped batch, and the read-only API it pulls orders, shipments, statements and prices
 * through with a company API key (`Authorization: Bearer yc_...`). Money is yuan; times are seconds.
 */
import { z } from './zod.js';
import { isoDay } from './batches.js';
import { PageQuery, Paged } from './envelope.js';
import { dbIdParam, LadderPrice } from './goods.js';
import { ORDER_STATUSES } from './pay.js';
import { optionalField } from './register.js';

/** A key is this prefix and 43 base64url characters (32 random bytes). */
export const API_KEY_PREFIX = 'yc_';
export const API_KEY_RE = /^yc_[A-Za-z0-9_-]{43}$/;
/** At most this many keys of a company are in force at once. */
export const MAX_ACTIVE_API_KEYS = 10;
/** Calls a key may make per minute. */
export const ERP_CALLS_PER_MINUTE = 60;

export const API_KEY_STATUSES = ['active', 'revoked'] as const;
export const API_KEY_STATUS_TEXT: Record<(typeof API_KEY_STATUSES)[number], string> = { active: '使用中', revoked: '已撤销' };

export const ApiKeyRow = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The key's first characters: the secret itself is shown once, when it is made. */
  prefix: z.string(),
  created_by: z.string(),
  status: z.enum(API_KEY_STATUSES),
  status_text: z.string(),
  created_at: z.number().int(),
  revoked_at: z.number().int().nullable(),
});
export type ApiKeyRow = z.infer<typeof ApiKeyRow>;
export const ApiKeyList = z.array(ApiKeyRow);
export type ApiKeyList = z.infer<typeof ApiKeyList>;

export const CreateApiKeyBody = z.strictObject({
  name: z.string({ message: '请填写密钥名称' }).trim().min(1, '请填写密钥名称').max(30, '密钥名称不能超过30个字'),
});
export type CreateApiKeyBody = z.infer<typeof CreateApiKeyBody>;

/** The answer of the one call that ever holds the secret. */
export const CreatedApiKey = ApiKeyRow.extend({ secret: z.string() });
export type CreatedApiKey = z.infer<typeof CreatedApiKey>;

export const ApiKeyParams = z.object({ id: dbIdParam('密钥') });

export const ORDER_EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type OrderExportFormat = (typeof ORDER_EXPORT_FORMATS)[number];
/** The longest span one export covers. */
export const ORDER_EXPORT_MAX_DAYS = 366;

/** GET /api/user/orders/export: the batches shipped from `from` to `to` (days in China, both included). */
export const OrderExportQuery = z
  .object({
    from: isoDay('开始日期'),
    to: isoDay('结束日期'),
    format: z.enum(ORDER_EXPORT_FORMATS, { message: '导出格式应为 xlsx 或 csv' }).default('xlsx'),
  })
  .refine((q) => q.from <= q.to, { message: '开始日期不能晚于结束日期', path: ['from'] })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < ORDER_EXPORT_MAX_DAYS, {
    message: `一次最多导出${ORDER_EXPORT_MAX_DAYS}天的发货记录`,
    path: ['to'],
  });
export type OrderExportQuery = z.infer<typeof OrderExportQuery>;

export const ErpStore = z.object({ store_id: z.number().int(), company: z.string() });
export const ErpStores = z.array(ErpStore);

export const ErpBatch = z.object({
  batch_no: z.string(),
  produced_on: z.string(),
  expires_on: z.string(),
  quantity: z.number().int(),
  /** Units of the batch that came back by return. */
  returned: z.number().int(),
});

/** How an ERP knows a goods: the fields it receives goods and keeps prices by. */
const ErpGoods = z.object({
  goods_id: z.number().int(),
  goods_code: z.string(),
  name: z.string(),
  common_name: z.string(),
  spec: z.string(),
  manufacturer: z.string(),
  approval_no: z.string(),
  unit: z.string(),
});

export const ErpOrderLine = ErpGoods.extend({
  price: z.number(),
  number: z.number().int(),
  amount: z.number(),
  /** The batches the line was allocated (FEFO at checkout), shipped once the order is. */
  batches: z.array(ErpBatch),
});

export const ErpOrder = z.object({
  order_no: z.string(),
  store_id: z.number().int(),
  company: z.string(),
  status: z.enum(ORDER_STATUSES),
  status_text: z.string(),
  pay_amount: z.number(),
  pay_method: z.string().nullable(),
  carrier: z.string().nullable(),
  tracking_no: z.string().nullable(),
  created_at: z.number().int(),
  paid_at: z.number().int().nullable(),
  shipped_at: z.number().int().nullable(),
  completed_at: z.number().int().nullable(),
  cancelled_at: z.number().int().nullable(),
  /** The latest of the times above: what `since` compares with. */
  changed_at: z.number().int(),
  lines: z.array(ErpOrderLine),
});
export type ErpOrder = z.infer<typeof ErpOrder>;

export const ErpOrdersQuery = PageQuery.extend({
  /** Seconds: orders placed, paid, shipped, completed or cancelled at or after it (0: all). */
  since: z.coerce.number({ message: 'since 应为秒级时间戳' }).int('since 应为秒级时间戳').min(0, 'since 应为秒级时间戳').max(9_999_999_999, 'since 应为秒级时间戳').default(0),
  store_id: optionalField(dbIdParam('店铺')),
});
export type ErpOrdersQuery = z.infer<typeof ErpOrdersQuery>;

/** Orders oldest change first; after the last page, the next pull passes this `server_time` as `since`. */
export const ErpOrderPage = Paged(ErpOrder).extend({ server_time: z.number().int() });

export const ErpStoreQuery = z.object({ store_id: dbIdParam('店铺') });

export const ErpPricesQuery = PageQuery.extend({
  store_id: dbIdParam('店铺'),
  keywords: optionalField(z.string().trim().max(50, '搜索关键词不能超过50个字')),
});
export type ErpPricesQuery = z.infer<typeof ErpPricesQuery>;

export const ErpPrice = ErpGoods.extend({
  /** The store's price (its customer-level price where one exists); null while its qualifications are under review. */
  price: z.number().nullable(),
  ladder_price: z.array(LadderPrice),
  stock: z.number().int(),
  is_buy: z.number().int(),
  buy_reason: z.string(),
});
export type ErpPrice = z.infer<typeof ErpPrice>;
export const ErpPricePage = Paged(ErpPrice);
