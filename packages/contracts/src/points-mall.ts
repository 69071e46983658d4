/** The points mall (/jfsc): gifts for points; an exchange is a points order (/jfdd). */
import { z } from 'zod';
import { Paged } from './envelope.js';
import { dbIdParam } from './goods.js';

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

/** POST /api/points/exchange {goods_id, number}. */
export const PointsExchangeBody = z.strictObject({
  goods_id: dbIdParam('礼品编号'),
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
