/**
 * 满返 (/hb): when an order completes, the hb activity in force when it was placed pays its highest
 * reached tier into the wallet. The base is what the order paid for the activity's goods (all goods
 * when it lists none), less refunds; the ledger's (order, cashback) key makes it once per order.
 */
import type { DbOrTx } from '../../db/client.js';
import type { OrderRow } from '../orders/queries.js';
import { appendWallet } from '../wallet/queries.js';
import * as q from './queries.js';
import { cashbackFor, cashbackTiers } from './rules.js';

interface CashbackOrder extends Pick<OrderRow, 'id' | 'storeId' | 'orderNo' | 'createdAt'> {
  /** What the order still stands for: paid less refunds. */
  paidFen: number;
}

/** Called by completeLockedOrder; answers the fen credited (0 when no tier is reached). */
export async function creditCashback(tx: DbOrTx, order: CashbackOrder): Promise<number> {
  const offers = await q.activitiesInForceAt(tx, 'hb', order.createdAt);
  if (offers.length === 0) return 0;
  const lines = await q.orderGoodsAmounts(tx, order.id);
  const best = offers
    .map((a) => {
      const covered = lines.filter((l) => a.goodsIds.length === 0 || a.goodsIds.includes(l.goodsId)).reduce((n, l) => n + l.amount, 0);
      return { activity: a, fen: cashbackFor(cashbackTiers(a.rules), Math.min(covered, order.paidFen)) };
    })
    .reduce((a, b) => (b.fen > a.fen ? b : a));
  if (best.fen === 0) return 0;
  const note = `满返活动「${best.activity.title}」订单${order.orderNo}完成返现`;
  const credited = await appendWallet(tx, {
    storeId: order.storeId,
    amount: best.fen,
    useType: 'cashback',
    refType: 'order',
    refId: order.id,
    note,
  });
  return credited ? best.fen : 0;
}
