/**
 * Returns (退货) and after-sales (售后) requests of shipped or completed orders: the request, its
 * list, its detail (/order/returnInfo, /order/afterSalesInfo) and its cancel. Money is yuan rounded
 * down; times are seconds.
 */
import { z } from './zod.js';
import { Paged, PageQuery } from './envelope.js';
import { dbIdParam } from './goods.js';
import { OrderEventView, OrderKeywords, OrderLineGoods } from './order-list.js';
import { optionalField } from './register.js';
import { STORED_PICTURE_NAME } from './uploads.js';

export const AFTER_SALE_TYPES = ['return', 'after_sale'] as const;
export type AfterSaleType = (typeof AFTER_SALE_TYPES)[number];
export const AFTER_SALE_TYPE_TEXT: Record<AfterSaleType, string> = { return: '退货', after_sale: '售后' };

export const AFTER_SALE_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type AfterSaleStatus = (typeof AFTER_SALE_STATUSES)[number];
export const AFTER_SALE_STATUS_TEXT: Record<AfterSaleStatus, string> = {
  pending: '待审核',
  approved: '已同意',
  rejected: '已拒绝',
  cancelled: '已撤销',
};

export const AFTER_SALE_IMAGES_MAX = 6;

/** Where a refund (a cancelled order's, or a request's) goes, by how the order was paid. */
export const REFUND_TO: Record<string, string> = { wallet: '账户余额', credit: '账期额度', online: '在线支付原路退回' };

const ReturnLine = z.strictObject({
  order_item_id: dbIdParam('订单商品编号'),
  number: z.coerce.number({ message: '申请数量不正确' }).int('申请数量必须是整数').positive('申请数量必须大于0').max(99999, '申请数量过大'),
  /** The batch (批号) the units came from, one of the line's shipped batches (order detail `batches`); a return goes back onto it. */
  batch_id: dbIdParam('批次编号').optional(),
});

/** Where POST /api/order/return/image puts a picture: the store's own, read back by GET on the same path. */
export const AFTER_SALE_IMAGE_PATH = '/api/order/return/image/';
/** A stored picture's name: random hex and the kind its bytes proved to be. */
export const AFTER_SALE_IMAGE_NAME = STORED_PICTURE_NAME;

/** Pictures of the goods as proof, each uploaded first (one address, or several as images[]). */
const Images = z.preprocess(
  (v) => (typeof v === 'string' ? [v] : v),
  z
    .array(
      z
        .string({ message: '图片地址不正确' })
        .refine((url) => url.startsWith(AFTER_SALE_IMAGE_PATH) && AFTER_SALE_IMAGE_NAME.test(url.slice(AFTER_SALE_IMAGE_PATH.length)), '请上传图片后再提交'),
      { message: '图片地址不正确' },
    )
    .max(AFTER_SALE_IMAGES_MAX, `最多上传${AFTER_SALE_IMAGES_MAX}张图片`),
);

/** POST /api/order/return/image (multipart, the picture in the part named `file`): jpg or png up to UPLOAD_MAX_BYTES. */
export const AfterSaleImage = z.object({ url: z.string() });
export type AfterSaleImage = z.infer<typeof AfterSaleImage>;

export const AfterSaleImageParams = z.object({ name: z.string().regex(AFTER_SALE_IMAGE_NAME, '图片不存在') });
export type AfterSaleImageParams = z.infer<typeof AfterSaleImageParams>;

/** POST /api/order/return (form-encoded as items[0][order_item_id]=…&items[0][number]=…, or JSON). */
export const ReturnBody = z.strictObject({
  order_id: dbIdParam('订单编号'),
  type: z.enum(AFTER_SALE_TYPES, { message: '请选择申请类型' }),
  items: z.array(ReturnLine, { message: '请选择要申请的商品' }).min(1, '请选择要申请的商品').max(100, '一次最多申请100种商品'),
  reason: z.string({ message: '请填写申请原因' }).trim().min(1, '请填写申请原因').max(500, '申请原因不能超过500个字'),
  images: Images.optional(),
});
export type ReturnBody = z.infer<typeof ReturnBody>;

/** GET /api/order/returns: keywords match the order's number or a goods name on it, as on /order. */
export const ReturnListQuery = PageQuery.extend({
  type: optionalField(z.enum(AFTER_SALE_TYPES, { message: '申请类型不正确' })),
  keywords: OrderKeywords,
});
export type ReturnListQuery = z.infer<typeof ReturnListQuery>;

export const AfterSaleParams = z.object({ id: dbIdParam('申请编号') });
export type AfterSaleParams = z.infer<typeof AfterSaleParams>;

export const ReturnCancelBody = z.strictObject({ id: dbIdParam('申请编号') });
export type ReturnCancelBody = z.infer<typeof ReturnCancelBody>;

export const AfterSaleItem = OrderLineGoods.extend({
  order_item_id: z.number().int(),
  number: z.number().int(),
  /** This line's part of the refund: its share of what the order paid, by units. */
  refund_amount: z.number(),
  /** 批号 of the batch the units came from (a return goes back onto it); null when the request named none. */
  batch_no: z.string().nullable(),
});
export type AfterSaleItem = z.infer<typeof AfterSaleItem>;

export const AfterSaleSummary = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  order_no: z.string(),
  type: z.enum(AFTER_SALE_TYPES),
  type_text: z.string(),
  status: z.enum(AFTER_SALE_STATUSES),
  status_text: z.string(),
  reason: z.string(),
  /** The operator's answer (why it was rejected, or a note on the refund). */
  reply: z.string().nullable(),
  images: z.array(z.string()),
  items: z.array(AfterSaleItem),
  /** Refunded once approved; the amount it would refund while pending. */
  refund_amount: z.number(),
  /** Where the money goes back: 账户余额, 账期额度 or 在线支付原路退回. */
  refund_to: z.string(),
  created_at: z.number().int(),
  handled_at: z.number().int().nullable(),
  can_cancel: z.number().int(),
});
export type AfterSaleSummary = z.infer<typeof AfterSaleSummary>;

export const AfterSaleView = AfterSaleSummary.extend({
  events: z.array(OrderEventView),
});
export type AfterSaleView = z.infer<typeof AfterSaleView>;

export const AfterSalePage = Paged(AfterSaleSummary);
export type AfterSalePage = z.infer<typeof AfterSalePage>;
