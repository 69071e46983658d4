/**
 * When an order takes its stock: once, as it becomes payable (待付款). An order placed 待付款 takes it
 * as it is made; one born 待审批 holds none while it waits and takes it when approved, so no store can
 * keep goods from every other store for the hours an approval may take. This is the order's one
 * stock write: its lines' batches (FEFO, which also set goods.stock) and its flash-sale units.
 */
import type { DbOrTx } from '../../db/client.js';
import { refuse } from '../../lib/errors.js';
import { allocateOrder } from '../batches/stock.js';
import * as q from './create-queries.js';

export async function takeOrderStock(tx: DbOrTx, orderId: number, by: string): Promise<void> {
  // Gifts go as far as the stock left allows.
  await q.cutGiftLines(tx, await allocateOrder(tx, orderId, by));
  for (const flash of await q.flashUnitsOf(tx, orderId)) {
    if (!(await q.takeFlash(tx, flash.flashSaleId, flash.units))) throw refuse(`秒杀商品 ${flash.name} 已抢光，请返回购物车重新确认`);
  }
}
