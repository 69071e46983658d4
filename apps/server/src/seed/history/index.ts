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
import { DEMO_PASSWORD, demoAccounts } from '../data/demo-accounts.js';
import { WANTED } from '../data/history-desk.js';
import { createRng, type Rng } from '../data/prng.js';
import { STAFF_PASSWORD } from '../data/staff.js';
import { buyerLogin, call, type Caller, Refused, staffLogin } from './calls.js';
import { askAbout, type Desk, openDesk, replyFeedback, replyWanted, searchAndWant, sendFeedback } from './desk.js';
import { claimFromCentre, exchangePoints } from './marketing.js';
import { pay, place, type Placed, repayCredit, scanTraceCodes, ship, viewCheckoutPages } from './orders.js';
import { openedDaysAgo, seedHistoryStores } from './stores.js';
import { markDay, movableColumns, moveBack } from './time-shift.js';

interface Usual {
  id: number;
  step: number;
  /** Its top-level class: a store buys only within its 经营范围. */
  root: string;
  /** A drug: each box ships with its 追溯码 (devices and 中药饮片 are 无追溯码). */
  traced: boolean;
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
  /** The demo's first store: each kind beside the orders (a chat, feedback, 求购) surely on its pages. */
  front: boolean;
  /** A store of the demo member's (13800000001): its newest shipments carry their 追溯码. */
  member: boolean;
  rng: Rng;
  /** Draws for what goes beside the orders (coupons, points, the service desk), apart from the orders' own. */
  asides: Rng;
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
/** The first store's refused return is of an order about this old (days). */
const REFUSED_RETURN_DAYS_AGO = 20;
const REFUSAL_REASON = '退回商品须保持原包装完整并附随货同行单，请补充照片后重新申请';
/** A restock may go by the 领券中心 first in the history's last weeks (the centre's coupons are this season's). */
const COUPON_WITHIN_DAYS = 30;
/** The console's 商城页面访问量 reads 30 days: the pages of the orders within them are counted. */
const PAGE_VIEWS_WITHIN_DAYS = 30;
/** A store looks at the points mall about twice a month. */
const POINTS_EVERY_DAYS = 15;
/** 账期 orders only in the last weeks of the history (its due dates are read against today). */
const CREDIT_WITHIN_DAYS = 25;
/**
 * Stores whose day runs at the same time, inside the primary's pool of four; different stores take
 * different locks. Three keep both cores busy while one request's work waits on PostgreSQL's disk
 * (the history 23–25 s against two lanes' 28–31 s, idle, on this 2-core machine).
 */
const LANES = 3;
/**
 * Boxes scanned in the history: each line's 追溯码 go in as one batch of the console's outbound page
 * (half a millisecond a box here), and the 60 days ship some 150,000 boxes of drugs, over a minute
 * against the history's 30 s. So only the demo member's newest shipments carry theirs, newest first
 * while they fit (a weekly restock of 2,000 boxes does not): the orders its 我的订单 opens on.
 */
const TRACE_CODE_BOXES = 1500;

export async function seedDemoHistory(db: Db, config: AppConfig, days: number): Promise<HistorySummary> {
  const started = Date.now();
  // Errors only: a 500 the history meets names its cause (it found a deadlock between checkout and another store's add).
  const app = await buildApp({
    config: { ...config, logLevel: 'error', payments: { ...config.payments, sandbox: true }, sessionCacheMs: 0 },
    db,
    logger: true,
  });
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
  const demo = demoAccounts[0];
  const member = demo.company?.members[0];
  if (!member) throw new Error('the demo member has no 采购员');
  const demoStores = await storesOf(db, demo.phone);
  // Every buyer login calls from its own address (a pharmacy's), as the store's per-address limits expect.
  let logins = 0;
  const address = () => `10.40.${Math.floor(logins / 200)}.${(logins++ % 200) + 1}`;
  const asBuyer = (phone: string, password: string): Promise<Caller> => {
    const ip = address();
    return buyerLogin(app, phone, password).then((c) => ({ ...c, ip }));
  };
  const reviewed = others.filter((o) => o.seed.store.is_passed);
  // The logins side by side: each is a password check at today's cost (a third of a second of a core), ten seconds one after another.
  const [demoCallers, zhao, otherCallers, warehouse, reviewer, desk] = await Promise.all([
    // The demo member's stores: each its own session, as two browsers of the chain would be.
    Promise.all(demoStores.map(() => asBuyer(demo.phone, demo.password))),
    // The company's 采购员 orders for the first store; past his limit 李仁济 approves.
    asBuyer(member.phone, member.password),
    Promise.all(reviewed.map((o) => asBuyer(o.seed.phone, DEMO_PASSWORD))),
    staffLogin(app, 'warehouse', STAFF_PASSWORD),
    staffLogin(app, 'reviewer', STAFF_PASSWORD),
    openDesk(app, db),
  ]);
  const buyers: HistoryBuyer[] = [];
  const demoOwner = demoCallers[0];
  for (const [i, storeId] of demoStores.entries()) {
    const caller = demoCallers[i];
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
      sure: new Map<number, 'unpaid' | 'kept'>(
        i === 0
          ? [
              [0, 'unpaid'],
              [2, 'kept'],
            ]
          : [[0, 'kept']],
      ),
      front: i === 0,
      member: true,
      rng,
      asides: createRng(1500 + i),
    });
    await openedDaysAgo(db, storeId, days + 1);
  }
  await call(app, zhao, 'POST', '/api/multi/switch', { id: demoStores[0] });
  for (const o of others) {
    if (o.seed.store.is_passed) continue;
    if (o.seed.store.qualifications.some((q) => q.status === 'rejected')) {
      await call(app, reviewer, 'POST', `/api/admin/stores/${o.storeId}/reject`, { reason: '营业执照照片不清晰，请重新上传' });
    }
  }
  for (const [k, o] of reviewed.entries()) {
    const rng = createRng(2000 + o.storeId);
    buyers.push({
      label: o.seed.phone,
      caller: otherCallers[k],
      storeId: o.storeId,
      usual: await usualGoods(db, o.storeId, rng, catalogue, o.seed.usual),
      restockDay: o.seed.restockDay,
      restockLines: o.seed.restockLines,
      oneOffChance: 0.08,
      sure: new Map(),
      front: false,
      member: false,
      rng,
      asides: createRng(2500 + o.storeId),
    });
    await openedDaysAgo(db, o.storeId, days + 1);
  }

  /** Orders of the demo member that will ship, by the day they are placed, with their drug boxes: the newest get 追溯码. */
  const traceable: { daysAgo: number; boxes: number; order: { traced?: boolean } }[] = [];
  const today = new Date();
  for (const b of buyers) {
    const at = on(b.storeId);
    /** Orders of the first store received in full, by the day (ago) they were placed, oldest first. */
    const received: { daysAgo: number; order: { placed?: Placed } }[] = [];
    /** A day after its receipt the store asks to return a box of the order's first line; a day later the warehouse answers, or not yet. */
    const returnABox = (order: { placed?: Placed }, daysAgo: number, fate: 'approved' | 'rejected' | 'pending') => {
      const requested: { id?: number } = {};
      at(daysAgo - 2 - CONFIRM_AFTER_DAYS, () =>
        tolerate(async () => {
          if (!order.placed) return;
          const info = await call<{ items: { id: number; number: number }[] }>(app, b.caller, 'GET', `/api/order/info/${order.placed.id}`);
          const request = await call<{ id: number }>(app, b.caller, 'POST', '/api/order/return', {
            order_id: order.placed.id,
            type: 'return',
            reason: b.rng.pick(['外包装破损', '近效期，门店无法销售', '发错规格']),
            items: [{ order_item_id: info.items[0].id, number: 1 }],
          });
          requested.id = request.id;
        }),
      );
      if (fate === 'pending') return;
      at(daysAgo - 3 - CONFIRM_AFTER_DAYS, () =>
        tolerate(async () => {
          if (!requested.id) return;
          const answer = fate === 'approved' ? { to: 'approve', body: {} } : { to: 'reject', body: { reason: REFUSAL_REASON } };
          await call(app, warehouse, 'POST', `/api/admin/after-sales/${requested.id}/${answer.to}`, answer.body);
        }),
      );
    };
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
      const order: { placed?: Placed; traced?: boolean } = {};
      const withCoupon = restock && daysAgo <= COUPON_WITHIN_DAYS && b.asides.chance(0.5);
      at(daysAgo, () =>
        tolerate(async () => {
          // The moment this day stands for: a coupon is claimed and used within its window as of then.
          const moment = Date.now() - daysAgo * DAY_MS;
          if (withCoupon) await claimFromCentre(app, b.caller, moment);
          if (daysAgo <= PAGE_VIEWS_WITHIN_DAYS) await viewCheckoutPages(app, b.caller);
          order.placed = await place(app, b.caller, quantities, withCoupon ? moment : undefined);
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
      if (b.member && daysAgo >= 1) {
        const boxes = lines.reduce((n, g, k) => n + (g.traced ? quantities[k].number : 0), 0);
        traceable.push({ daysAgo, boxes, order });
      }
      at(daysAgo - 1, () =>
        tolerate(async () => {
          if (!order.placed) return;
          if (order.traced) await scanTraceCodes(app, db, warehouse, order.placed.id);
          await ship(app, warehouse, order.placed.id);
        }),
      );
      at(daysAgo - 1 - CONFIRM_AFTER_DAYS, () =>
        tolerate(async () => {
          if (order.placed) await call(app, b.caller, 'POST', '/api/order/confirm', { id: order.placed.id });
        }),
      );
      if (fate > 0.94) returnABox(order, daysAgo, 'approved');
      else if (b.front) received.push({ daysAgo, order });
    }
    // The first store's returns in every state: the request of its newest received order waits for the warehouse (the console's
    // 待处理退货/售后), and one of an order some weeks older was refused.
    if (b.front) {
      const newest = (age: number) => received.filter((r) => r.daysAgo >= age).at(-1);
      const waiting = newest(2 + CONFIRM_AFTER_DAYS);
      const refusedOne = newest(REFUSED_RETURN_DAYS_AGO);
      if (waiting) returnABox(waiting.order, waiting.daysAgo, 'pending');
      if (refusedOne && refusedOne !== waiting) returnABox(refusedOne.order, refusedOne.daysAgo, 'rejected');
    }
    // 账期 repaid twice a month from the wallet, as a finance clerk does.
    for (let daysAgo = days; daysAgo > 0; daysAgo -= 15) at(daysAgo, () => tolerate(() => repayCredit(app, b.caller)));
    planAsides(b, at, days, { app, desk, warehouse, tolerate });
  }
  let boxesLeft = TRACE_CODE_BOXES;
  for (const t of traceable.sort((x, y) => x.daysAgo - y.daysAgo)) {
    if (t.boxes > boxesLeft) continue;
    t.order.traced = true;
    boxesLeft -= t.boxes;
  }
  planApprovals(on(buyers[0].storeId), days, {
    app,
    buyer: buyers[0],
    owner: demoOwner,
    zhao,
    warehouse,
    tolerate,
    placed: () => (orders += 1),
  });

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
    .select({
      id: goods.id,
      minQty: goods.minQty,
      midPack: goods.midPack,
      root: sql<string>`${goods.categoryKeys}[1]`,
      traceExempt: goods.traceExempt,
    })
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
  return rows.map((r) => ({ id: r.id, step: Math.max(r.minQty, r.midPack), root: r.root, traced: !r.traceExempt }));
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

type On = (daysAgo: number, step: Step) => void;
interface Staffed {
  app: App;
  warehouse: Caller;
  tolerate: (step: Step) => Promise<void>;
}

/**
 * What a store does beside its orders: asks customer service about one of its goods twice in the
 * history, spends its points in the mall about twice a month (the parcel shipped next day and
 * received), and one store in three sends feedback or registers a goods it searched in vain as 求购,
 * replied to by operations a day or two later (today's wait). The demo's first store does each, and
 * its last question is today's, its answer still unread.
 */
function planAsides(b: HistoryBuyer, at: On, days: number, { app, desk, warehouse, tolerate }: Staffed & { desk: Desk }): void {
  const r = b.asides;
  const chatDays = r.sample(
    Array.from({ length: days }, (_, i) => i + 1),
    2,
  );
  if (b.front) chatDays.push(0);
  // A store of a small catalogue (the production test's 40 goods) may have no usual goods to ask about.
  for (const daysAgo of b.usual.length ? chatDays : []) {
    const goodsId = r.pick(b.usual).id;
    at(daysAgo, () => tolerate(() => askAbout(desk, b.caller, goodsId, b.asides, `h${b.storeId}d${daysAgo}`, daysAgo === 0)));
  }
  for (let daysAgo = days - 10 - (b.storeId % 7); daysAgo >= 0; daysAgo -= POINTS_EVERY_DAYS) {
    const parcel: { id?: number | null } = {};
    at(daysAgo, () =>
      tolerate(async () => {
        parcel.id = await exchangePoints(app, b.caller, b.asides);
      }),
    );
    at(daysAgo - 1, () =>
      tolerate(async () => {
        if (parcel.id)
          await call(app, warehouse, 'POST', `/api/admin/points-orders/${parcel.id}/ship`, {
            carrier: '顺丰速运',
            tracking_no: `SFJF${String(parcel.id).padStart(10, '0')}`,
          });
      }),
    );
    at(daysAgo - 1 - CONFIRM_AFTER_DAYS, () =>
      tolerate(async () => {
        if (parcel.id) await call(app, b.caller, 'POST', '/api/points/orders/confirm', { id: parcel.id });
      }),
    );
  }
  if (b.front) planErpKeys(at, app, b.caller);
  if (b.front || r.chance(0.35)) {
    const daysAgo = b.front ? 3 : r.int(0, days);
    const note: { id?: number } = {};
    at(daysAgo, () =>
      tolerate(async () => {
        note.id = await sendFeedback(desk, b.caller, b.asides);
      }),
    );
    at(daysAgo - 1, () => tolerate(async () => void (note.id && (await replyFeedback(desk, note.id, b.asides)))));
  }
  if (b.front || r.chance(0.35)) {
    const daysAgo = b.front ? 5 : r.int(0, days);
    const wanted = r.pick(WANTED);
    const request: { id?: number | null } = {};
    at(daysAgo, () =>
      tolerate(async () => {
        request.id = await searchAndWant(desk, b.caller, wanted);
      }),
    );
    at(daysAgo - 2, () => tolerate(async () => void (request.id && (await replyWanted(desk, request.id, b.asides)))));
  }
}

/** Days (ago) the company connected its ERP (/erpjk), and replaced the key it had given to a trial of another. */
const ERP_KEY_DAYS_AGO = { trial: 45, replaced: 21 };

/** The company's ERP keys: a trial's key made and later revoked, the one its ERP reads with since made the same day. */
function planErpKeys(at: On, app: App, owner: Caller): void {
  const trial: { id?: number } = {};
  at(ERP_KEY_DAYS_AGO.trial, async () => {
    trial.id = (await call<{ id: number }>(app, owner, 'POST', '/api/company/api_keys', { name: '金蝶云星辰试用' })).id;
  });
  at(ERP_KEY_DAYS_AGO.replaced, async () => {
    if (trial.id) await call(app, owner, 'POST', `/api/company/api_keys/${trial.id}/revoke`, {});
    await call(app, owner, 'POST', '/api/company/api_keys', { name: '用友畅捷通 ERP 同步' });
  });
}

/** Days (ago) 赵采购 orders past his limit and 李仁济 approves; today's order waits for him (the approval queue). */
const APPROVED_DAYS_AGO = [18, 9];

/**
 * The company's approvals: 赵采购 restocks the first store past his ¥5,000 limit; the earlier orders
 * 李仁济 approved the same day and paid from the wallet, shipped next day and received; today's waits
 * in 李仁济's 待审批. An order within his limit (a small catalogue's) needs no approval and goes on as any
 * other. `placed` counts each order placed.
 */
function planApprovals(at: On, days: number, p: Staffed & { buyer: HistoryBuyer; owner: Caller; zhao: Caller; placed: () => void }): void {
  const { app, buyer, owner, zhao, warehouse, tolerate } = p;
  const bigOrder = () => buyer.asides.sample(buyer.usual, 60).map((g) => ({ goods_id: g.id, price: 0, number: g.step * 2 }));
  const placeAsZhao = async (lines: ReturnType<typeof bigOrder>) => {
    const placed = await place(app, zhao, lines);
    p.placed();
    return placed;
  };
  const past = APPROVED_DAYS_AGO.filter((d) => d <= days);
  for (const daysAgo of past) {
    const lines = bigOrder();
    const order: { placed?: Placed } = {};
    at(daysAgo, () =>
      tolerate(async () => {
        order.placed = await placeAsZhao(lines);
        if (order.placed.needsApproval) await call(app, owner, 'POST', `/api/company/approvals/${order.placed.id}/approve`, {});
        await pay(app, owner, order.placed, 'wallet');
      }),
    );
    at(daysAgo - 1, () => tolerate(async () => void (order.placed && (await ship(app, warehouse, order.placed.id)))));
    at(daysAgo - 1 - CONFIRM_AFTER_DAYS, () =>
      tolerate(async () => void (order.placed && (await call(app, owner, 'POST', '/api/order/confirm', { id: order.placed.id })))),
    );
  }
  const today = bigOrder();
  at(0, () => tolerate(async () => void (await placeAsZhao(today))));
}
