/**
 * GET never changes state (DESIGN, security): every GET route of the API is called as a logged-in
 * member and an administrator, and a statement trigger on every table records any write it makes.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { chinaToday } from '../src/lib/china-day.js';
import { seedGoods } from './fixtures.js';
import { fileApp } from './helper.js';
import { okData, post, readyBuyer, shippedOrder } from './ops/order-flow.js';
import { appRoutes } from './route-tree.js';
import { loggedInStaff } from './staff-fixtures.js';

/** Tables any request may write, a read too: the rate-limit windows count requests, they are no business state. */
const COUNTERS = ['rate_limit_counters'].map((t) => `'${t}'`).join(', ');

const app = fileApp();
let cookie: string;
let storeId: number;
beforeAll(async () => {
  // A store with a completed order (and its invoice) and a chat conversation, so the reads by id find their rows.
  const buyer = await readyBuyer(app);
  storeId = buyer.storeId;
  const order = await shippedOrder(app, buyer, [{ goods: await seedGoods(app), number: 2 }], 'online');
  await okData(post(app, buyer.cookie, '/api/order/confirm', { id: order.orderId }));
  await okData(post(app, buyer.cookie, '/api/chat/send', { kind: 'text', client_msg_id: 'get-audit-1', body: '你好' }));
  cookie = `${buyer.cookie}; ${(await loggedInStaff(app, 'admin')).cookie}`;
  await app.db.execute(sql.raw(`
    CREATE TABLE get_writes (at_table text, op text);
    CREATE FUNCTION log_get_write() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO get_writes VALUES (TG_TABLE_NAME, TG_OP); RETURN NULL; END $$;
    DO $$ DECLARE t text; BEGIN
      FOR t IN SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename NOT IN ('get_writes', ${COUNTERS}) LOOP
        EXECUTE format('CREATE TRIGGER log_get_write AFTER INSERT OR UPDATE OR DELETE ON %I FOR EACH STATEMENT EXECUTE FUNCTION log_get_write()', t);
      END LOOP;
    END $$;`));
});

/** Every GET route of the app. */
const getRoutes = () => appRoutes(app).flatMap(({ method, url }) => (method === 'GET' ? [url] : []));

const PARAMS: Record<string, string> = { token: 'x', name: 'x.png', file: 'x.png', kind: 'goods', slug: 'about', value: '13800000001', slot: 'demo', month: chinaToday().slice(0, 7) };
/** Routes whose `:id` must be a row of the member's store (or any row, for the console) to reach the read. */
const ID_OF: Record<string, string> = {
  '/api/order/info/:id': 'orders',
  '/api/order/wl/:id': 'orders',
  '/api/admin/orders/:id': 'orders',
  '/api/admin/orders/:id/hm-receipt': 'orders',
  '/api/hm/receipt/:orderId': 'orders',
  '/api/invoice/:id/pdf': 'invoices',
  '/api/admin/invoices/:id/pdf': 'invoices',
  '/api/order/returnInfo/:id': 'after_sales',
  '/api/order/afterSalesInfo/:id': 'after_sales',
  '/api/admin/chat/conversations/:id': 'chat_conversations',
  '/api/admin/chat/conversations/:id/messages': 'chat_conversations',
};
async function idIn(table: string): Promise<string> {
  const { rows } = await app.db.execute<{ id: number | null }>(sql`SELECT max(id) AS id FROM ${sql.identifier(table)} WHERE store_id = ${storeId}`);
  return String(rows[0]?.id ?? 1);
}
const QUERY: Record<string, string> = {
  '/api/draw': 'id=1',
  '/api/draw/simple/check': 'id=1',
  '/api/draw/new_record': 'id=1',
  '/api/goods/search': 'keywords=阿莫&type=0',
  '/api/goods/activities': 'goods_id=1',
  '/api/activity/info': 'id=1',
  '/api/activity/tap': 'id=1',
  '/api/article/category': 'category_id=3',
  '/api/pay/check_cz_order': 'id=1',
  '/api/user/orders/export': `from=${chinaToday()}&to=${chinaToday()}`,
};

describe('GET never changes state', () => {
  it('no GET route writes a row', { timeout: 120_000 }, async () => {
    const routes = getRoutes().filter((r) => !r.endsWith('/ws'));
    expect(routes.length).toBeGreaterThan(100);
    const writes: string[] = [];
    for (const route of routes) {
      const id = ID_OF[route] ? await idIn(ID_OF[route]) : '1';
      const path = route.replace(/:(\w+)/g, (_, p: string) => encodeURIComponent(PARAMS[p] ?? id));
      const url = QUERY[route] ? `${path}?${QUERY[route]}` : path;
      await app.db.execute(sql`DELETE FROM get_writes`);
      await app.inject({ method: 'GET', url, headers: { cookie } });
      const rows = (await app.db.execute<{ at_table: string; op: string }>(sql`SELECT DISTINCT at_table, op FROM get_writes`)).rows;
      for (const r of rows) writes.push(`${url}: ${r.op} ${r.at_table}`);
    }
    expect(writes).toEqual([]);
  });
});
