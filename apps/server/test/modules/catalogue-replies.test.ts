/**
 * Listings, goods pages and suggestions answered from memory (lib/reply-cache.ts): buyers who see the
 * catalogue differently never share an answer, and an order's stock is on the next page at once.
 */
import { describe, expect, it } from 'vitest';
import { createBuyer, seedGoods } from '../fixtures.js';
import { fileApp, login } from '../helper.js';
import { get, okData, placeOrder, readyBuyer } from '../ops/order-flow.js';

const app = fileApp();

interface Card {
  id: number;
  price: number | null;
  price_text: string;
  number: number;
  sales: number;
}

const listed = async (cookie: string, name: string) =>
  (await okData<{ list: Card[] }>(get(app, cookie, `/api/goods/list?keywords=${encodeURIComponent(name)}`))).list;

describe('answers from memory', () => {
  it('are never shared between a verified store, a store under review and a visitor', async () => {
    const g = await seedGoods(app);
    const verified = (await readyBuyer(app)).cookie;
    const pending = await login(app, await createBuyer(app, { passed: false }));
    for (const url of [`/api/goods/detail/${g.id}`, `/api/goods/list?keywords=${encodeURIComponent(g.name)}`]) {
      const card = async (cookie: string) => {
        const res = get(app, cookie, url);
        expect((await res).headers['content-type']).toBe('application/json; charset=utf-8');
        const data = await okData<Card | { list: Card[] }>(res);
        return 'list' in data ? data.list.find((c) => c.id === g.id) : data;
      };
      expect(await card(verified)).toMatchObject({ price: g.basePrice / 100, price_text: '' });
      expect(await card(pending)).toMatchObject({ price: null, price_text: '资质审核中' });
      expect(await card('')).toMatchObject({ price: null, price_text: '登录可见' });
      expect(await card(verified)).toMatchObject({ price: g.basePrice / 100 });
    }
  });

  it('show the stock and sales an order leaves at once, though the page was just read', async () => {
    const g = await seedGoods(app, 'plain', { stock: 40 });
    const b = await readyBuyer(app);
    const before = (await listed(b.cookie, g.name)).find((c) => c.id === g.id);
    expect(before).toMatchObject({ number: 40 });
    await placeOrder(app, b, [{ goods: g, number: 4 }]);
    expect((await listed(b.cookie, g.name)).find((c) => c.id === g.id)).toMatchObject({ number: 36, sales: (before?.sales ?? 0) + 4 });
    expect(await okData<Card>(get(app, b.cookie, `/api/goods/detail/${g.id}`))).toMatchObject({ number: 36 });
  });
});
