import { and, eq, gte, sql } from 'drizzle-orm';
import { accounts, accountStores, goods, orderItems, orders, stores, walletLedger } from '../src/db/schema/index.js';
import type { App } from '../src/app.js';
import { hashPassword } from '../src/lib/password.js';

let seq = 0;

/**
 * A fresh buyer of its own, so a test that changes a store (signs, pays, switches) leaves the
 * demo accounts as the other test files expect them.
 */
export async function createBuyer(
  app: App,
  opts: { passed?: boolean; province?: string; customerType?: string; scope?: string[] } = {},
): Promise<{ username: string; password: string; storeId: number; accountId: number }> {
  seq += 1;
  const username = `139${String(process.pid % 10000).padStart(4, '0')}${String(seq).padStart(4, '0')}`;
  const password = 'Test@2026';
  const [account] = await app.db
    .insert(accounts)
    .values({ phone: username, passwordHash: await hashPassword(password), name: '测试采购员' })
    .returning({ id: accounts.id });
  const [store] = await app.db
    .insert(stores)
    .values({
      company: `测试大药房${seq}号店`,
      contactName: '测试采购员',
      contactPhone: username,
      province: opts.province ?? '北京市',
      city: '北京市',
      customerType: opts.customerType ?? '单体药店',
      businessScope: opts.scope ?? ['kgr', 'jrzt', 'hx', 'xh', 'xnxg', 'nfm', 'wss', 'pf', 'wg', 'fk', 'ek', 'sj', 'mn', 'zcy', 'zyyp', 'qx'],
      qualificationStatus: opts.passed === false ? 'pending' : 'passed',
    })
    .returning({ id: stores.id });
  await app.db.insert(accountStores).values({ accountId: account.id, storeId: store.id, isOwner: true });
  return { username, password, storeId: store.id, accountId: account.id };
}

/**
 * An unpaid order of `count` units of one in-stock goods, written as checkout writes one: the stock
 * is taken in the same transaction. Lets payment tests run without going through the cart.
 */
export async function createUnpaidOrder(
  app: App,
  buyer: { storeId: number; accountId: number },
  opts: { payAmount?: number; count?: number; expiresAt?: Date } = {},
): Promise<{ orderId: number; goodsId: number; count: number; payAmount: number }> {
  const count = opts.count ?? 2;
  return app.db.transaction(async (tx) => {
    const [g] = await tx
      .select()
      .from(goods)
      .where(and(gte(goods.stock, 100), eq(goods.goodsType, 1)))
      .orderBy(goods.id)
      // Spread fixtures over many goods, so parallel test files rarely count the same stock.
      .offset((process.pid * 7 + seq) % 500)
      .limit(1);
    await tx.update(goods).set({ stock: sql`${goods.stock} - ${count}` }).where(eq(goods.id, g.id));
    const payAmount = opts.payAmount ?? g.basePrice * count;
    seq += 1;
    const [order] = await tx
      .insert(orders)
      .values({
        orderNo: `T${Date.now()}${process.pid}${seq}`,
        storeId: buyer.storeId,
        accountId: buyer.accountId,
        status: 'unpaid',
        goodsAmount: g.basePrice * count,
        payAmount,
        address: { consignee: '测试', phone: '13800000000', detail: '测试地址' },
        expiresAt: opts.expiresAt ?? new Date(Date.now() + 30 * 60_000),
      })
      .returning({ id: orders.id });
    await tx.insert(orderItems).values({
      orderId: order.id,
      goodsId: g.id,
      name: g.name,
      spec: g.spec,
      manufacturer: g.manufacturer,
      unit: g.unit,
      price: g.basePrice,
      number: count,
      amount: g.basePrice * count,
    });
    return { orderId: order.id, goodsId: g.id, count, payAmount };
  });
}

export async function fundWallet(app: App, storeId: number, fen: number): Promise<void> {
  seq += 1;
  await app.db.insert(walletLedger).values({ storeId, amount: fen, useType: 'recharge', refType: 'test', refId: seq * 1000 + (process.pid % 1000), note: '测试充值' });
}
