/**
 * 满返 (/hb): when an order completes, the hb activity in force when it was placed pays its highest
 * reached tier into the wallet. The base is what the order paid for the activity's goods (all goods
 * when it lists none), less refunds; the ledger's (order, cashback) key makes it once per order, and a
 * later refund takes back what the order no longer earns.
 */
import type { DbOrTx } from '../../db/client.js';
import type { orders } from '../../db/schema/index.js';
import { appendWallet } from '../wallet/ledger.js';
import * as q from './queries.js';
import { cashbackFor, cashbackTiers } from './rules.js';

interface CashbackOrder extends Pick<typeof orders.$inferSelect, 'id' | 'storeId' | 'orderNo' | 'createdAt'> {
  /** What the order still stands for: paid less refunds. */
  paidFen: number;
}

/** The cashback an order's payment earns: the best tier of the hb activities in force when it was placed. */
async function cashbackDue(tx: DbOrTx, order: CashbackOrder) {
  const offers = await q.activitiesInForceAt(tx, 'hb', order.createdAt);
  if (offers.length === 0) return undefined;
  const lines = await q.orderGoodsAmounts(tx, order.id);
  return offers
    .map((a) => {
      const covered = lines.filter((l) => a.goodsIds.length === 0 || a.goodsIds.includes(l.goodsId)).reduce((n, l) => n + l.amount, 0);
      return { activity: a, fen: cashbackFor(cashbackTiers(a.rules), Math.min(covered, order.paidFen)) };
    })
    .reduce((a, b) => (b.fen > a.fen ? b : a));
}

/** Called by completeLockedOrder; answers the fen credited (0 when no tier is reached). */
export async function creditCashback(tx: DbOrTx, order: CashbackOrder): Promise<number> {
  const best = await cashbackDue(tx, order);
  if (!best || best.fen === 0) return 0;
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

/**
 * After a refund on a completed order, its cashback comes down to the tier what it still paid
 * reaches: a negative cashback row keyed by the refund's request takes the excess back, so each
 * refund claws back once. Answers the fen taken back.
 */
export async function takeBackCashback(tx: DbOrTx, order: CashbackOrder, afterSaleId: number): Promise<number> {
  const credited = await q.cashbackCredited(tx, order.id);
  if (credited <= 0) return 0;
  const excess = credited - ((await cashbackDue(tx, order))?.fen ?? 0);
  if (excess <= 0) return 0;
  const taken = await appendWallet(tx, {
    storeId: order.storeId,
    amount: -excess,
    useType: 'cashback',
    refType: 'after_sale',
    refId: afterSaleId,
    note: `订单${order.orderNo}退货退款，扣回满返返现`,
  });
  return taken ? excess : 0;
}
