import { describe, expect, it } from 'vitest';
import { computeShipping, type ShippingData, type ShippingLine, type ShippingRule } from '../../src/promotions/shipping.js';

// ¥10.00 freight, free from ¥99.00.
const rule: ShippingRule = { fee_fen: 1000, free_threshold_fen: 9900 };
const plain: ShippingLine = { number: 1, is_free_shipping: false, is_dpby: false, free_shipping_number: 0 };
const data = (shipping: number, missing: number, reason: ShippingData['free_reason'] = null): ShippingData => ({
  shipping_amount: shipping,
  no_trans_order_amount: missing,
  free_reason: reason,
});

describe('shipping_data', () => {
  it.each<[string, ShippingRule, ShippingLine[], number, ShippingData]>([
    // name, rule, selected lines, goods total after discounts, expected
    ['one fen short of the threshold', rule, [plain], 9899, data(1000, 1)],
    ['exactly at the threshold', rule, [plain], 9900, data(0, 0, 'threshold')],
    ['单品包邮 reached', rule, [plain, { ...plain, is_dpby: true, number: 5, free_shipping_number: 5 }], 100, data(0, 0, 'single_item')],
    ['单品包邮 one short', rule, [{ ...plain, is_dpby: true, number: 4, free_shipping_number: 5 }], 100, data(1000, 9800)],
    ['only 包邮 goods', rule, [{ ...plain, is_free_shipping: true }], 100, data(0, 0, 'free_shipping_goods')],
    ['包邮 goods mixed with others', rule, [{ ...plain, is_free_shipping: true }, plain], 100, data(1000, 9800)],
    ['nothing selected', rule, [], 0, data(0, 9900)],
    ['no threshold', { fee_fen: 1000, free_threshold_fen: null }, [plain], 50000, data(1000, 0)],
    ['no fee', { fee_fen: 0, free_threshold_fen: 9900 }, [plain], 100, data(0, 0)],
  ])('%s', (_name, shippingRule, lines, total, expected) => {
    expect(computeShipping(shippingRule, lines, total)).toEqual(expected);
  });
});
