/**
 * The head-office view (GET /api/company/overview): a 负责人 sees every store it is 负责人 of side by
 * side — orders, spend by China month, best-bought goods, waiting approvals, credit in use — and
 * nobody else reads it: not 采购员, 财务 or 查看, and never the 负责人 of another company.
 */
import { roleRefusal, type CompanyOverview } from '@yc/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountStores, companies, orders } from '../../src/db/schema/index.js';
import { lastMonths } from '../../src/modules/company/overview.js';
import { addAddress, createBuyer, seedGoods, sessionCookie, signedContract } from '../fixtures.js';
import { fileApp } from '../helper.js';
import { get, okData, payOrder, placeOrder, readyBuyer, type ReadyBuyer } from '../ops/order-flow.js';
import { addMember, companyOwner } from './company-fixtures.js';

const app = fileApp();

const overview = (cookie: string) => okData<CompanyOverview>(get(app, cookie, '/api/company/overview'));

/** Another login's store linked to the company's founder (多店管理), where the founder is 负责人 and may check out. */
async function linkedStore(c: { owner: ReadyBuyer }): Promise<ReadyBuyer> {
  const other = await createBuyer(app);
  await app.db.insert(accountStores).values({ accountId: c.owner.accountId, storeId: other.storeId, role: 'owner' });
  await signedContract(app, other.storeId);
  await addAddress(app, other.storeId);
  const ids = { accountId: c.owner.accountId, storeId: other.storeId };
  return { ...ids, cookie: await sessionCookie(app, ids) };
}

describe('the head-office view', () => {
  it('puts the founder’s stores side by side: orders, spend by month, top goods, waiting approvals and credit', async () => {
    const c = await companyOwner(app);
    const second = await linkedStore(c);
    const g = await seedGoods(app);
    const waiting = await placeOrder(app, await addMember(app, c, 'buyer', { orderLimit: 1 }), [{ goods: g, number: 1 }]);
    const paidHere = await placeOrder(app, c.owner, [{ goods: g, number: 2 }]);
    await payOrder(app, c.owner, paidHere, 'wallet');
    const paidThere = await placeOrder(app, second, [{ goods: g, number: 3 }]);
    await payOrder(app, second, paidThere, 'credit');
    // Paid at the first instant of the first month shown: in it. A second earlier: before the view.
    const months = lastMonths(new Date(), 6);
    const firstMonth = new Date(`${months[0]}-01T00:00:00+08:00`);
    const older = await placeOrder(app, c.owner, [{ goods: g, number: 1 }]);
    await payOrder(app, c.owner, older, 'wallet');
    await app.db.update(orders).set({ paidAt: firstMonth }).where(eq(orders.id, older.orderId));
    const tooOld = await placeOrder(app, c.owner, [{ goods: g, number: 1 }]);
    await payOrder(app, c.owner, tooOld, 'wallet');
    await app.db
      .update(orders)
      .set({ paidAt: new Date(firstMonth.getTime() - 1000) })
      .where(eq(orders.id, tooOld.orderId));

    const view = await overview(c.owner.cookie);
    expect(view.months).toEqual(months);
    const yuan = (fen: number) => fen / 100;
    expect(view.stores).toEqual([
      {
        store_id: c.owner.storeId,
        company: expect.any(String),
        orders: 4,
        spend_by_month: [yuan(older.payFen), 0, 0, 0, 0, yuan(paidHere.payFen)],
        spend: yuan(older.payFen + paidHere.payFen),
        open_approvals: 1,
        credit_limit: 0,
        credit_used: 0,
      },
      {
        store_id: second.storeId,
        company: expect.any(String),
        orders: 1,
        spend_by_month: [0, 0, 0, 0, 0, yuan(paidThere.payFen)],
        spend: yuan(paidThere.payFen),
        open_approvals: 0,
        credit_limit: yuan(paidThere.payFen),
        credit_used: yuan(paidThere.payFen),
      },
    ]);
    // The waiting order is not paid, and the order paid before the view does not count.
    expect(view.top_goods).toEqual([expect.objectContaining({ goods_id: g.id, name: g.name, number: 2 + 3 + 1 })]);
    expect(view.orders.map((o) => [o.id, o.status_text])).toEqual([
      [tooOld.orderId, '待发货'],
      [older.orderId, '待发货'],
      [paidThere.orderId, '待发货'],
      [paidHere.orderId, '待发货'],
      [waiting.orderId, '待审批'],
    ]);
  });

  it('shows a 负责人 who is not the founder the stores it is 负责人 of', async () => {
    const c = await companyOwner(app);
    await linkedStore(c);
    const partner = await addMember(app, c, 'owner');
    expect((await overview(partner.cookie)).stores.map((s) => s.store_id)).toEqual([c.owner.storeId]);
  });

  it('refuses 采购员, 财务 and 查看 before the handler', async () => {
    const c = await companyOwner(app);
    for (const role of ['buyer', 'finance', 'viewer'] as const) {
      const res = await get(app, (await addMember(app, c, role)).cookie, '/api/company/overview');
      expect({ status: res.statusCode, msg: res.json().msg }).toEqual({ status: 403, msg: roleRefusal(role, 'manage') });
    }
  });

  it('never shows one company’s stores or orders to the 负责人 of another', async () => {
    const a = await companyOwner(app);
    const b = await companyOwner(app);
    const placed = await placeOrder(app, a.owner, [{ goods: await seedGoods(app), number: 1 }]);
    const view = await overview(b.owner.cookie);
    expect(view.stores.map((s) => s.store_id)).toEqual([b.owner.storeId]);
    expect(view.orders.map((o) => o.id)).not.toContain(placed.orderId);
    expect(JSON.stringify(view)).not.toContain(placed.orderNo);
  });

  it('shows a login that never managed members its own store, and makes no company for a read', async () => {
    const solo = await readyBuyer(app);
    expect((await overview(solo.cookie)).stores.map((s) => s.store_id)).toEqual([solo.storeId]);
    expect(await app.db.select().from(companies).where(eq(companies.ownerAccountId, solo.accountId))).toEqual([]);
  });
});

describe('the months shown', () => {
  it('are China’s, oldest first, across a new year', () => {
    expect(lastMonths(new Date('2026-01-15T00:00:00+08:00'), 3)).toEqual(['2025-11', '2025-12', '2026-01']);
    // 00:30 on 1 February in China is still 31 January in UTC.
    expect(lastMonths(new Date('2026-01-31T16:30:00Z'), 2)).toEqual(['2026-01', '2026-02']);
  });
});
