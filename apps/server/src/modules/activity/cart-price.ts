/**
 * Activity prices in the cart (cart item type 2): the check made when a line is added, and the
 * prices in force that the cart, confirm page and checkout price such lines by. A line whose
 * activity has ended finds no price and falls back to the regular one.
 */
import { ACTIVITY_STATUS_TEXT, ActivityStatus, PRICED_ACTIVITY_KINDS, type ActivityKind } from '@yc/contracts';
import type { DbOrTx } from '../../db/client.js';
import { notFound, refuse } from '../../lib/errors.js';
import * as q from './queries.js';
import { statusAt } from './rules.js';

/** The activity's price of a goods, refused unless the activity is on, prices goods for the cart, and lists this one. */
export async function assertActivityPrice(db: DbOrTx, activityId: number, goodsId: number, goodsName: string): Promise<void> {
  const activity = await q.activityById(db, activityId);
  if (!activity) throw notFound('活动');
  if (!PRICED_ACTIVITY_KINDS.includes(activity.kind as ActivityKind)) {
    throw refuse(activity.kind === 'ptzq' ? '拼团商品请在拼团专区开团或参团购买' : '该活动没有活动价，请按原价加入购物车');
  }
  // 活动未开始 / 活动已结束: outside its window nothing is sold at the activity price.
  const status = statusAt(activity, Date.now());
  if (status !== ActivityStatus.ON) throw refuse(ACTIVITY_STATUS_TEXT[status]);
  const row = await q.activityGoodsRow(db, activityId, goodsId);
  if (!row || row.price === null) throw refuse(`${goodsName} 不在该活动中`);
}

export interface ActivityPrice {
  activityId: number;
  title: string;
  priceFen: number;
}

/** The price in force of each type 2 line, by line id; lines whose activity is over are absent. */
export async function activityPricesOf(
  db: DbOrTx,
  lines: readonly { id: number; type: number; goodsId: number; activityId: number | null }[],
): Promise<Map<number, ActivityPrice>> {
  const priced = lines.filter((l): l is typeof l & { activityId: number } => l.type === 2 && l.activityId !== null);
  const rows = await q.activityPricesInForce(
    db,
    priced.map((l) => ({ activityId: l.activityId, goodsId: l.goodsId })),
  );
  const out = new Map<number, ActivityPrice>();
  for (const line of priced) {
    const row = rows.find((r) => r.activityId === line.activityId && r.goodsId === line.goodsId);
    if (row && row.price !== null && PRICED_ACTIVITY_KINDS.includes(row.kind as ActivityKind)) {
      out.set(line.id, { activityId: row.activityId, title: row.title, priceFen: row.price });
    }
  }
  return out;
}
