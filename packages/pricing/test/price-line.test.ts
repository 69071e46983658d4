import { describe, expect, it } from 'vitest';
import { priceLine, type CartLineInput } from '../src/price-line.js';
import { basePrice, line } from './fixtures.js';

const flash = basePrice(1200, { flash: { price_fen: 800, remaining_stock: 3, per_order_limit: 0 } });

describe('forced unselected (spec section 4) and the promotable part', () => {
  it.each<[string, CartLineInput, boolean, string | null, number, number]>([
    // name, line, selected, reason, amount, promotable
    ['buyable and in stock', line({ id: 1, number: 5 }), true, null, 5000, 5000],
    ['not buyable', line({ id: 1, number: 2, is_buy: false }), false, '商品暂不可购买', 2000, 0],
    ['sold out', line({ id: 1, number: 2, stock: 0 }), false, '商品已售罄', 2000, 0],
    ['short of stock', line({ id: 1, number: 5, stock: 3 }), false, '库存不足', 5000, 0],
    ['unticked by the buyer', line({ id: 1, number: 2, is_selected: false }), false, null, 2000, 0],
    ['without with_coupon', line({ id: 1, number: 2, with_coupon: false }), true, null, 2000, 0],
    // 3 flash × 800 = 2400 covered by flash stock, regular stock 0 is enough
    ['flash stock covers it', line({ id: 1, number: 3, stock: 0, price: flash }), true, null, 2400, 0],
    // 3 × 800 + 2 × 1200 = 4800; only the 2400 at the regular price may take promotions
    ['flash units are not promotable', line({ id: 1, number: 5, price: flash }), true, null, 4800, 2400],
  ])('%s', (_name, input, selected, reason, amount, promotable) => {
    const priced = priceLine(input, 0);
    expect(priced.is_selected).toBe(selected);
    expect(priced.unselectable_reason).toBe(reason);
    expect(priced.amount_fen).toBe(amount);
    expect(priced.promotable_amount_fen).toBe(promotable);
  });

  it('shows the flash price first when part of the line is flash', () => {
    const priced = priceLine(line({ id: 1, number: 5, price: flash }), 0);
    expect([priced.unit_price_fen, priced.price_source]).toEqual([800, 'flash']);
  });
});
