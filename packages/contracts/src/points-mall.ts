/**
 * The points mall (/jfsc): gifts for points; an exchange is a points order (/jfdd), a parcel the
 * warehouse ships to the address it was made with (the console's 积分订单).
 */
import { z } from './zod.js';
import { PageQuery, Paged } from './envelope.js';
import { dbIdParam } from './goods.js';
import { optionalField } from './register.js';

export const PointsGoods = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  points: z.number().int(),
  stock: z.number().int(),
  description: z.string(),
});
export type PointsGoods = z.infer<typeof PointsGoods>;

/** GET /api/points/goods {page}; balance is the store's points, null for a visitor. */
export const PointsGoodsPage = Paged(PointsGoods).extend({ balance: z.number().int().nullable() });
export type PointsGoodsPage = z.infer<typeof PointsGoodsPage>;

export const POINTS_EXCHANGE_MAX = 99;

/** POST /api/points/exchange {goods_id, number, address_id?}: without address_id the store's default address. */
export const PointsExchangeBody = z.strictObject({
  goods_id: dbIdParam('礼品编号'),
  address_id: optionalField(dbIdParam('收货地址')),
  number: z.coerce
    .number({ message: '兑换数量必须是数字' })
    .int('兑换数量必须是整数')
    .min(1, '兑换数量至少为1')
    .max(POINTS_EXCHANGE_MAX, `每次最多兑换${POINTS_EXCHANGE_MAX}件`),
});
export type PointsExchangeBody = z.infer<typeof PointsExchangeBody>;

export const PointsExchangeResult = z.object({
  order_id: z.number().int(),
  /** Points spent, and what the store has left. */
  points: z.number().int(),
  balance: z.number().int(),
});
export type PointsExchangeResult = z.infer<typeof PointsExchangeResult>;

/** pending 待发货 → shipped 已发货 (the console) → completed 已完成 (the buyer's 确认收货). */
export const POINTS_ORDER_STATUSES = ['pending', 'shipped', 'completed'] as const;
export type PointsOrderStatus = (typeof POINTS_ORDER_STATUSES)[number];
export const POINTS_ORDER_STATUS_TEXT: Record<string, string> = {
  pending: '待发货',
  shipped: '已发货',
  completed: '已完成',
  cancelled: '已取消',
};

/** How a points order came: an exchange in the points mall, or a gift won in the lucky draw (0 points). */
export const POINTS_ORDER_SOURCE_TEXT: Record<string, string> = { exchange: '积分兑换', draw: '抽奖奖品' };

/** GET /api/points/orders: exchanges of the points mall (/jfdd) and gifts won in the draw. */
export const PointsOrder = z.object({
  id: z.number().int(),
  goods_id: z.number().int(),
  goods_name: z.string(),
  image: z.string(),
  /** Points of one unit, and what the exchange spent in all. */
  unit_points: z.number().int(),
  points: z.number().int(),
  number: z.number().int(),
  status: z.string(),
  status_text: z.string(),
  source: z.string(),
  source_text: z.string(),
  /** The delivery address as the order took it; all empty for a draw gift still waiting for one (待补充地址). */
  consignee: z.string(),
  phone: z.string(),
  address: z.string(),
  carrier: z.string().nullable(),
  tracking_no: z.string().nullable(),
  created_at: z.number().int(),
  shipped_at: z.number().int().nullable(),
  completed_at: z.number().int().nullable(),
  /** 1 while shipped: the buyer may confirm receipt. */
  can_confirm: z.number().int(),
});
export type PointsOrder = z.infer<typeof PointsOrder>;
export const PointsOrderPage = Paged(PointsOrder);
export type PointsOrderPage = z.infer<typeof PointsOrderPage>;

/** POST /api/points/orders/confirm {id}: the buyer received a shipped gift. */
export const PointsOrderConfirmBody = z.strictObject({ id: dbIdParam('积分订单编号') });
export type PointsOrderConfirmBody = z.infer<typeof PointsOrderConfirmBody>;

export const POINTS_ORDER_LIST_STATUSES = ['all', ...POINTS_ORDER_STATUSES] as const;

/** GET /api/admin/points-orders {status, keywords}: keywords match the store's name or contact phone. */
export const AdminPointsOrderQuery = PageQuery.extend({
  status: z.enum(POINTS_ORDER_LIST_STATUSES, { message: '订单状态不正确' }).default('all'),
  keywords: optionalField(z.string().trim().max(50, '搜索关键词不能超过50个字')),
});
export type AdminPointsOrderQuery = z.infer<typeof AdminPointsOrderQuery>;

export const AdminPointsOrderRow = PointsOrder.extend({
  store_id: z.number().int(),
  company: z.string(),
  contact_phone: z.string(),
});
export type AdminPointsOrderRow = z.infer<typeof AdminPointsOrderRow>;

export const AdminPointsOrderPage = Paged(AdminPointsOrderRow).extend({
  /** Orders in each state under the same search, for the tabs. */
  counts: z.record(z.string(), z.number().int()),
});
export type AdminPointsOrderPage = z.infer<typeof AdminPointsOrderPage>;

export const AdminPointsOrderParams = z.object({ id: dbIdParam('积分订单编号') });
