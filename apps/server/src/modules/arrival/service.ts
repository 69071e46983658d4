/**
 * 到货提醒. The store subscribes while a goods is out of stock; a delivery pass (every minute on the
 * job queue, and straight after the console changes stock) tells each waiting store once, in
 * 消息中心 and by SMS, whatever changed the stock: the console, an import or a batch received.
 */
import { ARRIVAL_MESSAGE_TITLE, type ArrivalSubscribed, type ArrivalWaiting } from '@yc/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { notFound, refuse } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/session.js';
import { smsSender, smsText, type SmsMessage } from '../sms-code/sms.js';
import * as q from './queries.js';

export async function subscribe(db: Db, auth: AuthContext, goodsId: number): Promise<ArrivalSubscribed> {
  const goods = await q.goodsOnSale(db, goodsId);
  if (!goods) throw notFound('商品');
  if (goods.stock > 0) throw refuse('该商品有货，可直接购买');
  await q.insertNotice(db, auth.storeId, goodsId);
  return { goods_id: goodsId };
}

export async function waiting(db: Db, auth: AuthContext): Promise<ArrivalWaiting> {
  return { goods_ids: await q.waitingGoodsIds(db, auth.storeId) };
}

/** Tells every store whose goods came back; answers how many were told. SMS go after the messages are committed. */
export async function deliverArrivals(db: Db, log: FastifyBaseLogger): Promise<number> {
  const arrived = await db.transaction(async (tx) => {
    const rows = await q.takeArrived(tx);
    await q.insertMessages(
      tx,
      rows.map((a) => ({ storeId: a.storeId, type: 'system', title: ARRIVAL_MESSAGE_TITLE, content: arrivalText(a) })),
    );
    return rows;
  });
  for (const a of arrived) {
    if (!a.phone) continue;
    // One phone the provider refuses must not keep the SMS from the stores after it (their messages are in).
    try {
      await smsSender().send(arrivalSms(a.phone, a), log);
    } catch (err) {
      log.error({ err, storeId: a.storeId }, 'arrival notice SMS failed');
    }
  }
  return arrived.length;
}

const arrivalSms = (phone: string, a: q.Arrived): SmsMessage => ({
  phone,
  kind: 'arrival',
  params: { goods: `${a.name} ${a.spec}`, stock: `${a.stock}${a.unit}` },
});

/** The site message says what the SMS says. */
const arrivalText = (a: q.Arrived) => smsText(arrivalSms('', a));
