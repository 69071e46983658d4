/** The buyer's own moves on an order beyond paying and cancelling: confirm receipt, and buy the same goods again. */
import { ORDER_STATUS_TEXT, type BuyAgainResult, type OrderConfirmResult } from '@yc/contracts';
import type { Db } from '../../db/client.js';
import { BizError, notFound } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/session.js';
import { addToCart, cartCount } from '../cart/service.js';
import { findOrder, lockOrder, orderItemsOf } from './queries.js';
import { transitionOrder } from './transition.js';

/** POST /api/order/confirm: 已发货 → 已完成, with the points and the invoice, once however often it is sent. */
export async function confirmReceipt(db: Db, auth: AuthContext, id: number): Promise<OrderConfirmResult> {
  const done = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, auth.storeId, id);
    if (!order) throw notFound('订单');
    return transitionOrder(tx, order, { to: 'completed', text: '买家已确认收货，订单已完成' }, { kind: 'buyer', accountId: auth.accountId });
  });
  return { id, status: 'completed', status_text: ORDER_STATUS_TEXT.completed, points: done.points, invoice_no: done.invoiceNo };
}

/**
 * POST /api/order/buy_again: the order's goods back in the cart at today's prices, one goods at a
 * time through the cart's own add, so a goods the cart refuses (withdrawn, out of stock, over a
 * limit) is reported and the others still go in. Gifts and 换购 goods come with promotions, not again.
 */
export async function buyAgain(db: Db, auth: AuthContext, id: number): Promise<BuyAgainResult> {
  const order = await findOrder(db, auth.storeId, id);
  if (!order) throw notFound('订单');
  const wanted = new Map<number, { name: string; number: number }>();
  for (const i of await orderItemsOf(db, order.id)) {
    if (i.lineType !== 'goods') continue;
    wanted.set(i.goodsId, { name: i.name, number: (wanted.get(i.goodsId)?.number ?? 0) + i.number });
  }
  const result: BuyAgainResult = { added: [], refused: [], total: 0 };
  for (const [goodsId, { name, number }] of wanted) {
    try {
      const line = { goods_id: goodsId, price: 0, number, ck_id: 0, goods_price_id: 0, ladder_price_id: 0, goods_manjian_id: 0, is_yj: 0 };
      await addToCart(db, auth, { params: [line] });
      result.added.push({ goods_id: goodsId, name, number });
    } catch (err) {
      if (!(err instanceof BizError)) throw err;
      result.refused.push({ goods_id: goodsId, name, reason: err.message });
    }
  }
  result.total = (await cartCount(db, auth)).total;
  return result;
}
