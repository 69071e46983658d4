import { fenToYuan, type RechargeBody, type RechargeCreated } from '@yc/contracts';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/session.js';
import { walletBalance } from '../wallet/ledger.js';
import type { PaymentRegistry } from './providers/index.js';
import { createPendingPayment } from './records.js';
import { chooseProvider, ONLINE_WAIT_MS, startAtProvider, type Payer } from './online.js';
import * as q from './recharge-queries.js';

/** Suggested recharge amounts in yuan on /wdqb_yegl. */
const RECHARGE_OPTIONS = [500, 1000, 2000, 5000, 10000];

const view = (r: Awaited<ReturnType<typeof q.findRecharge>> & object) => ({
  id: r.id,
  amount: fenToYuan(r.amount),
  status: r.status,
  created_at: r.createdAt.toISOString(),
  paid_at: r.paidAt ? r.paidAt.toISOString() : null,
});

export async function chargeIndex(db: Db, auth: AuthContext) {
  const [balance, records] = await Promise.all([walletBalance(db, auth.storeId), q.recentRecharges(db, auth.storeId)]);
  return { balance: fenToYuan(balance), options: RECHARGE_OPTIONS, records: records.map(view) };
}

/** A recharge order paid online; the wallet grows only when the provider confirms. */
export async function createRecharge(db: Db, payments: PaymentRegistry, auth: AuthContext, body: RechargeBody, payer: Payer): Promise<RechargeCreated> {
  const provider = chooseProvider(payments, body.pay_type, payer.channel);
  const { order, payment } = await db.transaction(async (tx) => {
    const order = await q.insertRecharge(tx, auth.storeId, body.amount * 100);
    const online = { provider: provider.name, expiresAt: new Date(Date.now() + ONLINE_WAIT_MS) };
    return { order, payment: await createPendingPayment(tx, { storeId: auth.storeId, purpose: 'recharge', refId: order.id, amount: order.amount, method: 'online' }, online) };
  });
  return { ...view(order), ...(await startAtProvider(db, payments, provider, payment, payer)) };
}

export async function checkRecharge(db: Db, auth: AuthContext, id: number) {
  const order = await q.findRecharge(db, auth.storeId, id);
  if (!order) throw notFound('充值单');
  return view(order);
}
