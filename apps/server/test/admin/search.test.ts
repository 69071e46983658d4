/** The console's search: aliases the merchandisers edit apply to the storefront, misses are counted, renamed goods are found. */
import type { AdminSearchMisses, AdminSynonymPage, GoodsListPage } from '@yc/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createBuyer } from '../fixtures.js';
import { fileApp, login } from '../helper.js';
import { asStaff, auditRowsOf, loggedInStaff } from '../staff-fixtures.js';
import { goodsBody, newGoods } from './catalog-fixtures.js';

const app = fileApp();
let merch: string;
let buyer: string;
beforeAll(async () => {
  ({ cookie: merch } = await loggedInStaff(app, 'merchandiser'));
  buyer = await login(app, await createBuyer(app));
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: Record<string, unknown>, cookie = merch) =>
  asStaff(app, cookie, { method, url, payload });
const search = async (keywords: string) =>
  (
    await app.inject({
      method: 'GET',
      url: `/api/goods/list?keywords=${encodeURIComponent(keywords)}&page_size=50`,
      headers: { cookie: buyer },
    })
  ).json().data as GoodsListPage;
const miss = (keywords: string, cookie = buyer) =>
  app.inject({ method: 'POST', url: '/api/goods/search/miss', headers: { cookie }, payload: { keywords } });

describe('aliases (/api/admin/search/synonyms)', () => {
  it('an alias the merchandiser adds finds its drug on the storefront at once, and is audited', async () => {
    expect((await search('退热灵')).total).toBe(0);
    const res = await call('POST', '/api/admin/search/synonyms', { term: '退热灵', target: '对乙酰氨基酚' });
    expect(res.json()).toMatchObject({ code: 10000, msg: '别名已添加' });
    const id = res.json().data.id as number;
    const found = await search('退热灵');
    expect(found.total).toBeGreaterThan(0);
    expect(found.list.every((c) => c.name.includes('对乙酰氨基酚'))).toBe(true);
    expect(await auditRowsOf(app, 'search_synonym', id)).toHaveLength(1);

    const listed = (await call('GET', '/api/admin/search/synonyms?keywords=退热')).json().data as AdminSynonymPage;
    expect(listed.list.map((s) => s.term)).toEqual(['退热灵']);

    expect((await call('POST', `/api/admin/search/synonyms/${id}`, { term: '退热灵', target: '布洛芬' })).json().code).toBe(10000);
    expect((await search('退热灵')).list.every((c) => c.name.includes('布洛芬'))).toBe(true);

    expect((await call('DELETE', `/api/admin/search/synonyms/${id}`)).json().code).toBe(10000);
    expect((await search('退热灵')).total).toBe(0);
  });

  it('an alias bound to a maker ranks that maker’s goods first, other makers’ after', async () => {
    const res = await call('POST', '/api/admin/search/synonyms', { term: '强生退热液', target: '布洛芬混悬液', maker: '上海强生' });
    expect(res.json().code).toBe(10000);
    const id = res.json().data.id as number;
    const listed = (await call('GET', '/api/admin/search/synonyms?keywords=强生退热')).json().data as AdminSynonymPage;
    expect(listed.list).toMatchObject([{ term: '强生退热液', target: '布洛芬混悬液', maker: '上海强生' }]);
    const found = await search('强生退热液');
    expect(found.list[0].sccj).toContain('上海强生');
    expect(found.list.some((c) => !c.sccj.includes('上海强生'))).toBe(true);
    expect(found.list.every((c) => c.name.includes('布洛芬混悬液'))).toBe(true);

    // Without the maker the alias finds the drug of any maker, in the usual order.
    await call('POST', `/api/admin/search/synonyms/${id}`, { term: '强生退热液', target: '布洛芬混悬液' });
    expect((await call('GET', '/api/admin/search/synonyms?keywords=强生退热')).json().data.list[0].maker).toBe('');
    expect((await auditRowsOf(app, 'search_synonym', id)).length).toBe(2);
    const tooLong = await call('POST', '/api/admin/search/synonyms', { term: '某品牌', target: '布洛芬', maker: '厂'.repeat(31) });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().msg).toBe('品牌厂家不能超过30个字');
  });

  it('refuses a term already taken, an alias equal to its drug, and an unknown id', async () => {
    const taken = await call('POST', '/api/admin/search/synonyms', { term: '扑热息痛', target: '对乙酰氨基酚' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().msg).toBe('该别名已存在');
    const same = await call('POST', '/api/admin/search/synonyms', { term: '布洛芬', target: '布洛芬' });
    expect(same.json().msg).toBe('别名与药品名称不能相同');
    const empty = await call('POST', '/api/admin/search/synonyms', { term: '', target: '布洛芬' });
    expect(empty.statusCode).toBe(422);
    expect((await call('DELETE', '/api/admin/search/synonyms/99999999')).statusCode).toBe(404);
  });

  it('is the merchandisers’ work: other roles and buyers are refused', async () => {
    const { cookie: manager } = await loggedInStaff(app, 'account_manager');
    expect((await call('GET', '/api/admin/search/synonyms', undefined, manager)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/search/synonyms', { term: '某别名', target: '布洛芬' }, manager)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/search/misses', undefined, manager)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/search/misses', undefined, buyer)).statusCode).toBe(401);
  });
});

describe('zero-result queries', () => {
  it('the page reports a miss; the console lists the week’s with their counts and stores', async () => {
    const other = await login(app, await createBuyer(app));
    for (const cookie of [buyer, buyer, other]) expect((await miss('量子纠缠胶囊', cookie)).json().code).toBe(10000);
    const listed = (await call('GET', '/api/admin/search/misses')).json().data as AdminSearchMisses;
    expect(listed.find((m) => m.keywords === '量子纠缠胶囊')).toMatchObject({ count: 3, stores: 2 });
  });

  it('a query that finds goods is not counted, and the body may not name a store', async () => {
    await miss('阿莫西林');
    const listed = (await call('GET', '/api/admin/search/misses')).json().data as AdminSearchMisses;
    expect(listed.some((m) => m.keywords === '阿莫西林')).toBe(false);
    const named = await app.inject({
      method: 'POST',
      url: '/api/goods/search/miss',
      headers: { cookie: buyer },
      payload: { keywords: '量子', store_id: 1 },
    });
    expect(named.statusCode).toBe(422);
    expect((await miss('')).json().msg).toBe('请输入搜索关键词');
  });
});

describe('goods saved in the console are searched by what they are now', () => {
  it('a renamed goods is found by its new name, its pinyin initials and its spec, and no longer by the old name', async () => {
    const g = await newGoods(app);
    const res = await call(
      'POST',
      `/api/admin/goods/${g.id}`,
      goodsBody(g, { name: '雪莲退烧贴', common_name: '雪莲退烧贴', spec: '5贴/盒' }),
    );
    expect(res.json().code).toBe(10000);
    for (const q of ['雪莲退烧贴', '雪莲 5贴', 'xlts', 'xuelian'])
      expect(
        (await search(q)).list.map((c) => c.id),
        q,
      ).toContain(g.id);
    expect((await search(g.name)).list.map((c) => c.id)).not.toContain(g.id);
  });

  it('a suggestion asked before the rename, and held, is made again with the new name', async () => {
    const url = `/api/goods/search?keywords=${encodeURIComponent('冰川')}&type=0`;
    const suggest = async () => (await app.inject({ method: 'GET', url })).json().data as string[];
    expect(await suggest()).toEqual([]);
    expect(await suggest()).toEqual([]);
    const g = await newGoods(app);
    const res = await call('POST', `/api/admin/goods/${g.id}`, goodsBody(g, { name: '冰川退热贴', common_name: '冰川退热贴' }));
    expect(res.json().code).toBe(10000);
    expect(await suggest()).toEqual(['冰川退热贴']);
  });
});
