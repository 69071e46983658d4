import { describe, expect, it } from 'vitest';
import { computeGifts, type GiftBase, type GoodsGiftRule, type OrderGiftRule } from '../../src/promotions/gifts.js';

// 买10赠1 on goods 1, the gift being goods 1 itself.
const buy10get1: GoodsGiftRule = { goods_id: 1, buy_qty: 10, gift_qty: 1, gift_goods_id: 1, gift_name: '阿莫西林胶囊' };
// 满¥500 送 2 个口罩.
const orderGift: OrderGiftRule = { id: 9, threshold_fen: 50000, gift_qty: 2, gift_goods_id: null, gift_name: '医用口罩' };

describe('goods gifts repeat: floor(q / buy) × gift', () => {
  it.each<[string, GiftBase[], number | null]>([
    ['9 units', [{ goods_id: 1, number: 9 }], null],
    ['10 units', [{ goods_id: 1, number: 10 }], 1],
    ['25 units', [{ goods_id: 1, number: 25 }], 2],
    [
      '6 + 5 units over two lines',
      [
        { goods_id: 1, number: 6 },
        { goods_id: 1, number: 5 },
      ],
      1,
    ],
    ['other goods only', [{ goods_id: 2, number: 30 }], null],
  ])('%s', (_name, selected, gifts) => {
    const lines = computeGifts([buy10get1], [], selected, 0);
    expect(lines.map((l) => l.number)[0] ?? null).toBe(gifts);
    for (const gift of lines) expect(gift).toMatchObject({ goods: { goods_id: 1, name: '阿莫西林胶囊' }, price_fen: 0 });
  });
});

describe('order-threshold gifts', () => {
  it.each([
    [49999, 0],
    [50000, 1],
  ])('subtotal %i gives %i gift line', (amount, count) => {
    const lines = computeGifts([], [orderGift], [{ goods_id: 2, number: 1 }], amount);
    expect(lines).toHaveLength(count);
    if (count)
      expect(lines[0]).toEqual({
        goods: { goods_id: null, name: '医用口罩' },
        number: 2,
        price_fen: 0,
        source: { kind: 'order', rule_id: 9 },
      });
  });
});
