import { describe, expect, it } from 'vitest';
import { ladderRows, ladderSummary } from './ladder';
import { changeListing, goodsListParams, listingSearch, parseListing } from './listing-params';
import { clampQuantity, quantityRange } from './quantity';

const rules = { number: 100, min_qty: 1, mid_pack: 1, qg_number: 0, is_hm: 0, hm_limit: 0 };

describe('quantity rules', () => {
  it.each([
    [{}, { step: 1, min: 1, max: 100 }],
    [{ mid_pack: 10 }, { step: 10, min: 10, max: 100 }],
    [{ mid_pack: 10, min_qty: 15 }, { step: 10, min: 20, max: 100 }],
    [{ mid_pack: 12, number: 100 }, { step: 12, min: 12, max: 96 }],
    [{ qg_number: 5 }, { step: 1, min: 1, max: 5 }],
    [{ is_hm: 1, hm_limit: 3 }, { step: 1, min: 1, max: 3 }],
    [{ number: 0 }, { step: 1, min: 1, max: 0 }],
    [{ mid_pack: 10, number: 9 }, { step: 10, min: 10, max: 0 }],
  ])('%j gives %j', (overrides, range) => {
    expect(quantityRange({ ...rules, ...overrides })).toEqual(range);
  });

  it('brings a typed quantity onto the grid of middle packs within the range', () => {
    const range = { step: 10, min: 20, max: 100 };
    expect(clampQuantity(3, range)).toBe(20);
    expect(clampQuantity(31, range)).toBe(40);
    expect(clampQuantity(500, range)).toBe(100);
    expect(clampQuantity(Number.NaN, range)).toBe(20);
  });
});

describe('ladder tiers (type 1: up to the number)', () => {
  it('reads as ranges, the last one open-ended', () => {
    const goods = { bzdw: '盒', ladder_price: [{ number: 50, price: 11 }, { number: 10, price: 12 }, { number: 100, price: 10.5 }] };
    expect(ladderRows(goods)).toEqual([
      { range: '1-10盒', price: '¥12.00' },
      { range: '11-50盒', price: '¥11.00' },
      { range: '≥51盒', price: '¥10.50' },
    ]);
    expect(ladderSummary({ bzdw: '瓶', ladder_price: [{ number: 5, price: 3 }] })).toBe('≥1瓶 ¥3.00');
  });
});

describe('listing address and request', () => {
  it('reads the address, ignoring what is not valid', () => {
    const state = parseListing(new URLSearchParams('category_id=12&kind=qx&sort=sales&page=3&page_size=40&yx=1&jxq=0&in_stock=1&manufacturer=%20华北%20'));
    expect(state).toEqual({
      categoryId: 12,
      kind: 'qx',
      manufacturer: '华北',
      keywords: undefined,
      type: 0,
      flags: ['yx'],
      inStock: true,
      sort: 'sales',
      page: 3,
      pageSize: 40,
    });
    expect(parseListing(new URLSearchParams('category_id=-1&kind=x&sort=bogus&page=0&page_size=33'))).toMatchObject({
      categoryId: undefined,
      kind: undefined,
      sort: 'default',
      page: 1,
      pageSize: 20,
    });
  });

  it('writes back only what differs from the defaults, and a filter change goes back to page 1', () => {
    const state = parseListing(new URLSearchParams('sort=sales&page=3'));
    expect(listingSearch(state).toString()).toBe('sort=sales&page=3');
    expect(listingSearch(changeListing(state, { inStock: true })).toString()).toBe('in_stock=1&sort=sales');
    expect(listingSearch(changeListing(state, { page: 4 })).toString()).toBe('sort=sales&page=4');
  });

  it('puts the zone select first, then the zone filters and the buyer choices', () => {
    const state = parseListing(new URLSearchParams('keywords=amxl&type=0&qx=1&page=2'));
    expect(goodsListParams(state, { select: { yx: 1 }, brandId: 7 })).toEqual({
      select: 'yx=1',
      brand_id: 7,
      keywords: 'amxl',
      type: 0,
      qx: 1,
      sort: 'default',
      page: 2,
      page_size: 20,
    });
    expect(goodsListParams(parseListing(new URLSearchParams('category_id=5')), { kind: 'youx' })).toMatchObject({ category_id: 5, category_kind: 'youx' });
  });
});
