/** 医保, 处方/OTC, 冷链 and 饮片 data through the console, and the 药品网络销售禁止清单 rule: never on sale, never shown. */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { goods } from '../../src/db/schema/index.js';
import { createBuyer } from '../fixtures.js';
import { fileApp, login } from '../helper.js';
import { asStaff, loggedInStaff } from '../staff-fixtures.js';
import { goodsBody, goodsRow, newGoods } from './catalog-fixtures.js';

const app = fileApp();
let cookie: string;
let buyer: string;
beforeAll(async () => {
  ({ cookie } = await loggedInStaff(app, 'merchandiser'));
  buyer = await login(app, await createBuyer(app));
});

const call = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) => asStaff(app, cookie, { method, url, payload });
const storefront = async (url: string) => (await app.inject({ method: 'GET', url, headers: { cookie: buyer } })).json();
const listed = async (query: string) => (await storefront(`/api/goods/list?${query}`)).data.list.map((x: { id: number }) => x.id);
const named = (name: string) => `keywords=${encodeURIComponent(name)}`;

const INSULIN = {
  yb_code: 'xa10abc012a001',
  yb_class: '乙',
  rx_class: '处方药',
  is_essential: 1,
  is_vbp: 1,
  is_negotiated: 0,
  storage: '冷藏',
  cold_min_c: 2,
  cold_max_c: 8,
};

describe('the regulatory fields', () => {
  it('saves them in the console and shows them on the storefront detail, is_yb and is_rx following the classes', async () => {
    const g = await newGoods(app);
    expect((await call('POST', `/api/admin/goods/${g.id}`, goodsBody(g, INSULIN))).json().code).toBe(10000);
    const view = {
      yb_code: 'XA10ABC012A001',
      yb_class: '乙',
      rx_class: '处方药',
      is_essential: 1,
      is_vbp: 1,
      is_negotiated: 0,
      cold_chain: { min: 2, max: 8 },
      origin: '',
      shelf_life_months: null,
    };
    expect((await call('GET', `/api/admin/goods/${g.id}`)).json().data).toMatchObject({ ...view, restricted_class: null, is_rx: 1 });
    expect((await storefront(`/api/goods/detail/${g.id}`)).data).toMatchObject({ ...view, is_rx: 1 });
    expect(await goodsRow(app, g.id)).toMatchObject({ isYb: true, isRx: true, coldMinC: 2, coldMaxC: 8 });

    expect((await call('POST', `/api/admin/goods/${g.id}`, goodsBody(g, { rx_class: '乙类OTC' }))).json().code).toBe(10000);
    expect(await goodsRow(app, g.id)).toMatchObject({ ybClass: '非医保', isYb: false, rxClass: '乙类OTC', isRx: false, coldMinC: null });
  });

  it('keeps 产地 and 保质期 for 中药', async () => {
    const g = await newGoods(app);
    const body = goodsBody(g, { kind: 'tcm', rx_class: '', origin: '甘肃', shelf_life_months: 24 });
    expect((await call('POST', `/api/admin/goods/${g.id}`, body)).json().code).toBe(10000);
    expect((await storefront(`/api/goods/detail/${g.id}`)).data).toMatchObject({ origin: '甘肃', shelf_life_months: 24, rx_class: null });
  });

  it.each([
    [{ yb_class: '乙', yb_code: 'XA10-1' }, '医保编码只能包含字母和数字'],
    [{ yb_class: '乙', yb_code: 'X'.repeat(31) }, '医保编码不能超过30个字符'],
    [{ yb_code: 'XA10ABC012A001' }, '非医保商品不能填写医保编码'],
    [{ yb_class: '丁' }, '请选择医保类别'],
    [{ rx_class: '处方' }, '处方/OTC类别不正确'],
    [{ kind: 'device', rx_class: '甲类OTC' }, '医疗器械没有处方药/OTC类别'],
    [{ storage: '冷藏' }, '冷藏商品请填写冷链温度范围'],
    [{ cold_min_c: 2, cold_max_c: 8 }, '只有冷藏商品需填写冷链温度'],
    [{ storage: '冷藏', cold_min_c: 8, cold_max_c: 2 }, '冷链最高温度须高于最低温度'],
    [{ storage: '冷藏', cold_min_c: -40, cold_max_c: 2 }, '冷链最低温度不能小于-30'],
    [{ origin: '甘肃' }, '产地和保质期只适用于中药'],
    [{ kind: 'tcm', shelf_life_months: 0 }, '保质期（月）不能小于1'],
    [{ restricted_class: '保健品' }, '禁售类别不正确'],
  ])('refuses %o: %s', async (changes, msg) => {
    const g = await newGoods(app);
    const res = await call('POST', `/api/admin/goods/${g.id}`, goodsBody(g, changes));
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toBe(msg);
    expect(await goodsRow(app, g.id)).toEqual(g);
  });

  it('is edited by merchandisers only', async () => {
    const g = await newGoods(app);
    const { cookie: service } = await loggedInStaff(app, 'customer_service');
    const res = await asStaff(app, service, { method: 'POST', url: `/api/admin/goods/${g.id}`, payload: goodsBody(g, INSULIN) });
    expect(res.statusCode).toBe(403);
    expect((await asStaff(app, service, { method: 'POST', url: `/api/admin/goods/${g.id}/on-sale`, payload: { on_sale: 1 } })).statusCode).toBe(403);
    expect(await goodsRow(app, g.id)).toEqual(g);
  });
});

describe('the 药品网络销售禁止清单', () => {
  it('refuses to put a banned class on sale in the editor and by the on-sale switch, naming the class', async () => {
    const g = await newGoods(app);
    const refused = await call('POST', `/api/admin/goods/${g.id}`, goodsBody(g, { restricted_class: '疫苗', on_sale: 1 }));
    expect(refused.json()).toMatchObject({ code: 422, msg: '疫苗属于药品网络销售禁止清单，不能上架' });
    expect(await goodsRow(app, g.id)).toEqual(g);

    expect((await call('POST', `/api/admin/goods/${g.id}`, goodsBody(g, { restricted_class: '疫苗', on_sale: 0 }))).json().code).toBe(10000);
    const toggled = await call('POST', `/api/admin/goods/${g.id}/on-sale`, { on_sale: 1 });
    expect(toggled.json().code).not.toBe(10000);
    expect(toggled.json().msg).toBe('疫苗属于药品网络销售禁止清单，不能上架');
    expect(await goodsRow(app, g.id)).toMatchObject({ onSale: false, restrictedClass: '疫苗' });
    // Taking it off sale again is always allowed.
    expect((await call('POST', `/api/admin/goods/${g.id}/on-sale`, { on_sale: 0 })).json().code).toBe(10000);
  });

  it('never shows a banned goods to buyers, even when its row says on sale', async () => {
    const g = await newGoods(app);
    expect((await call('POST', `/api/admin/goods/${g.id}`, goodsBody(g, { restricted_class: '精神药品', on_sale: 0 }))).json().code).toBe(10000);
    await app.db.update(goods).set({ onSale: true }).where(eq(goods.id, g.id));
    expect(await listed(named(g.name))).not.toContain(g.id);
    expect((await storefront(`/api/goods/facets?${named(g.name)}`)).data.yb_class).toEqual([]);
    expect((await storefront(`/api/goods/detail/${g.id}`)).msg).toBe('商品不存在');

    // The same goods without the class goes back on sale and on the storefront: the class alone hid it.
    expect((await call('POST', `/api/admin/goods/${g.id}`, goodsBody(g, { on_sale: 1 }))).json().code).toBe(10000);
    expect(await listed(named(g.name))).toContain(g.id);
    expect((await storefront(`/api/goods/detail/${g.id}`)).data.id).toBe(g.id);
  });
});

describe('listing by 医保类别 and 处方/OTC', () => {
  it('filters the list and counts the facets', async () => {
    const a = await newGoods(app);
    const b = await newGoods(app);
    await call('POST', `/api/admin/goods/${a.id}`, goodsBody(a, { yb_class: '甲', rx_class: '处方药' }));
    await call('POST', `/api/admin/goods/${b.id}`, goodsBody(b, { yb_class: '乙', rx_class: '甲类OTC' }));
    const both = `${named('管理测试品')}`;
    expect(await listed(`${both}&yb_class=${encodeURIComponent('甲')}`)).toContain(a.id);
    expect(await listed(`${both}&yb_class=${encodeURIComponent('甲')}`)).not.toContain(b.id);
    expect(await listed(`${both}&rx_class=${encodeURIComponent('甲类OTC')}`)).toEqual(expect.arrayContaining([b.id]));
    expect(await listed(`${both}&rx_class=${encodeURIComponent('甲类OTC')}`)).not.toContain(a.id);
    expect(await listed(`${both}&yb_class=${encodeURIComponent('乙')}&rx_class=${encodeURIComponent('处方药')}`)).not.toEqual(expect.arrayContaining([a.id]));

    const facets = (await storefront(`/api/goods/facets?${named(a.name)}`)).data;
    expect(facets.yb_class).toEqual([{ value: '甲', count: 1 }]);
    expect(facets.rx_class).toEqual([{ value: '处方药', count: 1 }]);
    expect((await storefront(`/api/goods/list?yb_class=${encodeURIComponent('丁')}`)).msg).toBe('医保类别不正确');
  });
});
