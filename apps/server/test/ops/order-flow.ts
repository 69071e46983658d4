/**
 * Orders taken the way a buyer and the warehouse take them: cart, checkout and payment through the
 * API, then shipping through the fulfilment services the ops command line runs. Shared by the order,
 * after-sales, invoice, 含麻 receipt and ops tests.
 */
import type { PayMethod } from '@yc/contracts';
import { creditAccounts } from '../../src/db/schema/index.js';
import type { App } from '../../src/app.js';
import { shipOrder } from '../../src/modules/fulfilment/service.js';
import { addAddress, createBuyer, fundWallet, sessionCookie, signedContract, type TestGoods, OPERATOR, PAY_PASSWORD } from '../fixtures.js';

export interface ReadyBuyer {
  storeId: number;
  accountId: number;
  cookie: string;
}

/** A verified store with a contract in force, an address and a session: one that may check out. */
export async function readyBuyer(app: App): Promise<ReadyBuyer> {
  const buyer = await createBuyer(app);
  await signedContract(app, buyer.storeId);
  await addAddress(app, buyer.storeId);
  return { storeId: buyer.storeId, accountId: buyer.accountId, cookie: await sessionCookie(app, buyer) };
}

export const post = (app: App, cookie: string, url: string, payload: object) =>
  app.inject({ method: 'POST', url, headers: { cookie }, payload });
export const get = (app: App, cookie: string, url: string) => app.inject({ method: 'GET', url, headers: { cookie } });

/** Data of a successful answer; anything else fails the test with the body. */
export async function okData<T = Record<string, unknown>>(res: Promise<{ json(): { code: number; data: T }; body: string }>): Promise<T> {
  const r = await res;
  if (r.json().code !== 10000) throw new Error(r.body);
  return r.json().data;
}

/** An order placed through the cart and checkout; answers its id and what it asks to be paid (fen). */
export async function placeOrder(
  app: App,
  b: ReadyBuyer,
  lines: readonly { goods: TestGoods; number: number }[],
  options: Record<string, unknown> = {},
): Promise<{ orderId: number; orderNo: string; payFen: number }> {
  const added = await okData<{ ids: number[] }>(
    post(app, b.cookie, '/api/cart', { params: lines.map((l) => ({ goods_id: l.goods.id, price: 1, number: l.number })) }),
  );
  const placed = await okData<{ order_id: number; order_no: string; pay_amount: number }>(
    post(app, b.cookie, '/api/cart/checkout', { ids: added.ids, coupon_id: 0, ...options }),
  );
  return { orderId: placed.order_id, orderNo: placed.order_no, payFen: Math.round(placed.pay_amount * 100) };
}

/** Pays an order the way the buyer would: the wallet or credit funded first, online through the sandbox page. */
/** A 采购人 whose 身份证号 passes GB 11643: a 含麻 order is paid with one. */
export const HM_BUYER = { name: '张药师', id_no: '11010519491231002X' };

export async function payOrder(
  app: App,
  b: ReadyBuyer,
  order: { orderId: number; payFen: number },
  method: PayMethod,
  extra: { hm_buyer?: typeof HM_BUYER } = {},
): Promise<void> {
  if (method === 'wallet') await fundWallet(app, b.storeId, order.payFen);
  if (method === 'credit')
    await app.db.insert(creditAccounts).values({ storeId: b.storeId, limit: order.payFen, termDays: 30 }).onConflictDoNothing();
  const paid = await okData<{ status: string; pay_url: string | null }>(
    post(app, b.cookie, '/api/pay/order', { order_id: order.orderId, method, pay_password: PAY_PASSWORD, ...extra }),
  );
  if (method !== 'online') return;
  const confirm = await app.inject({ method: 'POST', url: `${paid.pay_url}/confirm` });
  if (confirm.statusCode !== 303) throw new Error(confirm.body);
}

/** Checkout, payment and shipping in one go: an order the buyer may confirm or return goods of. */
export async function shippedOrder(
  app: App,
  b: ReadyBuyer,
  lines: readonly { goods: TestGoods; number: number }[],
  method: PayMethod = 'wallet',
) {
  const order = await placeOrder(app, b, lines);
  await payOrder(app, b, order, method);
  await shipOrder(app.db, order.orderId, '顺丰速运', `SF${String(order.orderId).padStart(12, '0')}`, OPERATOR);
  return order;
}
