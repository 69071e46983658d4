/**
 * A 含麻 order's 采购人: the wholesaler must know who bought ephedrine combinations for the store, so
 * the order is paid only with a name and a 身份证号 that passes GB 11643, typed or the store's previous
 * 含麻 order's. Pages see the number masked; the full one stays in the order row for the record.
 */
import { maskIdCardNo, type HmBuyerView, type OrderInfo, type PayOrderBody } from '@yc/contracts';
import type { DbOrTx } from '../../db/client.js';
import { refuse } from '../../lib/errors.js';
import { actorText, type Actor } from '../../lib/process.js';
import { addEvent, updateOrder, type OrderRow } from '../orders/queries.js';
import { lastHmBuyer } from './queries.js';

const view = (name: string, idNo: string): HmBuyerView => ({ name, id_no: maskIdCardNo(idNo) });

/** On the payment's transaction, with the order locked: a 含麻 order keeps its 采购人, any other ignores it. */
export async function recordHmBuyer(
  tx: DbOrTx,
  order: OrderRow,
  body: Pick<PayOrderBody, 'hm_buyer' | 'hm_buyer_last'>,
  by: Actor,
): Promise<void> {
  if (!order.isHm) return;
  const given = body.hm_buyer;
  if (!given && body.hm_buyer_last !== 1) throw refuse('含麻药品订单须登记采购人姓名和身份证号后才能支付');
  const buyer = given ? { name: given.name, idNo: given.id_no } : await lastHmBuyer(tx, order.storeId, order.id);
  if (!buyer) throw refuse('本店铺尚无登记过的采购人，请填写采购人姓名和身份证号');
  await updateOrder(tx, order.id, { hmBuyerName: buyer.name, hmBuyerIdNo: buyer.idNo });
  const shown = view(buyer.name, buyer.idNo);
  await addEvent(tx, order.id, 'hm_buyer', `登记含麻药品采购人：${shown.name}（${shown.id_no}）`, actorText(by));
}

/** The detail's 采购人, and for a 含麻 order still to pay the one its store recorded last, to use again. */
export async function hmBuyerParts(db: DbOrTx, order: OrderRow): Promise<Pick<OrderInfo, 'hm_buyer' | 'hm_buyer_last'>> {
  const recorded = order.hmBuyerName && order.hmBuyerIdNo ? view(order.hmBuyerName, order.hmBuyerIdNo) : null;
  const last = order.isHm && order.status === 'unpaid' ? await lastHmBuyer(db, order.storeId, order.id) : undefined;
  return { hm_buyer: recorded, hm_buyer_last: last ? view(last.name, last.idNo) : null };
}
