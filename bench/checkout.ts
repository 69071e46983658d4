/**
 * Load scenario for checkout: many stores at once add two goods to the cart, check out and pay from
 * the wallet, against the real app (buildApp listening on a local port) on the embedded PostgreSQL in
 * a temporary DATA_DIR, or on DATABASE_URL. The goods are a small hot set, so checkouts contend for
 * the same stock rows as on a sale day. Prints orders per second and checkout p50/p99 and writes
 * bench/results/checkout.json (one entry per kind of database).
 *
 *   npx tsx bench/checkout.ts                                             # embedded PostgreSQL, seeded afresh
 *   DATABASE_URL=postgres://127.0.0.1:5432/test npx tsx bench/checkout.ts # an external (reset) database
 *   BENCH_BUYERS=400 BENCH_CONNECTIONS=40 …                               # more stores, more at once
 *   BENCH_ONLY=lines npx tsx bench/checkout.ts                            # only the carts of CHECKOUT_MAX_LINES lines
 *
 * Then, one store at a time, BENCH_BIG_CARTS stores each check out a cart of CHECKOUT_MAX_LINES (300)
 * lines, a weekly restock in one order (issue 36: target < 2 s).
 */
import { CHECKOUT_MAX_LINES } from '@yc/contracts';
import { inArray, sql } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../apps/server/src/db/client.js';
import { openDatabase } from '../apps/server/src/db/database.js';
import { goods, orders } from '../apps/server/src/db/schema/index.js';
import { seedIfEmpty } from '../apps/server/src/seed/index.js';
import {
  addAddress,
  createBuyer,
  fundWallet,
  PAY_PASSWORD,
  seedGoods,
  sessionCookie,
  signedContract,
  type TestGoods,
} from '../apps/server/test/fixtures.js';
import { buildServedApp } from './catalogue.js';

const BUYERS = Number(process.env.BENCH_BUYERS ?? 200);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const WARMUP_BUYERS = 20;
const HOT_GOODS = 50;
const SEED_GOODS = 3000;
const BIG_CARTS = Number(process.env.BENCH_BIG_CARTS ?? 5);
const ONLY_LINES = process.env.BENCH_ONLY === 'lines';
/** POST /api/cart takes this many lines a call. */
const ADD_BATCH = 100;

const here = path.dirname(fileURLToPath(import.meta.url));
const external = process.env.DATABASE_URL;
const dataDir = external ? '' : fs.mkdtempSync(path.join(os.tmpdir(), 'yc-bench-checkout-'));

interface Envelope {
  code: number;
  msg: string;
  data: { ids?: number[]; order_id?: number } | null;
}

interface Flow {
  ok: boolean;
  failure?: string;
  add_ms: number;
  checkout_ms: number;
  pay_ms: number;
}

const percentile = (xs: number[], p: number) => {
  if (xs.length === 0) return 0;
  const sorted = [...xs].sort((a, b) => a - b);
  return Number(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)].toFixed(1));
};
const stats = (xs: number[]) => ({ p50: percentile(xs, 50), p99: percentile(xs, 99), max: percentile(xs, 100) });

/** A small deterministic generator, so every run orders the same lines. */
const lcg = (seed: number) => () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;

async function main(): Promise<void> {
  console.log(`数据库: ${external ? `DATABASE_URL ${new URL(external).host}${new URL(external).pathname}` : `内置 PostgreSQL ${dataDir}`}`);
  // One connection more than the load: the boot lock holds one while migrating and seeding.
  const database = await openDatabase(
    { databaseUrl: external, dataDir },
    { poolSize: CONNECTIONS + 1, prepare: (db) => seedIfEmpty(db, { goods: SEED_GOODS }) },
  );
  const app = await buildServedApp(database);
  try {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const hot: TestGoods[] = [];
    for (let i = 0; i < HOT_GOODS; i += 1) hot.push(await seedGoods(app, 'plain', { stock: 1_000_000 }));
    /** A store that may check out: verified, a contract signed, an address and money in its wallet. */
    const readyStore = async () => {
      const buyer = await createBuyer(app);
      await Promise.all([
        fundWallet(app, buyer.storeId, 1_000_000_000),
        signedContract(app, buyer.storeId),
        addAddress(app, buyer.storeId),
      ]);
      return { ...buyer, cookie: await sessionCookie(app, buyer) };
    };

    const buyers: { storeId: number; cookie: string }[] = [];
    if (!ONLY_LINES) {
      console.log(`准备 ${BUYERS + WARMUP_BUYERS} 个门店 (已认证、已签合同、有收货地址和余额)…`);
      for (let i = 0; i < BUYERS + WARMUP_BUYERS; i += 1) buyers.push(await readyStore());
    }

    const call = async (cookie: string, url: string, body: object): Promise<{ env: Envelope; ms: number }> => {
      const t = performance.now();
      const res = await fetch(`${base}${url}`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const env = (await res.json()) as Envelope;
      return { env, ms: performance.now() - t };
    };

    const flow = async (index: number): Promise<Flow> => {
      const { cookie } = buyers[index];
      const rand = lcg(index + 1);
      const picks = [...new Set([Math.floor(rand() * HOT_GOODS), Math.floor(rand() * HOT_GOODS)])];
      const params = picks.map((p) => ({ goods_id: hot[p].id, price: 0, number: 1 + Math.floor(rand() * 5) }));
      const add = await call(cookie, '/api/cart', { params });
      const ids = add.env.data?.ids ?? [];
      if (add.env.code !== 10000) return { ok: false, failure: `加购: ${add.env.msg}`, add_ms: add.ms, checkout_ms: 0, pay_ms: 0 };
      const checkout = await call(cookie, '/api/cart/checkout', { ids });
      const orderId = checkout.env.data?.order_id;
      if (checkout.env.code !== 10000 || orderId === undefined)
        return { ok: false, failure: `下单: ${checkout.env.msg}`, add_ms: add.ms, checkout_ms: checkout.ms, pay_ms: 0 };
      const pay = await call(cookie, '/api/pay/order', { order_id: orderId, method: 'wallet', pay_password: PAY_PASSWORD });
      return {
        ok: pay.env.code === 10000,
        failure: pay.env.code === 10000 ? undefined : `支付: ${pay.env.msg}`,
        add_ms: add.ms,
        checkout_ms: checkout.ms,
        pay_ms: pay.ms,
      };
    };

    /** Runs flows first..last with CONNECTIONS of them in flight at once. */
    const run = async (first: number, last: number): Promise<Flow[]> => {
      const results: Flow[] = [];
      let next = first;
      const worker = async () => {
        while (next < last) results.push(await flow(next++));
      };
      await Promise.all(Array.from({ length: CONNECTIONS }, worker));
      return results;
    };

    const entries: Record<string, unknown> = {};
    if (!ONLY_LINES) {
      await run(BUYERS, BUYERS + WARMUP_BUYERS);
      const stockBefore = await hotStock(
        database.db,
        hot.map((g) => g.id),
      );
      console.log(`开始: ${BUYERS} 个门店，${CONNECTIONS} 个并发，每个门店 加购 → 下单 → 余额支付`);
      const t0 = performance.now();
      const flows = await run(0, BUYERS);
      const seconds = (performance.now() - t0) / 1000;

      const ok = flows.filter((f) => f.ok);
      const failures = [...new Set(flows.filter((f) => !f.ok).map((f) => f.failure))];
      const [paid] = (await database.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${orders} WHERE status = 'paid'`)).rows;
      const sold =
        stockBefore -
        (await hotStock(
          database.db,
          hot.map((g) => g.id),
        ));
      const result = {
        scenario: 'checkout: add to cart, check out, pay from the wallet',
        database: database.kind,
        buyers: BUYERS,
        connections: CONNECTIONS,
        hot_goods: HOT_GOODS,
        orders: ok.length,
        failures,
        seconds: Number(seconds.toFixed(2)),
        orders_per_s: Number((ok.length / seconds).toFixed(1)),
        checkout_ms: stats(ok.map((f) => f.checkout_ms)),
        add_ms: stats(ok.map((f) => f.add_ms)),
        pay_ms: stats(ok.map((f) => f.pay_ms)),
        units_sold: sold,
        paid_orders_in_db: paid.n,
        machine: `${os.cpus().length} cores, node ${process.version}`,
        at: new Date().toISOString(),
      };
      console.log(
        `订单 ${result.orders}/${BUYERS}，${result.orders_per_s} 单/秒；下单 p50 ${result.checkout_ms.p50} ms，p99 ${result.checkout_ms.p99} ms；` +
          `加购 p50 ${result.add_ms.p50} ms；支付 p50 ${result.pay_ms.p50} ms；售出 ${sold} 件${failures.length ? `；失败: ${failures.join('；')}` : ''}`,
      );
      entries[database.kind] = result;
    }

    // Carts of 300 lines: the goods of the hot set and more, each store's cart filled 100 lines a call.
    const lineGoods = [...hot];
    while (lineGoods.length < CHECKOUT_MAX_LINES) lineGoods.push(await seedGoods(app, 'plain', { stock: 1_000_000 }));
    console.log(`开始: ${BIG_CARTS} 个门店依次结算 ${CHECKOUT_MAX_LINES} 种商品的购物车`);
    const big: { checkout_ms: number; confirm_ms: number; pay_ms: number }[] = [];
    const bigFailures: string[] = [];
    for (let i = 0; i < BIG_CARTS; i += 1) {
      const { cookie } = await readyStore();
      const ids: number[] = [];
      for (let from = 0; from < CHECKOUT_MAX_LINES; from += ADD_BATCH) {
        const params = lineGoods.slice(from, from + ADD_BATCH).map((g, j) => ({ goods_id: g.id, price: 0, number: 1 + ((from + j) % 5) }));
        ids.push(...((await call(cookie, '/api/cart', { params })).env.data?.ids ?? []));
      }
      const t = performance.now();
      const confirm = await fetch(`${base}/api/cart/confirm?ids=${ids.join(',')}`, { headers: { cookie } });
      const confirmMs = performance.now() - t;
      const checkout = await call(cookie, '/api/cart/checkout', { ids });
      const orderId = checkout.env.data?.order_id;
      if (!confirm.ok || checkout.env.code !== 10000 || orderId === undefined) {
        bigFailures.push(`下单: ${checkout.env.msg}`);
        continue;
      }
      const pay = await call(cookie, '/api/pay/order', { order_id: orderId, method: 'wallet', pay_password: PAY_PASSWORD });
      if (pay.env.code !== 10000) bigFailures.push(`支付: ${pay.env.msg}`);
      big.push({ checkout_ms: checkout.ms, confirm_ms: confirmMs, pay_ms: pay.ms });
    }
    const lines = {
      scenario: `checkout of ${CHECKOUT_MAX_LINES} cart lines, one store at a time`,
      database: database.kind,
      carts: BIG_CARTS,
      orders: big.length,
      failures: bigFailures,
      checkout_ms: stats(big.map((b) => b.checkout_ms)),
      confirm_ms: stats(big.map((b) => b.confirm_ms)),
      pay_ms: stats(big.map((b) => b.pay_ms)),
      machine: `${os.cpus().length} cores, node ${process.version}`,
      at: new Date().toISOString(),
    };
    console.log(
      `${CHECKOUT_MAX_LINES} 种商品的订单 ${lines.orders}/${BIG_CARTS}：下单 p50 ${lines.checkout_ms.p50} ms，最慢 ${lines.checkout_ms.max} ms；` +
        `确认页 p50 ${lines.confirm_ms.p50} ms；支付 p50 ${lines.pay_ms.p50} ms${bigFailures.length ? `；失败: ${bigFailures.join('；')}` : ''}`,
    );
    entries[`${database.kind}, ${CHECKOUT_MAX_LINES} lines`] = lines;

    const file = path.join(here, 'results/checkout.json');
    const previous: Record<string, unknown> = fs.existsSync(file)
      ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>)
      : {};
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `${JSON.stringify({ ...previous, ...entries }, null, 2)}\n`);
    console.log(`结果已写入 ${path.relative(process.cwd(), file)}`);
  } finally {
    await app.close();
    await database.close();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function hotStock(db: Db, ids: number[]): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`sum(${goods.stock})::int` })
    .from(goods)
    .where(inArray(goods.id, ids));
  return row.n;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
