import { describe, expect, it } from 'vitest';
import { ladderRows, ladderSummary } from './ladder';
import { changeListing, goodsListParams, listingSearch, parseListing } from './listing-params';

describe('ladder tiers (type 1: up to the number)', () => {
  it('reads as ranges, the last one open-ended', () => {
    const goods = {
      bzdw: '盒',
      ladder_price: [
        { number: 50, price: 11 },
        { number: 10, price: 12 },
        { number: 100, price: 10.5 },
      ],
    };
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
    const state = parseListing(
      new URLSearchParams('category_id=12&kind=qx&sort=sales&page=3&page_size=40&yx=1&jxq=0&in_stock=1&manufacturer=%20华北%20'),
    );
    expect(state).toEqual({
      categoryId: 12,
      kind: 'qx',
      manufacturer: '华北',
      dosageForm: undefined,
      spec: undefined,
      yb: false,
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

  it('keeps the search facets (剂型, 规格, 医保) in the address and the request', () => {
    const state = parseListing(new URLSearchParams('keywords=阿莫西林&type=0&dosage_form=胶囊剂&ypgg=0.25g*24粒/盒&yb=1'));
    expect(state).toMatchObject({ dosageForm: '胶囊剂', spec: '0.25g*24粒/盒', yb: true });
    expect(parseListing(listingSearch(state))).toEqual(state);
    expect(goodsListParams(state)).toMatchObject({ dosage_form: '胶囊剂', ypgg: '0.25g*24粒/盒', yb: 1 });
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
    expect(goodsListParams(parseListing(new URLSearchParams('category_id=5')), { kind: 'youx' })).toMatchObject({
      category_id: 5,
      category_kind: 'youx',
    });
  });
});
