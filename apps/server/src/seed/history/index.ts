/**
 * A demo store that has been running for 60 days (SEED_HISTORY_DAYS), on the demo start only: buyer
 * stores restock every week from their usual goods and order one-offs between, pay from the wallet,
 * 账期 or online (the sandbox), the warehouse ships and the buyers confirm, some orders are cancelled
 * or partly returned, credit is repaid and wallets topped up; today's orders wait to be paid,
 * approved or shipped. Every step goes through the store's API and services, as the pages and the
 * console call them; each simulated day is then moved back to its date (time-shift.ts). Deterministic
 * for a catalogue: a fixed seed picks every store's goods, rhythm and choices.
 */
import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { buildApp, type App } from '../../app.js';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { accounts, accountStores, goods, stores } from '../../db/schema/index.js';
import { DEMO_PASSWORD, DEMO_PAY_PASSWORD, demoAccounts } from '../data/demo-accounts.js';
import { createRng, type Rng } from '../data/prng.js';
import { STAFF_PASSWORD } from '../data/staff.js';
import { buyerLogin, call, type Caller, confirmSandbox, Refused, staffLogin } from './calls.js';
import { openedDaysAgo, seedHistoryStores } from './stores.js';
import { markDay, movableColumns, moveBack } from './time-shift.js';

interface Usual {
  id: number;
  step: number;
  /** Its top-level class: a store buys only within its 经营范围. */
  root: string;
}

interface HistoryBuyer {
  label: string;
  caller: Caller;
  storeId: number;
  usual: Usual[];
  restockDay: number;
  restockLines: [number, number];
  oneOffChance: number;
  /** Days (ago) the store surely orders, whatever its rhythm and the week's day: each state is on the demo's pages every day. */
  sure: ReadonlyMap<number, 'unpaid' | 'kept'>;
  rng: Rng;
}

interface Placed {
  id: number;
  payFen: number;
}

/** What the history did, for the start's banner and the tests. */
export interface HistorySummary {
  days: number;
  stores: number;
  orders: number;
  /** Refusals by the store's message (stock gone, a limit reached): a real store meets them too. */
  refused: Record<string, number>;
  seconds: number;
}

type Step = () => Promise<void>;

const DAY_MS = 86_400_000;
/** Past this age an order the buyer has not confirmed is completed by the store's job: the history confirms earlier. */
const CONFIRM_AFTER_DAYS = 3;
/** 账期 orders only in the last weeks of the history (its due dates are read against today). */
const CREDIT_WITHIN_DAYS = 25;
/**
 * Stores whose day runs at the same time: two keep both cores busy (one request's work in Node while
 * another's is in PostgreSQL) inside the primary's pool of four; different stores take different locks.
 */
const LANES = 2;

export async function seedDemoHistory(db: Db, config: AppConfig, days: number): Promise<HistorySummary> {
  const started = Date.now();
  // Errors only: a 500 the history meets names its cause (it found a deadlock between checkout and another store's add).
  const app = await buildApp({ config: { ...config, logLevel: 'error', payments: { ...config.payments, sandbox: true }, sessionCacheMs: 0 }, db, logger: true });
  try {
    return await runHistory(app, db, days, started);
  } finally {
    await app.close();
  }
}

async function runHistory(app: App, db: Db, days: number, started: number): Promise<HistorySummary> {
  const columns = await movableColumns(db);
  /** Each day's steps by store: one store's steps run in order, the stores of a day side by side. */
  const plan = new Map<number, Map<number, Step[]>>();
  const on = (storeId: number) => (daysAgo: number, step: Step) => {
    if (daysAgo < 0) return;
    const day = plan.get(daysAgo) ?? new Map<number, Step[]>();
    day.set(storeId, [...(day.get(storeId) ?? []), step]);
    plan.set(daysAgo, day);
  };
  let orders = 0;
  const refused: Record<string, number> = {};
  /** A refusal (stock gone, a limit reached) is what a real store meets too: that order or step is skipped. */
  const tolerate = async (step: Step) => {
    try {
      await step();
    } catch (err) {
      if (!(err instanceof Refused)) throw err;
      refused[err.message] = (refused[err.message] ?? 0) + 1;
    }
  };

  const firstDay = await markDay(db);
  const others = await seedHistoryStores(db);
  const catalogue = await orderableGoods(db);
  const warehouse = await staffLogin(app, 'warehouse', STAFF_PASSWORD);
  const reviewer = await staffLogin(app, 'reviewer', STAFF_PASSWORD);
  const buyers: HistoryBuyer[] = [];
  const demo = demoAccounts[0];
  const demoOwner = await buyerLogin(app, demo.phone, demo.password);
  const demoStores = await storesOf(db, demo.phone);
  for (const [i, storeId] of demoStores.entries()) {
    // The demo member's stores: each its own session, as two browsers of the chain would be.
    const caller = i === 0 ? demoOwner : await buyerLogin(app, demo.phone, demo.password);
    await call(app, caller, 'POST', '/api/multi/switch', { id: storeId });
    const rng = createRng(1000 + i);
    buyers.push({
      label: `demo-${i}`,
      caller,
      storeId,
      usual: await usualGoods(db, storeId, rng, catalogue, i === 0 ? 150 : 80),
      restockDay: i === 0 ? 1 : 4,
      // Up to the 100 lines one checkout takes today (issue 36 raises it).
      restockLines: i === 0 ? [40, 100] : [20, 50],
      oneOffChance: 0.2,
      // The first store has an order today waiting to be paid and one of two days ago on its way; the second one paid today, to ship.
      sure: new Map<number, 'unpaid' | 'kept'>(i === 0 ? [[0, 'unpaid'], [2, 'kept']] : [[0, 'kept']]),
      rng,
    });
    await openedDaysAgo(db, storeId, days + 1);
  }
  for (const o of others) {
    if (!o.seed.store.is_passed) {
      if (o.seed.store.qualifications.some((q) => q.status === 'rejected')) {
        await call(app, reviewer, 'POST', `/api/admin/stores/${o.storeId}/reject`, { reason: '营业执照照片不清晰，请重新上传' });
      }
      continue;
    }
    const rng = createRng(2000 + o.storeId);
    buyers.push({
      label: o.seed.phone,
      caller: await buyerLogin(app, o.seed.phone, DEMO_PASSWORD),
      storeId: o.storeId,
      usual: await usualGoods(db, o.storeId, rng, catalogue, o.seed.usual),
      restockDay: o.seed.restockDay,
      restockLines: o.seed.restockLines,
      oneOffChance: 0.08,
      sure: new Map(),
      rng,
    });
  }

  const today = new Date();
  for (const b of buyers) {
    const at = on(b.storeId);
    for (let daysAgo = days; daysAgo >= 0; daysAgo--) {
      const weekday = new Date(today.getTime() - daysAgo * DAY_MS).getDay();
      const restock = weekday === b.restockDay;
      const sure = b.sure.get(daysAgo);
      if (!restock && !sure && !b.rng.chance(b.oneOffChance)) continue;
      const lines = restock ? b.rng.sample(b.usual, b.rng.int(...b.restockLines)) : b.rng.sample(b.usual, b.rng.int(1, 4));
      const quantities = lines.map((g) => ({ goods_id: g.id, price: 0, number: g.step * b.rng.int(1, 3) }));
      // A sure order keeps the ordinary course (paid, shipped, confirmed), or stays unpaid.
      const fate = sure ? 0.5 : b.rng.next();
      const leftUnpaid = sure === 'unpaid' || (daysAgo === 0 && fate < 0.25);
      // Online (the sandbox) beside the wallet and 账期, as the demo's pharmacies pay; a 支付密码 check is a hash by design.
      const method = b.rng.pick(['wallet', 'wallet', 'credit', 'online', 'online'] as const);
      const order: { placed?: Placed } = {};
      at(daysAgo, () =>
        tolerate(async () => {
          order.placed = await place(app, b.caller, quantities);
          orders += 1;
          // Today's orders of a store may stay unpaid: 待付款 on the demo's first page.
          if (leftUnpaid) return;
          if (fate < 0.04) {
            await call(app, b.caller, 'POST', '/api/order/cancel', { id: order.placed.id });
            return;
          }
          // 账期 is checked against today's clock: a use further back would count as overdue before its repayment day came.
          await pay(app, b.caller, order.placed, method === 'credit' && daysAgo > CREDIT_WITHIN_DAYS ? 'wallet' : method);
          if (fate < 0.07) await call(app, b.caller, 'POST', '/api/order/cancel', { id: order.placed.id });
        }),
      );
      if (fate < 0.07 || leftUnpaid) continue;
      at(daysAgo - 1, () =>
        tolerate(async () => {
          if (!order.placed) return;
          await call(app, warehouse, 'POST', `/api/admin/orders/${order.placed.id}/ship`, { carrier: '顺丰速运', tracking_no: `SF${String(order.placed.id).padStart(12, '0')}` });
        }),
      );
      at(daysAgo - 1 - CONFIRM_AFTER_DAYS, () =>
        tolerate(async () => {
          if (order.placed) await call(app, b.caller, 'POST', '/api/order/confirm', { id: order.placed.id });
        }),
      );
      if (fate > 0.94) {
        const requested: { id?: number } = {};
        at(daysAgo - 2 - CONFIRM_AFTER_DAYS, () =>
          tolerate(async () => {
            if (!order.placed) return;
            const info = await call<{ items: { id: number; number: number }[] }>(app, b.caller, 'GET', `/api/order/info/${order.placed.id}`);
            const line = info.items[0];
            const request = await call<{ id: number }>(app, b.caller, 'POST', '/api/order/return', {
              order_id: order.placed.id,
              type: 'return',
              reason: b.rng.pick(['外包装破损', '近效期，门店无法销售', '发错规格']),
              items: [{ order_item_id: line.id, number: 1 }],
            });
            requested.id = request.id;
          }),
        );
        at(daysAgo - 3 - CONFIRM_AFTER_DAYS, () =>
          tolerate(async () => {
            if (requested.id) await call(app, warehouse, 'POST', `/api/admin/after-sales/${requested.id}/approve`, {});
          }),
        );
      }
    }
    // 账期 repaid twice a month from the wallet, as a finance clerk does.
    for (let daysAgo = days; daysAgo > 0; daysAgo -= 15) at(daysAgo, () => tolerate(() => repayCredit(app, b.caller)));
  }

  for (let daysAgo = days; daysAgo >= 0; daysAgo--) {
    const mark = daysAgo === days ? firstDay : await markDay(db);
    await inLanes([...(plan.get(daysAgo)?.values() ?? [])], LANES);
    await moveBack(db, columns, mark, daysAgo);
  }
  return { days, stores: buyers.length, orders, refused, seconds: (Date.now() - started) / 1000 };
}

/** Runs each lane's steps in order, `width` lanes at a time. */
async function inLanes(lanes: Step[][], width: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < lanes.length) {
      const lane = lanes[next++];
      for (const step of lane) await step();
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, lanes.length) }, worker));
}

/** The goods a store may keep on its usual list: ordinary goods in stock, on sale, not 含麻 or 控销, each with its step of quantity. */
async function orderableGoods(db: Db): Promise<Usual[]> {
  const rows = await db
    .select({ id: goods.id, minQty: goods.minQty, midPack: goods.midPack, root: sql<string>`${goods.categoryKeys}[1]` })
    .from(goods)
    .where(
      and(
        eq(goods.goodsType, 1),
        eq(goods.onSale, true),
        eq(goods.containsEphedrine, false),
        eq(goods.isControlled, false),
        gte(goods.stock, 1000),
        sql`${goods.restrictedClass} IS NULL`,
      ),
    )
    .orderBy(goods.id);
  return rows.map((r) => ({ id: r.id, step: Math.max(r.minQty, r.midPack), root: r.root }));
}

async function usualGoods(db: Db, storeId: number, rng: Rng, catalogue: readonly Usual[], n: number): Promise<Usual[]> {
  const [store] = await db.select({ scope: stores.businessScope }).from(stores).where(eq(stores.id, storeId));
  return rng.sample(
    catalogue.filter((g) => store.scope.includes(g.root)),
    n,
  );
}

async function storesOf(db: Db, phone: string): Promise<number[]> {
  const rows = await db
    .select({ storeId: accountStores.storeId })
    .from(accountStores)
    .innerJoin(accounts, eq(accounts.id, accountStores.accountId))
    .innerJoin(stores, eq(stores.id, accountStores.storeId))
    .where(and(eq(accounts.phone, phone), eq(accountStores.isOwner, true), inArray(stores.qualificationStatus, ['passed'])))
    .orderBy(accountStores.storeId);
  return rows.map((r) => r.storeId);
}

async function place(app: App, buyer: Caller, lines: { goods_id: number; price: number; number: number }[]): Promise<Placed> {
  const ids: number[] = [];
  // The cart takes 100 goods an add, as the pages send them.
  for (let i = 0; i < lines.length; i += 100) ids.push(...(await call<{ ids: number[] }>(app, buyer, 'POST', '/api/cart', { params: lines.slice(i, i + 100) })).ids);
  const added = { ids };
  const placed = await call<{ order_id: number; pay_amount: number }>(app, buyer, 'POST', '/api/cart/checkout', { ids: added.ids, coupon_id: 0 });
  return { id: placed.order_id, payFen: Math.round(placed.pay_amount * 100) };
}

/** Pays as the buyer would: the wallet topped up online first when short, 账期 only within what is left of it. */
async function pay(app: App, buyer: Caller, order: Placed, wanted: 'wallet' | 'credit' | 'online'): Promise<void> {
  let method = wanted;
  if (method === 'credit') {
    const credit = await call<{ available: number }>(app, buyer, 'GET', '/api/user/user_credit');
    if (Math.round(credit.available * 100) < order.payFen) method = 'wallet';
  }
  if (method === 'wallet') await topUp(app, buyer, order.payFen);
  const paid = await call<{ pay_url: string | null }>(app, buyer, 'POST', '/api/pay/order', {
    order_id: order.id,
    method,
    ...(method === 'online' ? {} : { pay_password: DEMO_PAY_PASSWORD }),
  });
  if (method === 'online' && paid.pay_url) await confirmSandbox(app, paid.pay_url);
}

async function topUp(app: App, buyer: Caller, needFen: number): Promise<void> {
  const wallet = await call<{ balance: number }>(app, buyer, 'GET', '/api/user/user_money');
  const shortFen = needFen - Math.round(wallet.balance * 100);
  if (shortFen <= 0) return;
  // Whole thousands of yuan, as a pharmacy tops up.
  const yuan = Math.ceil(shortFen / 100_000) * 1000;
  const created = await call<{ pay_url: string | null }>(app, buyer, 'POST', '/api/charge/store', { amount: yuan });
  if (created.pay_url) await confirmSandbox(app, created.pay_url);
}

async function repayCredit(app: App, buyer: Caller): Promise<void> {
  const credit = await call<{ used: number }>(app, buyer, 'GET', '/api/user/user_credit');
  const usedFen = Math.round(credit.used * 100);
  if (usedFen <= 0) return;
  await topUp(app, buyer, usedFen);
  const bill = await call<{ id: number }>(app, buyer, 'POST', '/api/pay/user_credit_create', {});
  await call(app, buyer, 'POST', '/api/pay/user_credit_pay', { id: bill.id, method: 'wallet', pay_password: DEMO_PAY_PASSWORD });
}
