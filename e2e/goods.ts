/** Goods of the seeded catalogue a journey may put in a cart and check out, read through the page's own API. */
import { fitQuantity } from '@yc/contracts';
import type { Page } from 'playwright-core';
import { pageApi } from './browser.js';

/** The listing's wire shape this reads (a subset of the contracts' GoodsCard). */
export interface ListedGoods {
  id: number;
  name: string;
  sccj: string;
  price: number | null;
  number: number;
  min_qty: number;
  mid_pack: number;
  bzdw: string;
  qg_number: number;
  is_buy: number;
  is_hm: number;
  hm_limit: number;
  is_kx: number;
  goods_type: number;
}

const orderable = (g: ListedGoods) => g.is_buy === 1 && g.is_kx === 0 && g.goods_type === 1 && g.price !== null && g.qg_number === 0 && g.number > 50;

/** The first `count` goods the logged-in store may order (含麻 ones when asked), skipping those in `skip`. */
export async function orderableGoods(page: Page, count: number, { hm = false, skip = new Set<number>() } = {}): Promise<ListedGoods[]> {
  const found: ListedGoods[] = [];
  for (let p = 1; p <= 30 && found.length < count; p += 1) {
    const { list } = await pageApi<{ list: ListedGoods[] }>(page, `/api/goods/list?page=${p}&page_size=100`);
    found.push(...list.filter((g) => orderable(g) && g.is_hm === (hm ? 1 : 0) && !skip.has(g.id)).slice(0, count - found.length));
  }
  if (found.length < count) throw new Error('the seeded catalogue has no goods for this journey');
  return found;
}

/** Units of a goods the cart takes: the store's one quantity rule (起订量, whole middle packs where sold so). */
export const unitsOf = (g: ListedGoods, wanted: number): number => fitQuantity(g, wanted).number;

/** An unpaid order of `goods` placed through the cart and checkout as step 2 places it (no coupon). */
export async function placeOrder(page: Page, goods: ListedGoods, units: number): Promise<{ id: number; order_no: string; pay_amount: number }> {
  const added = await pageApi<{ ids: number[] }>(page, '/api/cart', { params: [{ goods_id: goods.id, price: goods.price, number: units }] });
  const placed = await pageApi<{ order_id: number; order_no: string; pay_amount: number }>(page, '/api/cart/checkout', {
    ids: added.ids,
    coupon_id: 0,
  });
  return { id: placed.order_id, order_no: placed.order_no, pay_amount: placed.pay_amount };
}
