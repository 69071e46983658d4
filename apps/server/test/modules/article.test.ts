import { ARTICLE_CATEGORY } from '@yc/contracts';
import { describe, expect, it } from 'vitest';
import { helpArticles, industryNews } from '../../src/seed/data/content.js';
import { fileApp } from '../helper.js';

const app = fileApp();

const get = (url: string) => app.inject({ method: 'GET', url });

describe('GET /api/article/category', () => {
  it('category 3 is the industry news, newest first, paged', async () => {
    const res = await get(`/api/article/category?category_id=${ARTICLE_CATEGORY.hy}&page=1&page_size=5`);
    const { code, data } = res.json();
    expect(code).toBe(10000);
    expect(ARTICLE_CATEGORY.hy).toBe(3);
    expect(data.category).toEqual({ id: 3, key: 'hy', name: '行业新闻', kind: 'news' });
    expect(data.total).toBe(industryNews.length);
    expect(data.list).toHaveLength(5);
    const times = data.list.map((a: { published_at: number }) => a.published_at);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(String(times[0])).toHaveLength(10);
    expect(data.list[0].summary.length).toBeGreaterThan(10);
    const second = (await get(`/api/article/category?category_id=3&page=2&page_size=5`)).json().data;
    expect(second.list[0].id).not.toBe(data.list[0].id);
    expect(second.list[0].published_at).toBeLessThanOrEqual(times[4]);
  });

  it('lists a help group in its written order', async () => {
    const { data } = (await get(`/api/article/category?category_id=${ARTICLE_CATEGORY.xrzn}`)).json();
    expect(data.category.kind).toBe('help');
    expect(data.list.map((a: { title: string }) => a.title)).toEqual(['会员注册', '购物指南', '安全购药']);
  });

  it('refuses a bad id with 422 and an unknown one with a Chinese 404', async () => {
    const bad = await get('/api/article/category?category_id=abc');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toBe('栏目编号不正确');
    const missing = await get('/api/article/category');
    expect(missing.statusCode).toBe(422);
    const unknown = await get('/api/article/category?category_id=9999');
    expect(unknown.json()).toMatchObject({ code: 404, msg: '栏目不存在' });
    expect((await get('/api/article/category?category_id=3&page_size=1000')).statusCode).toBe(422);
  });
});

describe('article detail', () => {
  it('answers a news article with its body and its neighbours in the list', async () => {
    const list = (await get('/api/article/category?category_id=3&page_size=3')).json().data.list;
    const { code, data } = (await get(`/api/article/detail/${list[1].id}`)).json();
    expect(code).toBe(10000);
    expect(data.title).toBe(list[1].title);
    expect(data.body).toContain('<p>');
    expect(data.category.key).toBe('hy');
    expect(data.prev).toEqual({ id: list[0].id, title: list[0].title });
    expect(data.next).toEqual({ id: list[2].id, title: list[2].title });
    const first = (await get(`/api/article/detail/${list[0].id}`)).json().data;
    expect(first.prev).toBeNull();
  });

  it('opens the fixed pages by slug: every help route and the privacy policy', async () => {
    for (const a of helpArticles) {
      const { code, data } = (await get(`/api/article/page/${a.slug}`)).json();
      expect(code, a.slug).toBe(10000);
      expect(data.title).toBe(a.title);
      expect(data.body).toBe(a.body_html);
    }
    const privacy = (await get('/api/article/page/privacy')).json().data;
    expect(privacy.category.id).toBe(ARTICLE_CATEGORY.privacy);
    expect(privacy.title).toContain('隐私');
  });

  it('refuses bad ids and slugs with 422, unknown ones with 404', async () => {
    const bad = await get('/api/article/detail/0');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().msg).toBe('文章编号不正确');
    expect((await get('/api/article/detail/99999')).json()).toMatchObject({ code: 404, msg: '文章不存在' });
    const script = await get(`/api/article/page/${encodeURIComponent('<script>')}`);
    expect(script.statusCode).toBe(422);
    expect(script.json().msg).toBe('文章不存在');
    expect((await get('/api/article/page/nosuchpage')).json().code).toBe(404);
  });
});

describe('GET /api/focus/postList', () => {
  it('answers the newest posts of both news lists, each with its list', async () => {
    const { code, data } = (await get('/api/focus/postList?page_size=8')).json();
    expect(code).toBe(10000);
    expect(data.total).toBe(20);
    expect(data.list).toHaveLength(8);
    expect(new Set(data.list.map((p: { type: string }) => p.type))).toEqual(new Set(['hy', 'company']));
    const times = data.list.map((p: { published_at: number }) => p.published_at);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const detail = (await get(`/api/article/detail/${data.list[0].id}`)).json().data;
    expect(detail.category.key).toBe(data.list[0].type);
  });

  it('refuses a bad page with 422', async () => {
    const res = await get('/api/focus/postList?page=0');
    expect(res.statusCode).toBe(422);
    expect(res.json().msg).toBe('页码不能小于1');
  });
});
