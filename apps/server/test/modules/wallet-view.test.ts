import { describe, expect, it } from 'vitest';
import { creditAccounts, creditLedger, pointsLedger, walletLedger } from '../../src/db/schema/index.js';
import { createBuyer, expectInvalid, getAs, sessionCookie } from '../fixtures.js';
import { fileApp } from '../helper.js';

const app = fileApp();

const get = (url: string, cookie: string) => getAs(app, url, cookie);
const DAY = 86_400_000;
const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);
let ref = 0;

interface MoneyRow {
  id: number;
  amount: number;
  use_type: string;
  balance: number;
  created_at: string;
}

/** A buyer whose wallet holds one row of each use type, on five different days in June 2026 (China time). */
async function buyerWithLedger() {
  const buyer = await createBuyer(app);
  const rows = [
    { amount: 100_000, useType: 'recharge', at: '2026-06-01T10:00:00+08:00' },
    { amount: -30_050, useType: 'pay', at: '2026-06-02T10:00:00+08:00' },
    { amount: 10_025, useType: 'refund', at: '2026-06-03T23:59:00+08:00' },
    { amount: 1_001, useType: 'cashback', at: '2026-06-04T00:01:00+08:00' },
    { amount: -2_000, useType: 'adjust', at: '2026-06-05T10:00:00+08:00' },
    { amount: 50_000, useType: 'recharge', at: '2026-06-06T10:00:00+08:00' },
    { amount: -12_345, useType: 'pay', at: '2026-06-07T10:00:00+08:00' },
  ];
  for (const r of rows) {
    ref += 1;
    await app.db.insert(walletLedger).values({
      storeId: buyer.storeId,
      amount: r.amount,
      useType: r.useType,
      refType: 'test-view',
      refId: ref * 1000 + (process.pid % 1000),
      note: `测试${r.useType}`,
      createdAt: new Date(r.at),
    });
  }
  return { buyer, rows, cookie: await sessionCookie(app, buyer) };
}

describe('GET /api/user/user_money', () => {
  it('answers balance and totals as sums of the ledger', async () => {
    const { cookie, rows } = await buyerWithLedger();
    const sum = (f: (r: (typeof rows)[number]) => boolean) => rows.filter(f).reduce((s, r) => s + r.amount, 0);
    const { data } = (await get('/api/user/user_money', cookie)).json();
    expect(data).toEqual({
      balance: sum(() => true) / 100,
      frozen: 0,
      recharge_total: sum((r) => r.useType === 'recharge') / 100,
      spend_total: -sum((r) => r.useType === 'pay') / 100,
    });
    expect(data.balance).toBe(1166.31);
    // The wallet page's other call agrees.
    expect((await get('/api/charge/index', cookie)).json().data.balance).toBe(data.balance);
  });

  it('is zero for a new store', async () => {
    const buyer = await createBuyer(app);
    expect((await get('/api/user/user_money', await sessionCookie(app, buyer))).json().data).toEqual({
      balance: 0,
      frozen: 0,
      recharge_total: 0,
      spend_total: 0,
    });
  });
});

describe('GET /api/user/user_money_log', () => {
  it('pages newest first, each row with the running balance after it', async () => {
    const { cookie, rows } = await buyerWithLedger();
    const first = (await get('/api/user/user_money_log?page=1&page_size=4', cookie)).json().data;
    const second = (await get('/api/user/user_money_log?page=2&page_size=4', cookie)).json().data;
    expect(first.total).toBe(7);
    const list = [...first.list, ...second.list] as MoneyRow[];
    expect(list.map((r) => r.use_type)).toEqual(rows.map((r) => r.useType).reverse());
    let running = 0;
    const expected = rows.map((r) => (running += r.amount) / 100).reverse();
    expect(list.map((r) => r.balance)).toEqual(expected);
    expect(list[0]).toMatchObject({ amount: -123.45, use_type_text: '消费', balance: 1166.31 });
    // Each balance is the one below it plus its own amount.
    for (let i = 0; i < list.length - 1; i += 1)
      expect(Math.round((list[i + 1].balance + list[i].amount) * 100)).toBe(Math.round(list[i].balance * 100));
  });

  it('filters by use type, keeping the running balance of the whole ledger', async () => {
    const { cookie } = await buyerWithLedger();
    const { data } = (await get('/api/user/user_money_log?use_type=pay', cookie)).json();
    expect(data.list.map((r: MoneyRow) => [r.amount, r.balance])).toEqual([
      [-123.45, 1166.31],
      [-300.5, 699.5],
    ]);
    expect((await get('/api/user/user_money_log?use_type=', cookie)).json().data.total).toBe(7);
  });

  it('filters by dates (whole China days) and by 10-digit seconds', async () => {
    const { cookie } = await buyerWithLedger();
    const byDate = (await get('/api/user/user_money_log?start_time=2026-06-03&end_time=2026-06-04', cookie)).json().data;
    expect(byDate.list.map((r: MoneyRow) => r.use_type)).toEqual(['cashback', 'refund']);
    const from = Math.floor(new Date('2026-06-05T00:00:00+08:00').getTime() / 1000);
    const to = Math.floor(new Date('2026-06-06T10:00:00+08:00').getTime() / 1000);
    const bySeconds = (await get(`/api/user/user_money_log?start_time=${from}&end_time=${to}`, cookie)).json().data;
    expect(bySeconds.list.map((r: MoneyRow) => r.use_type)).toEqual(['recharge', 'adjust']);
  });

  it.each([
    ['use_type=gift', '收支类型不正确'],
    ['start_time=2026/06/01', '开始时间格式不正确'],
    ['end_time=12345', '结束时间格式不正确'],
    ['start_time=2026-06-05&end_time=2026-06-01', '开始时间不能晚于结束时间'],
    ['page=0', '页码不能小于1'],
  ])('answers 422 for %s', async (query, msg) => {
    const { cookie } = await buyerWithLedger();
    const res = await get(`/api/user/user_money_log?${query}`, cookie);
    expectInvalid(res, msg);
  });

  it("never shows another store's rows", async () => {
    await buyerWithLedger();
    const buyer = await createBuyer(app);
    expect((await get('/api/user/user_money_log', await sessionCookie(app, buyer))).json().data).toMatchObject({ total: 0, list: [] });
  });
});

describe('GET /api/user/user_credit_list', () => {
  /** Three bills (two overdue) and one repayment that settles the oldest bill and part of the next. */
  async function buyerWithCredit() {
    const buyer = await createBuyer(app);
    await app.db.insert(creditAccounts).values({ storeId: buyer.storeId, limit: 1_000_000, termDays: 30 });
    const bill = (amount: number, due: string, n: number) => ({
      storeId: buyer.storeId,
      amount,
      type: 'use',
      refType: 'test-bill',
      refId: buyer.storeId * 10 + n,
      dueDate: due,
    });
    await app.db.insert(creditLedger).values([bill(20_000, isoDay(-10), 1), bill(30_000, isoDay(-3), 2), bill(50_000, isoDay(20), 3)]);
    await app.db
      .insert(creditLedger)
      .values({ storeId: buyer.storeId, amount: -25_000, type: 'repay', refType: 'test-repay', refId: buyer.storeId });
    return { buyer, cookie: await sessionCookie(app, buyer) };
  }

  it('shows due dates, what is left of each bill, and overdue flags that add up to the credit summary', async () => {
    const { cookie } = await buyerWithCredit();
    const { data } = (await get('/api/user/user_credit_list', cookie)).json();
    expect(data.total).toBe(4);
    const [repay, third, second, first] = data.list;
    expect(repay).toMatchObject({ type: 'repay', type_text: '还款', amount: -250, outstanding: null, is_overdue: 0, due_date: null });
    expect(first).toMatchObject({ type: 'use', amount: 200, outstanding: 0, is_overdue: 0, due_date: isoDay(-10) });
    expect(second).toMatchObject({ amount: 300, outstanding: 250, is_overdue: 1 });
    expect(third).toMatchObject({ amount: 500, outstanding: 500, is_overdue: 0 });

    const summary = (await get('/api/user/user_credit', cookie)).json().data;
    const overdue = data.list
      .filter((b: { is_overdue: number }) => b.is_overdue)
      .reduce((s: number, b: { outstanding: number }) => s + b.outstanding, 0);
    expect(overdue).toBe(summary.overdue_amount);
    const owed = data.list.reduce((s: number, b: { outstanding: number | null }) => s + (b.outstanding ?? 0), 0);
    expect(owed).toBe(summary.used);
    // The first bill is settled: the next due date is the second's, overdue as it is.
    expect(summary.next_due_date).toBe(isoDay(-3));
  });

  it('has no next due date once everything is repaid, and the next bill’s once the overdue ones are', async () => {
    const { buyer, cookie } = await buyerWithCredit();
    const repay = (amount: number, n: number) =>
      app.db.insert(creditLedger).values({ storeId: buyer.storeId, amount: -amount, type: 'repay', refType: 'test-repay-more', refId: buyer.storeId * 10 + n });
    await repay(25_000, 1);
    expect((await get('/api/user/user_credit', cookie)).json().data).toMatchObject({ next_due_date: isoDay(20), overdue_amount: 0 });
    await repay(50_000, 2);
    expect((await get('/api/user/user_credit', cookie)).json().data).toMatchObject({ next_due_date: null, used: 0 });
  });

  it('filters by type and refuses an unknown one', async () => {
    const { cookie } = await buyerWithCredit();
    expect((await get('/api/user/user_credit_list?type=use', cookie)).json().data.total).toBe(3);
    expect((await get('/api/user/user_credit_list?type=repay', cookie)).json().data.total).toBe(1);
    expect((await get('/api/user/user_credit_list?type=', cookie)).json().data.total).toBe(4);
    const bad = await get('/api/user/user_credit_list?type=loan', cookie);
    expectInvalid(bad, '账单类型不正确');
  });

  it("never shows another store's bills", async () => {
    await buyerWithCredit();
    const buyer = await createBuyer(app);
    expect((await get('/api/user/user_credit_list', await sessionCookie(app, buyer))).json().data.total).toBe(0);
  });
});

describe('GET /api/user/points_log', () => {
  it('pages the points ledger with a balance equal to its sum and to user/base points', async () => {
    const buyer = await createBuyer(app);
    const points = [500, -120, 38, -18];
    await app.db
      .insert(pointsLedger)
      .values(
        points.map((p, i) => ({
          storeId: buyer.storeId,
          points: p,
          reason: ['order', 'exchange', 'order', 'adjust'][i],
          note: `积分${i}`,
        })),
      );
    const cookie = await sessionCookie(app, buyer);
    const { data } = (await get('/api/user/points_log?page=1&page_size=3', cookie)).json();
    expect(data).toMatchObject({ total: 4, balance: 400 });
    expect(data.list.map((r: { points: number }) => r.points)).toEqual([-18, 38, -120]);
    expect(data.list[1].reason_text).toBe('订单奖励');
    expect((await get('/api/user/base', cookie)).json().data.points).toBe(data.balance);

    const other = await createBuyer(app);
    expect((await get('/api/user/points_log', await sessionCookie(app, other))).json().data).toMatchObject({ total: 0, balance: 0 });
  });
});
