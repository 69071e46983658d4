/**
 * 对账单 (issue 19): every month's figures reconcile to the wallet, credit and points ledgers to the
 * fen, over seeded past months and random operations made through the API this month; payments and
 * refunds are told by method; 财务 confirms or disputes, other roles cannot; another store's month
 * is never read; the account manager answers disputes in the console; bad input is refused in Chinese.
 */
import { Code, roleRefusal, yuanToFen, type PayMethod, type Statement, type StatementMonthRow } from '@yc/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accountManagers,
  auditLog,
  companyLogs,
  creditAccounts,
  creditLedger,
  messages,
  orderItems,
  pointsLedger,
  statementConfirmations,
  statementDisputes,
  stores,
  walletLedger,
} from '../../src/db/schema/index.js';
import { approveRequest } from '../../src/modules/after-sales/review.js';
import { shipOrder } from '../../src/modules/fulfilment/service.js';
import { chinaMonth, monthSpan, nextMonth } from '../../src/modules/statements/months.js';
import { readSpreadsheet } from '../spreadsheet-files.js';
import { fundWallet, OPERATOR, PAY_PASSWORD, seedGoods, type TestGoods } from '../fixtures.js';
import { fileApp } from '../helper.js';
import { get, okData, payOrder, placeOrder, post, readyBuyer, type ReadyBuyer } from '../ops/order-flow.js';
import { createStaff, staffCookieOf } from '../staff-fixtures.js';
import { addMember, companyOwner, type Member } from './company-fixtures.js';

const app = fileApp(6);
let goods: TestGoods[];
beforeAll(async () => {
  goods = [await seedGoods(app), await seedGoods(app), await seedGoods(app)];
});

const thisMonth = () => chinaMonth(new Date());
function monthBefore(month: string, n = 1): string {
  let [y, m] = month.split('-').map(Number);
  for (let i = 0; i < n; i += 1) [y, m] = m === 1 ? [y - 1, 12] : [y, m - 1];
  return `${y}-${String(m).padStart(2, '0')}`;
}

/** A deterministic PRNG (mulberry32), so a failing run can be replayed. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const statementOf = (b: { cookie: string }, month: string) => okData<Statement>(get(app, b.cookie, `/api/user/statements/${month}`));

/** The store's ledger sums before `at`, read here without the module's queries. */
async function ledgerBefore(storeId: number, at: Date) {
  const one = async (table: string, column: string) =>
    Number(
      (await app.db.execute<{ n: string }>(sql`SELECT coalesce(sum(${sql.raw(column)}), 0) AS n FROM ${sql.raw(table)} WHERE store_id = ${storeId} AND created_at < ${at}`))
        .rows[0].n,
    );
  return { wallet: await one('wallet_ledger', 'amount'), credit: await one('credit_ledger', 'amount'), points: await one('points_ledger', 'points') };
}

async function rowsIn(storeId: number, month: string) {
  const { from, to } = monthSpan(month);
  const count = async (table: string) =>
    Number((await app.db.execute<{ n: string }>(sql`SELECT count(*) AS n FROM ${sql.raw(table)} WHERE store_id = ${storeId} AND created_at >= ${from} AND created_at < ${to}`)).rows[0].n);
  return { wallet: await count('wallet_ledger'), credit: await count('credit_ledger'), points: await count('points_ledger') };
}

const fen = (yuan: number) => yuanToFen(yuan);
const sumOf = (lines: Statement['lines'], account: string) => lines.filter((l) => l.account === account).reduce((n, l) => n + (account === 'points' ? l.amount : fen(l.amount)), 0);

/** Checks one month against the ledgers; answers its closing balances (fen, points). */
async function expectReconciled(storeId: number, s: Statement) {
  const span = monthSpan(s.month);
  const [opening, closing, rows] = await Promise.all([ledgerBefore(storeId, span.from), ledgerBefore(storeId, span.to), rowsIn(storeId, s.month)]);
  const w = s.wallet;
  expect({ month: s.month, opening: fen(w.opening), closing: fen(w.closing) }).toEqual({ month: s.month, opening: opening.wallet, closing: closing.wallet });
  expect(fen(w.opening) + fen(w.recharge) - fen(w.order_paid) - fen(w.credit_repaid) + fen(w.refund) + fen(w.cashback) + fen(w.adjust)).toBe(closing.wallet);
  const c = s.credit;
  expect([fen(c.opening), fen(c.closing)]).toEqual([opening.credit, closing.credit]);
  expect(fen(c.opening) + fen(c.drawn) - fen(c.repaid) - fen(c.refunded)).toBe(closing.credit);
  expect([s.points.opening, s.points.closing]).toEqual([opening.points, closing.points]);
  expect(s.points.opening + s.points.earned - s.points.used).toBe(s.points.closing);
  // Every ledger row of the month is a line, and the lines add up to the month's change.
  expect(sumOf(s.lines, 'wallet')).toBe(closing.wallet - opening.wallet);
  expect(sumOf(s.lines, 'credit')).toBe(closing.credit - opening.credit);
  expect(sumOf(s.lines, 'points')).toBe(closing.points - opening.points);
  expect({
    wallet: s.lines.filter((l) => l.account === 'wallet').length,
    credit: s.lines.filter((l) => l.account === 'credit').length,
    points: s.lines.filter((l) => l.account === 'points').length,
  }).toEqual(rows);
  expect(fen(s.orders.amount)).toBe(fen(s.orders.wallet) + fen(s.orders.credit) + fen(s.orders.online));
  expect(fen(s.refunds.total)).toBe(fen(s.refunds.wallet) + fen(s.refunds.credit) + fen(s.refunds.online));
  return closing;
}

let ref = 0;
const testRef = () => (ref += 1) * 1000 + (process.pid % 1000);

/** Ledger rows of past months, written as the ledgers hold them (no flow can be run in the past), on and around the month boundaries. */
async function seedPastMonths(storeId: number, months: string[], rand: () => number) {
  await app.db.update(stores).set({ createdAt: new Date(monthSpan(months[0]).from.getTime() + 3_600_000) }).where(eq(stores.id, storeId));
  for (const month of months) {
    const { from, to } = monthSpan(month);
    const times = [new Date(from.getTime() + 3_600_000), new Date(to.getTime() - 1), new Date(from.getTime() + 86_400_000 * 9)];
    for (const at of times) {
      const amount = 1 + Math.floor(rand() * 900_000);
      const useType = ['recharge', 'pay', 'refund', 'cashback', 'adjust'][Math.floor(rand() * 5)];
      const sign = useType === 'pay' || (useType === 'adjust' && rand() < 0.5) ? -1 : 1;
      await app.db.insert(walletLedger).values({ storeId, amount: sign * amount, useType, refType: 'test-stmt', refId: testRef(), note: '历史流水', createdAt: at });
      const type = ['use', 'repay', 'refund'][Math.floor(rand() * 3)];
      await app.db.insert(creditLedger).values({ storeId, amount: type === 'use' ? amount : -amount, type, refType: 'test-stmt', refId: testRef(), createdAt: at });
      await app.db.insert(pointsLedger).values({ storeId, points: Math.floor(rand() * 2000) - 500, reason: 'adjust', note: '历史积分', createdAt: at });
    }
  }
  // Rows a millisecond before the first month: the first month's opening, not its lines (a debt large enough to repay later).
  const before = new Date(monthSpan(months[0]).from.getTime() - 1);
  await app.db.insert(walletLedger).values({ storeId, amount: 12_345, useType: 'recharge', refType: 'test-stmt', refId: testRef(), createdAt: before });
  await app.db.insert(creditLedger).values({ storeId, amount: 10_000_000, type: 'use', refType: 'test-stmt', refId: testRef(), createdAt: before });
}

describe('the figures', () => {
  it('reconcile every month to the wallet, credit and points ledgers to the fen, over seeded months and random operations', { timeout: 180_000 }, async () => {
    const rand = random(20261119);
    const b = await readyBuyer(app);
    await app.db.insert(creditAccounts).values({ storeId: b.storeId, limit: 100_000_000, termDays: 30 });
    const past = [monthBefore(thisMonth(), 3), monthBefore(thisMonth(), 2), monthBefore(thisMonth(), 1)];
    await seedPastMonths(b.storeId, past, rand);
    await fundWallet(app, b.storeId, 50_000_000);

    const placed: { orderId: number; payFen: number; state: 'unpaid' | 'paid' | 'shipped' | 'done' }[] = [];
    const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)];
    const ran = new Set<string>();
    // A prelude that reaches every kind of operation, then a random run of them.
    const prelude = ['order:credit', 'order:wallet', 'order:online', 'order:credit', 'ship', 'ship', 'return', 'complete', 'repay', 'cancel', 'recharge'];
    const kinds = ['order', 'order', 'order', 'cancel', 'ship', 'complete', 'repay', 'recharge', 'return'];
    const ops = [...prelude, ...Array.from({ length: 20 }, () => pick(kinds))];
    for (const step of ops) {
      const [op, method] = step.split(':');
      if (op === 'order') {
        const o = await placeOrder(app, b, [{ goods: pick(goods), number: 1 + Math.floor(rand() * 4) }]);
        await payOrder(app, b, o, (method as PayMethod | undefined) ?? pick(['wallet', 'credit', 'online'] as const));
        placed.push({ ...o, state: 'paid' });
        ran.add(op);
      } else if (op === 'cancel') {
        const o = placed.find((p) => p.state === 'paid');
        if (o) {
          await okData(post(app, b.cookie, '/api/order/cancel', { id: o.orderId }));
          o.state = 'done';
          ran.add(op);
        }
      } else if (op === 'ship' || op === 'complete' || op === 'return') {
        const o = placed.find((p) => p.state === (op === 'ship' ? 'paid' : 'shipped'));
        if (o) ran.add(op);
        if (o && op === 'ship') {
          await shipOrder(app.db, o.orderId, '顺丰速运', `SF${String(o.orderId).padStart(12, '0')}`, OPERATOR);
          o.state = 'shipped';
        } else if (o && op === 'complete') {
          await okData(post(app, b.cookie, '/api/order/confirm', { id: o.orderId }));
          o.state = 'done';
        } else if (o) {
          const [item] = await app.db.select().from(orderItems).where(eq(orderItems.orderId, o.orderId));
          const request = await okData<{ id: number }>(
            post(app, b.cookie, '/api/order/return', { order_id: o.orderId, type: 'after_sale', reason: '近效期', items: [{ order_item_id: item.id, number: 1 }] }),
          );
          await approveRequest(app.db, request.id, OPERATOR);
          o.state = 'done';
        }
      } else if (op === 'repay') {
        const owed = await okData<{ used: number }>(get(app, b.cookie, '/api/user/user_credit'));
        if (owed.used > 0) {
          const bill = await okData<{ id: number }>(post(app, b.cookie, '/api/pay/user_credit_create', { amount: Math.max(0.01, Math.floor(owed.used * 50) / 100) }));
          await okData(post(app, b.cookie, '/api/pay/user_credit_pay', { id: bill.id, method: 'wallet', pay_password: PAY_PASSWORD }));
          ran.add(op);
        }
      } else {
        await fundWallet(app, b.storeId, 1 + Math.floor(rand() * 100_000));
        ran.add(op);
      }
    }

    // Every kind of operation took place, not just came up.
    expect([...ran].sort()).toEqual(['cancel', 'complete', 'order', 'recharge', 'repay', 'return', 'ship']);
    const months = await okData<StatementMonthRow[]>(get(app, b.cookie, '/api/user/statements'));
    expect(months.map((m) => m.month)).toEqual([thisMonth(), ...[...past].reverse()]);
    let carried: Awaited<ReturnType<typeof expectReconciled>> | undefined;
    for (const month of [...past, thisMonth()]) {
      const s = await statementOf(b, month);
      if (carried) expect([fen(s.wallet.opening), fen(s.credit.opening), s.points.opening]).toEqual([carried.wallet, carried.credit, carried.points]);
      carried = await expectReconciled(b.storeId, s);
    }
    // This month's orders were paid through the API: their payments by method are the ledgers' and the provider's.
    const now = await statementOf(b, thisMonth());
    const { from, to } = monthSpan(thisMonth());
    const online = await app.db.execute<{ n: string }>(
      sql`SELECT coalesce(sum(amount), 0) AS n FROM payments WHERE store_id = ${b.storeId} AND purpose = 'order' AND method = 'online' AND status IN ('succeeded', 'refunded') AND paid_at >= ${from} AND paid_at < ${to}`,
    );
    expect(fen(now.orders.online)).toBe(Number(online.rows[0].n));
    expect(now.orders.count).toBe(placed.length);
  });

  it('tells payments and refunds by method, each line with its order', async () => {
    const b = await readyBuyer(app);
    const order = (g: TestGoods, n: number) => placeOrder(app, b, [{ goods: g, number: n }]);
    const byWallet = await order(goods[0], 2);
    const byCredit = await order(goods[1], 1);
    const byOnline = await order(goods[2], 3);
    await payOrder(app, b, byWallet, 'wallet');
    await payOrder(app, b, byCredit, 'credit');
    await payOrder(app, b, byOnline, 'online');
    for (const o of [byWallet, byOnline]) await okData(post(app, b.cookie, '/api/order/cancel', { id: o.orderId }));

    const s = await statementOf(b, thisMonth());
    expect(s.orders).toEqual({
      count: 3,
      amount: (byWallet.payFen + byCredit.payFen + byOnline.payFen) / 100,
      wallet: byWallet.payFen / 100,
      credit: byCredit.payFen / 100,
      online: byOnline.payFen / 100,
    });
    expect(s.refunds).toEqual({ total: (byWallet.payFen + byOnline.payFen) / 100, wallet: byWallet.payFen / 100, credit: 0, online: byOnline.payFen / 100 });
    expect(s.credit).toMatchObject({ drawn: byCredit.payFen / 100, closing: byCredit.payFen / 100 });
    const lines = s.lines.filter((l) => l.order_no).map((l) => [l.order_no, l.type_text, l.account, l.amount]);
    expect(lines).toEqual(
      expect.arrayContaining([
        [byWallet.orderNo, '订单付款', 'wallet', -byWallet.payFen / 100],
        [byWallet.orderNo, '退款', 'wallet', byWallet.payFen / 100],
        [byCredit.orderNo, '账期支付', 'credit', byCredit.payFen / 100],
        [byOnline.orderNo, '在线支付', 'online', byOnline.payFen / 100],
        [byOnline.orderNo, '在线退款', 'online', -byOnline.payFen / 100],
      ]),
    );
    expect(lines).toHaveLength(5);
  });
});

describe('months, files and bad input', () => {
  it('lists the months from the store’s first to this one, and gives the month as PDF and Excel', async () => {
    const b = await readyBuyer(app);
    await app.db.update(stores).set({ createdAt: monthSpan(monthBefore(thisMonth())).from }).where(eq(stores.id, b.storeId));
    await fundWallet(app, b.storeId, 8_800);
    const months = await okData<StatementMonthRow[]>(get(app, b.cookie, '/api/user/statements'));
    expect(months).toEqual([
      { month: thisMonth(), status: 'open', status_text: '本月进行中', open_disputes: 0, confirmed_at: null },
      { month: monthBefore(thisMonth()), status: 'pending', status_text: '待确认', open_disputes: 0, confirmed_at: null },
    ]);

    const pdf = await get(app, b.cookie, `/api/user/statements/${thisMonth()}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const xlsx = await get(app, b.cookie, `/api/user/statements/${thisMonth()}/xlsx`);
    expect(xlsx.statusCode).toBe(200);
    const rows = readSpreadsheet('x.xlsx', xlsx.rawPayload, ['.xlsx']);
    const wallet = rows.findIndex((r) => r[0] === '余额');
    expect(rows[wallet]).toEqual(['余额', '期初余额', '充值', '订单付款', '账期还款', '退款', '满返返现', '调整', '期末余额']);
    expect(rows[wallet + 1]).toEqual([null, 0, 88, 0, 0, 0, 0, 0, 88]);
    const header = rows.findIndex((r) => r[0] === '日期');
    expect(rows.slice(header + 1).map((r) => [r[1], r[3]])).toEqual([['充值', 88]]);
  });

  it.each([
    ['2026-13', '月份格式应为 YYYY-MM，例如 2026-05'],
    ['2026-1', '月份格式应为 YYYY-MM，例如 2026-05'],
    ['abc', '月份格式应为 YYYY-MM，例如 2026-05'],
  ])('refuses the month %s with 422 in Chinese', async (month, msg) => {
    const b = await readyBuyer(app);
    const res = await get(app, b.cookie, `/api/user/statements/${month}`);
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toBe(msg);
  });

  it('has no statement before the store joined or after this month', async () => {
    const b = await readyBuyer(app);
    for (const month of [monthBefore(thisMonth()), nextMonth(thisMonth())]) {
      const res = await get(app, b.cookie, `/api/user/statements/${month}`);
      expect([res.statusCode, res.json().msg]).toEqual([404, '该月对账单不存在']);
    }
  });

  it('refuses a visitor', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/user/statements/${thisMonth()}` });
    expect(res.statusCode).toBe(401);
  });
});

describe('对账确认 and disputes', () => {
  let company: Awaited<ReturnType<typeof companyOwner>>;
  let finance: Member;
  let buyer: Member;
  let viewer: Member;
  const lastMonth = () => monthBefore(thisMonth());
  beforeAll(async () => {
    company = await companyOwner(app);
    await app.db.update(stores).set({ createdAt: monthSpan(monthBefore(thisMonth(), 2)).from }).where(eq(stores.id, company.owner.storeId));
    await app.db.insert(walletLedger).values({ storeId: company.owner.storeId, amount: 66_600, useType: 'recharge', refType: 'test-stmt', refId: testRef(), note: '上月充值', createdAt: new Date(monthSpan(lastMonth()).from.getTime() + 86_400_000) });
    finance = await addMember(app, company, 'finance');
    buyer = await addMember(app, company, 'buyer');
    viewer = await addMember(app, company, 'viewer');
  });

  const confirm = (who: { cookie: string }, month: string) => post(app, who.cookie, `/api/user/statements/${month}/confirm`, {});
  const dispute = (who: { cookie: string }, month: string, body: object) => post(app, who.cookie, `/api/user/statements/${month}/disputes`, body);

  it('lets 采购员 and 查看 read the statement but not confirm or dispute it, writing nothing', async () => {
    const s = await statementOf(viewer, lastMonth());
    expect(s.wallet.closing).toBe(666);
    for (const [who, role] of [
      [buyer, 'buyer'],
      [viewer, 'viewer'],
    ] as const) {
      for (const res of [await confirm(who, lastMonth()), await dispute(who, lastMonth(), { line_key: s.lines[0].key, note: '金额不对' })]) {
        expect([res.statusCode, res.json()]).toEqual([403, { code: Code.FORBIDDEN, msg: roleRefusal(role, 'finance'), data: null }]);
      }
    }
    expect(await app.db.select().from(statementConfirmations).where(eq(statementConfirmations.storeId, company.owner.storeId))).toEqual([]);
    expect(await app.db.select().from(statementDisputes).where(eq(statementDisputes.storeId, company.owner.storeId))).toEqual([]);
  });

  it('refuses to confirm a month that is not over', async () => {
    const res = await confirm(finance, thisMonth());
    expect(res.json()).toMatchObject({ code: Code.REFUSED, msg: '本月尚未结束，月末后才能确认对账单' });
  });

  it.each([
    [{ line_key: 'wallet:999999999', note: '不认识' }, '该明细不在本月对账单中'],
    [{ line_key: 'orders:1', note: '不认识' }, '请选择有异议的明细'],
    [{ line_key: 'wallet:1', note: '  ' }, '请填写异议说明'],
    [{ line_key: 'wallet:1', note: '长'.repeat(201) }, '异议说明不能超过200个字'],
    [{ line_key: 'wallet:1', note: '备注', extra: 1 }, undefined],
  ])('refuses the dispute %j with 422 and writes nothing', async (body, msg) => {
    const res = await dispute(finance, lastMonth(), body);
    expect(res.statusCode).toBe(422);
    if (msg) expect(res.json().msg).toBe(msg);
    expect(await app.db.select().from(statementDisputes).where(eq(statementDisputes.storeId, company.owner.storeId))).toEqual([]);
  });

  it('holds the confirmation while a dispute is open, and the account manager of the store answers it in the console', async () => {
    const s = await statementOf(finance, lastMonth());
    const line = s.lines[0];
    const made = await okData<{ id: number }>(dispute(finance, lastMonth(), { line_key: line.key, note: '这笔充值我方未到账' }));
    expect((await dispute(finance, lastMonth(), { line_key: line.key, note: '再问一次' })).json().msg).toBe('该明细已有待答复的异议，请等待客户经理答复');
    const months = await okData<StatementMonthRow[]>(get(app, finance.cookie, '/api/user/statements'));
    expect(months.find((m) => m.month === lastMonth())).toMatchObject({ status: 'disputed', open_disputes: 1 });
    expect((await confirm(finance, lastMonth())).json().msg).toBe('该月对账单还有未答复的异议，答复后才能确认');

    // The store's account manager, and one of another card who may not see it.
    const [card, other] = await app.db
      .insert(accountManagers)
      .values([
        { name: '对账经理', phone: '13900000001' },
        { name: '别家经理', phone: '13900000002' },
      ])
      .returning({ id: accountManagers.id });
    await app.db.update(stores).set({ managerId: card.id }).where(eq(stores.id, company.owner.storeId));
    const mine = await staffCookieOf(app, await createStaff(app, ['account_manager'], { accountManagerId: card.id }));
    const theirs = await staffCookieOf(app, await createStaff(app, ['account_manager'], { accountManagerId: other.id }));
    const listOf = async (cookie: string) =>
      (await okData<{ list: { id: number; company: string; line_text: string; note: string; status: string }[] }>(get(app, cookie, '/api/admin/statement-disputes?status=open'))).list;
    expect((await listOf(theirs)).map((d) => d.id)).not.toContain(made.id);
    expect((await listOf(mine)).find((d) => d.id === made.id)).toMatchObject({ note: '这笔充值我方未到账', status: 'open', line_text: expect.stringContaining('充值') });
    const foreign = await post(app, theirs, `/api/admin/statement-disputes/${made.id}/reply`, { reply: '不是我的门店' });
    expect([foreign.statusCode, foreign.json().msg]).toEqual([404, '对账异议不存在']);

    await okData(post(app, mine, `/api/admin/statement-disputes/${made.id}/reply`, { reply: '已核实到账，请查收' }));
    expect((await post(app, mine, `/api/admin/statement-disputes/${made.id}/reply`, { reply: '再答' })).json().msg).toBe('该异议已答复');
    const [audit] = await app.db.select().from(auditLog).where(and(eq(auditLog.entity, 'statement_dispute'), eq(auditLog.entityId, String(made.id))));
    expect(audit.action).toBe('statement_dispute.answer');
    const [note] = await app.db.select().from(messages).where(and(eq(messages.storeId, company.owner.storeId), sql`${messages.title} LIKE '%对账单异议已答复'`));
    expect(note.content).toContain('已核实到账，请查收');
    expect((await statementOf(viewer, lastMonth())).disputes).toEqual([expect.objectContaining({ id: made.id, status: 'resolved', reply: '已核实到账，请查收' })]);

    // Two confirmations at once: exactly one is made.
    const results = await Promise.all([confirm(finance, lastMonth()), confirm(company.owner, lastMonth())]);
    expect(results.map((r) => r.json().code).sort()).toEqual([Code.REFUSED, Code.OK].sort());
    expect(results.map((r) => r.json().msg)).toContain('该月对账单已确认，无需重复确认');
    const [confirmation] = await app.db.select().from(statementConfirmations).where(eq(statementConfirmations.storeId, company.owner.storeId));
    expect(confirmation.closing).toEqual({ wallet: 66_600, credit: 0, points: 0 });
    expect((await statementOf(buyer, lastMonth())).status).toBe('confirmed');
    expect((await dispute(finance, lastMonth(), { line_key: line.key, note: '又发现问题' })).json().msg).toBe('该月对账单已确认，不能再提出异议');
    const log = await app.db.select().from(companyLogs).where(eq(companyLogs.companyId, company.companyId));
    expect(log.map((l) => l.action)).toEqual(expect.arrayContaining(['对账异议', '对账确认']));
  });

  it('never reads another store’s month: the statement is always the session’s store’s', async () => {
    const other: ReadyBuyer = await readyBuyer(app);
    await fundWallet(app, other.storeId, 1_234);
    const mine = await statementOf(finance, thisMonth());
    const theirs = await statementOf(other, thisMonth());
    expect(theirs.store_id).toBe(other.storeId);
    expect(theirs.wallet.closing).toBe(12.34);
    expect(mine.store_id).toBe(company.owner.storeId);
    expect(mine.lines.map((l) => l.key)).not.toEqual(expect.arrayContaining(theirs.lines.map((l) => l.key)));
    // A line of another store's month is not a line of this one.
    const res = await dispute(finance, thisMonth(), { line_key: theirs.lines[0].key, note: '不是我的' });
    expect([res.statusCode, res.json().msg]).toEqual([422, '该明细不在本月对账单中']);
  });
});
