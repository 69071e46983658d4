/**
 * A checkout locks its goods rows while another store adds the same goods to its cart. The add's
 * insert takes a key-share lock on each goods row it names, in the order of its lines; a checkout's
 * FOR UPDATE waited for those locks, so an add naming Y then X and a checkout holding X and wanting Y
 * deadlocked (PostgreSQL aborted one: a 500). FOR NO KEY UPDATE does not wait for key-share locks.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems } from '../../src/db/schema/index.js';
import { seedGoods } from '../fixtures.js';
import { fileApp } from '../helper.js';
import { post, readyBuyer } from '../ops/order-flow.js';

const app = fileApp();

const waitingOnALock = async () =>
  (await app.db.execute(sql`SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`)).rows.length >
  0;

describe('checkout beside another store’s add to cart', () => {
  it('does not deadlock with an add that names its goods in the other order', async () => {
    // X before Y in id order, the order a checkout locks them in.
    const [x, y] = [await seedGoods(app, 'plain', { stock: 100 }), await seedGoods(app, 'plain', { stock: 100 })].sort(
      (a, b) => a.id - b.id,
    );
    const [adder, payer] = [await readyBuyer(app), await readyBuyer(app)];
    const added = await post(app, payer.cookie, '/api/cart', { params: [x, y].map((g) => ({ goods_id: g.id, price: 1, number: 1 })) });
    const ids = added.json().data.ids as number[];

    let lineY = () => undefined as void;
    const yInserted = new Promise<void>((resolve) => (lineY = resolve));
    let checkoutSeen = () => undefined as void;
    const seen = new Promise<void>((resolve) => (checkoutSeen = resolve));
    // The other store's add, its lines Y then X, held open between the two as a busy database would.
    const otherAdd = app.db.transaction(async (tx) => {
      await tx.insert(cartItems).values({ storeId: adder.storeId, goodsId: y.id, number: 1, isSelected: 1 });
      lineY();
      await seen;
      await tx.insert(cartItems).values({ storeId: adder.storeId, goodsId: x.id, number: 1, isSelected: 1 });
    });
    await yInserted;
    const checkout = post(app, payer.cookie, '/api/cart/checkout', { ids });
    let done = false;
    void checkout.finally(() => (done = true));
    // The checkout either finishes, or waits for Y (the old lock): then the add goes on to X.
    await expect.poll(async () => done || (await waitingOnALock()), { timeout: 20_000 }).toBe(true);
    checkoutSeen();
    await otherAdd;
    const answer = await checkout;
    expect({ status: answer.statusCode, code: answer.json().code }).toEqual({ status: 200, code: 10000 });
  });
});
