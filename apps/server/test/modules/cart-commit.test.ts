/**
 * A change to the cart commits without waiting for the disk; an order and its payment still wait for it
 * (db/locks.ts, lockStoreForCart). A trigger on the tables records the setting PostgreSQL applies to the
 * commit of the transaction that wrote each row.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { seedGoods } from '../fixtures.js';
import { fileApp } from '../helper.js';
import { okData, payOrder, placeOrder, post, readyBuyer } from '../ops/order-flow.js';

const app = fileApp();

type Write = { tbl: string; op: string; sync_commit: string };

beforeAll(async () => {
  await app.db.execute(sql`
    CREATE TABLE commit_settings (id serial PRIMARY KEY, tbl text, op text, sync_commit text);
    CREATE FUNCTION record_commit_setting() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO commit_settings (tbl, op, sync_commit) VALUES (TG_TABLE_NAME, TG_OP, current_setting('synchronous_commit'));
      RETURN NULL;
    END $$;
    CREATE TRIGGER record_commit_setting AFTER INSERT OR UPDATE OR DELETE ON cart_items
      FOR EACH ROW EXECUTE FUNCTION record_commit_setting();
    CREATE TRIGGER record_commit_setting AFTER INSERT OR UPDATE ON orders
      FOR EACH ROW EXECUTE FUNCTION record_commit_setting();
    CREATE TRIGGER record_commit_setting AFTER INSERT ON payments
      FOR EACH ROW EXECUTE FUNCTION record_commit_setting();`);
});
beforeEach(() => app.db.execute(sql`TRUNCATE commit_settings`));

const writes = async () => (await app.db.execute<Write>(sql`SELECT tbl, op, sync_commit FROM commit_settings ORDER BY id`)).rows;

describe('committing changes to the cart', () => {
  it('adds, quick-adds, edits, selects and deletes lines without waiting for the disk', async () => {
    const b = await readyBuyer(app);
    const [g, h] = [await seedGoods(app, 'plain', { stock: 50 }), await seedGoods(app, 'plain', { stock: 50 })];
    const { ids } = await okData<{ ids: number[] }>(
      post(app, b.cookie, '/api/cart', { params: [{ goods_id: g.id, price: 0, number: 2 }] }),
    );
    await okData(post(app, b.cookie, `/api/cart/quick_add/${h.id}`, {}));
    await okData(post(app, b.cookie, `/api/cart/${ids[0]}/edit`, { params: { number: 3 } }));
    await okData(post(app, b.cookie, '/api/cart/batch_select', { ids, is_selected: 0 }));
    await okData(post(app, b.cookie, '/api/cart/batch_delete', { ids }));

    expect(await writes()).toEqual([
      { tbl: 'cart_items', op: 'INSERT', sync_commit: 'off' },
      { tbl: 'cart_items', op: 'INSERT', sync_commit: 'off' },
      { tbl: 'cart_items', op: 'UPDATE', sync_commit: 'off' },
      { tbl: 'cart_items', op: 'UPDATE', sync_commit: 'off' },
      { tbl: 'cart_items', op: 'DELETE', sync_commit: 'off' },
    ]);
    // The setting is the transaction's own: the pooled connection's next transaction is back to the default.
    const [{ setting }] = (
      await app.db.transaction((tx) => tx.execute<{ setting: string }>(sql`SELECT current_setting('synchronous_commit') AS setting`))
    ).rows;
    expect(setting).toBe('on');
  });

  it('places and pays an order waiting for the disk, the cart lines it takes included', async () => {
    const b = await readyBuyer(app);
    const g = await seedGoods(app, 'plain', { stock: 50 });
    const order = await placeOrder(app, b, [{ goods: g, number: 2 }]);
    await payOrder(app, b, order, 'wallet');

    const all = await writes();
    // The add is the cart's own change; everything from the checkout on is the order's.
    expect(all[0]).toEqual({ tbl: 'cart_items', op: 'INSERT', sync_commit: 'off' });
    const fromCheckout = all.slice(1);
    expect(fromCheckout).toEqual(
      expect.arrayContaining([
        { tbl: 'orders', op: 'INSERT', sync_commit: 'on' },
        { tbl: 'cart_items', op: 'DELETE', sync_commit: 'on' },
        { tbl: 'payments', op: 'INSERT', sync_commit: 'on' },
      ]),
    );
    expect(fromCheckout.filter((w) => w.sync_commit !== 'on')).toEqual([]);
  });
});
