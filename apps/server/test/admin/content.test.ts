/** The console's content and service desk: articles the storefront shows, messages stores read, replies buyers see. */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { accountManagers, articleCategories, feedback, messages, stores, wantedRequests } from '../../src/db/schema/index.js';
import { loggedInBuyer } from '../fixtures.js';
import { fileApp } from '../helper.js';
import { asStaff, auditRowsOf, createStaff, loggedInStaff, staffCookieOf } from '../staff-fixtures.js';

const app = fileApp();
let cookie: string;
beforeAll(async () => {
  ({ cookie } = await loggedInStaff(app, 'merchandiser'));
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: Record<string, unknown>, as = cookie) =>
  asStaff(app, as, { method, url, payload });
const buyerGet = async (buyer: string, url: string) => (await app.inject({ method: 'GET', url, headers: { cookie: buyer } })).json();

let seq = 0;

/** A news category of the test's own: the seeded lists are counted by other test files. */
async function ownCategory(): Promise<number> {
  const [row] = await app.db
    .insert(articleCategories)
    .values({ kind: 'news', key: `t${process.pid % 100000}${(seq += 1)}`, name: '测试栏目' })
    .returning();
  return row.id;
}

describe('articles', () => {
  it("an article is listed in its category and read on the storefront; a help page's word is one article's", async () => {
    const categoryId = await ownCategory();
    const body = {
      category_id: categoryId,
      title: `测试新闻${process.pid}`,
      summary: '摘要',
      body: '<p>正文内容</p>',
      slug: '',
      sort: 0,
      published_at: '2030-01-01 09:00',
    };
    const res = await call('POST', '/api/admin/articles', body);
    expect(res.json()).toMatchObject({ code: 10000, msg: '文章已发布' });
    const id = res.json().data.id;
    const page = (await app.inject({ method: 'GET', url: `/api/article/category?category_id=${categoryId}` })).json().data;
    expect(page.list).toEqual([
      expect.objectContaining({ id, title: body.title, published_at: Date.parse('2030-01-01T09:00:00+08:00') / 1000 }),
    ]);
    const detail = (await app.inject({ method: 'GET', url: `/api/article/detail/${id}` })).json().data;
    expect(detail).toMatchObject({ title: body.title, body: '<p>正文内容</p>' });

    const taken = await call('POST', '/api/admin/articles', { ...body, slug: 'hyzc' });
    expect(taken.json()).toMatchObject({ code: 422, msg: '文章标识已被其他文章使用' });
    expect((await call('DELETE', `/api/admin/articles/${id}`)).json().code).toBe(10000);
    expect((await app.inject({ method: 'GET', url: `/api/article/detail/${id}` })).statusCode).toBe(404);
    expect((await auditRowsOf(app, 'article', id)).map((r) => r.action)).toEqual(['article.delete', 'article.create']);
  });

  it('renames a category: its page is titled so', async () => {
    const categoryId = await ownCategory();
    expect((await call('POST', `/api/admin/article-categories/${categoryId}`, { name: '行业动态', sort: 5 })).json().code).toBe(10000);
    const page = (await app.inject({ method: 'GET', url: `/api/article/category?category_id=${categoryId}` })).json().data;
    expect(page.category).toMatchObject({ id: categoryId, name: '行业动态' });
    expect((await auditRowsOf(app, 'article_category', categoryId))[0]).toMatchObject({
      before: { name: '测试栏目' },
      after: { name: '行业动态' },
    });
  });
});

describe('messages to stores', () => {
  it('reaches the stores picked, who read it at /wdxx, and the console counts who read it', async () => {
    const [a, b] = [await loggedInBuyer(app), await loggedInBuyer(app)];
    const res = await call('POST', '/api/admin/messages', {
      type: 'promotion',
      title: '测试活动通知',
      content: '本周末全场满减',
      audience: 'stores',
      store_ids: [a.buyer.storeId, b.buyer.storeId],
    });
    expect(res.json()).toMatchObject({ code: 10000, msg: '消息已发送给2家门店', data: { recipients: 2 } });
    const inbox = (await buyerGet(a.cookie, '/api/user/messages')).data.list;
    expect(inbox[0]).toMatchObject({ type: 'promotion', title: '测试活动通知', content: '本周末全场满减', is_read: 0 });
    await app.inject({ method: 'POST', url: '/api/user/messages/read', headers: { cookie: a.cookie }, payload: { ids: [inbox[0].id] } });
    const sent = (await call('GET', '/api/admin/messages')).json().data.list.find((m: { id: number }) => m.id === res.json().data.id);
    expect(sent).toMatchObject({ recipients: 2, read: 1, type_text: '活动消息', audience_text: '指定门店' });
  });

  it('refuses picking no store', async () => {
    const res = await call('POST', '/api/admin/messages', { type: 'system', title: '测试', content: '内容', audience: 'stores' });
    expect(res.json()).toMatchObject({ code: 422, msg: '请选择要发送的门店' });
  });
});

describe('feedback and product-wanted requests', () => {
  it('a reply to feedback is what the buyer reads at /yjfk, and a message tells the store', async () => {
    const { buyer, cookie: buyerCookie } = await loggedInBuyer(app);
    const [f] = await app.db
      .insert(feedback)
      .values({ storeId: buyer.storeId, type: '商品建议', content: '希望增加儿童退热贴规格' })
      .returning();
    const waiting = (await call('GET', `/api/admin/feedback?replied=0&keywords=${encodeURIComponent('儿童退热贴')}`)).json().data.list;
    expect(waiting.map((x: { id: number }) => x.id)).toContain(f.id);
    const res = await call('POST', `/api/admin/feedback/${f.id}/reply`, { reply: '已安排采购，下周上架' });
    expect(res.json()).toMatchObject({ code: 10000, msg: '已回复，门店可在意见反馈中查看' });
    const mine = (await buyerGet(buyerCookie, '/api/user/feedback_list')).data.list;
    expect(mine[0]).toMatchObject({ id: f.id, reply: '已安排采购，下周上架', is_replied: 1 });
    const [note] = await app.db.select().from(messages).where(eq(messages.storeId, buyer.storeId));
    expect(note.title).toBe('您的意见反馈已有回复');
  });

  it('an account manager sees and answers only the requests of the stores they look after', async () => {
    const [card] = await app.db.insert(accountManagers).values({ name: '测试经理', phone: '13900009999' }).returning();
    const mine = await loggedInBuyer(app);
    const other = await loggedInBuyer(app);
    await app.db.update(stores).set({ managerId: card.id }).where(eq(stores.id, mine.buyer.storeId));
    const [a] = await app.db.insert(wantedRequests).values({ storeId: mine.buyer.storeId, name: '经理门店求购', quantity: 5 }).returning();
    const [b] = await app.db.insert(wantedRequests).values({ storeId: other.buyer.storeId, name: '其他门店求购', quantity: 5 }).returning();
    const member = await createStaff(app, ['account_manager'], { accountManagerId: card.id });
    const manager = await staffCookieOf(app, member);
    const seen = (await call('GET', '/api/admin/wanted?page_size=100', undefined, manager))
      .json()
      .data.list.map((w: { id: number }) => w.id);
    expect(seen).toContain(a.id);
    expect(seen).not.toContain(b.id);
    const refused = await call('POST', `/api/admin/wanted/${b.id}/reply`, { reply: '有货', status: 'replied' }, manager);
    expect(refused.json()).toMatchObject({ code: 404, msg: '求购信息不存在' });
    const [untouched] = await app.db.select().from(wantedRequests).where(eq(wantedRequests.id, b.id));
    expect(untouched).toMatchObject({ status: 'pending', reply: null });
    expect((await call('POST', `/api/admin/wanted/${a.id}/reply`, { reply: '有货', status: 'replied' }, manager)).json().code).toBe(10000);
  });

  it('a reply to a wanted request sets its state for /pzqg', async () => {
    const { buyer, cookie: buyerCookie } = await loggedInBuyer(app);
    const [w] = await app.db.insert(wantedRequests).values({ storeId: buyer.storeId, name: '测试求购药', quantity: 20 }).returning();
    const res = await call('POST', `/api/admin/wanted/${w.id}/reply`, { reply: '暂无货源', status: 'closed' });
    expect(res.json().code).toBe(10000);
    const detail = (await buyerGet(buyerCookie, `/api/user/buy/${w.id}`)).data;
    expect(detail).toMatchObject({ status: 'closed', status_text: '已关闭', reply: '暂无货源' });
    expect((await auditRowsOf(app, 'wanted', w.id))[0]).toMatchObject({
      action: 'wanted.reply',
      before: { status: 'pending' },
      after: { status: 'closed' },
    });
    const blank = await call('POST', `/api/admin/wanted/${w.id}/reply`, { reply: ' ', status: 'replied' });
    expect(blank.json()).toMatchObject({ code: 422, msg: '请输入回复内容' });
  });
});
