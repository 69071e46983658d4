import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '../../src/db/schema/index.js';
import { createBuyer, expectInvalid, getAs, sessionCookie } from '../fixtures.js';
import { fileApp } from '../helper.js';

const app = fileApp();

const get = (url: string, cookie: string) => getAs(app, url, cookie);
const read = (cookie: string, payload: string) =>
  app.inject({
    method: 'POST',
    url: '/api/user/messages/read',
    headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    payload,
  });

/** A buyer with five messages, the first two already read. */
async function buyerWithMessages() {
  const buyer = await createBuyer(app);
  const rows = await app.db
    .insert(messages)
    .values([1, 2, 3, 4, 5].map((n) => ({ storeId: buyer.storeId, title: `通知${n}`, content: `内容${n}`, isRead: n <= 2 })))
    .returning({ id: messages.id });
  return { buyer, ids: rows.map((r) => r.id), cookie: await sessionCookie(app, buyer) };
}

const unreadOf = async (storeId: number) =>
  (await app.db.select().from(messages).where(eq(messages.storeId, storeId))).filter((m) => !m.isRead).length;

describe('GET /api/user/messages', () => {
  it('pages the store messages newest first, with the unread count of user/base', async () => {
    const { cookie, ids } = await buyerWithMessages();
    const res = (await get('/api/user/messages?page=1&page_size=2', cookie)).json();
    expect(res.code).toBe(10000);
    expect(res.data).toMatchObject({ total: 5, page: 1, page_size: 2, unread: 3 });
    expect(res.data.list.map((m: { id: number }) => m.id)).toEqual([ids[4], ids[3]]);
    expect((await get('/api/user/base', cookie)).json().data.message_count).toBe(3);
  });

  it('filters by is_read', async () => {
    const { cookie } = await buyerWithMessages();
    const unread = (await get('/api/user/messages?is_read=0', cookie)).json().data;
    expect(unread.list.map((m: { title: string }) => m.title).sort()).toEqual(['通知3', '通知4', '通知5']);
    const readOnes = (await get('/api/user/messages?is_read=1', cookie)).json().data;
    expect(readOnes.total).toBe(2);
    expect((await get('/api/user/messages?is_read=', cookie)).json().data.total).toBe(5);
    const bad = await get('/api/user/messages?is_read=2', cookie);
    expectInvalid(bad, '已读状态不正确');
  });

  it("never shows another store's messages", async () => {
    const mine = await buyerWithMessages();
    const other = await createBuyer(app);
    const cookie = await sessionCookie(app, other);
    const list = (await get('/api/user/messages', cookie)).json().data;
    expect(list.total).toBe(0);
    expect(list.list.map((m: { id: number }) => m.id)).not.toContain(mine.ids[0]);
  });
});

describe('POST /api/user/messages/read', () => {
  it('marks the given messages read and answers the new unread count', async () => {
    const { buyer, cookie, ids } = await buyerWithMessages();
    const res = await read(cookie, `ids[]=${ids[2]}&ids[]=${ids[3]}`);
    expect(res.json()).toMatchObject({ code: 10000, data: { updated: 2, unread: 1 } });
    expect(await unreadOf(buyer.storeId)).toBe(1);
    expect((await get('/api/user/base', cookie)).json().data.message_count).toBe(1);
  });

  it('marks all read', async () => {
    const { buyer, cookie } = await buyerWithMessages();
    expect((await read(cookie, 'all=1')).json().data).toEqual({ updated: 3, unread: 0 });
    expect(await unreadOf(buyer.storeId)).toBe(0);
  });

  it("refuses another store's message id with 404 and changes nothing, not even its own ids", async () => {
    const mine = await buyerWithMessages();
    const other = await buyerWithMessages();
    const res = await read(mine.cookie, `ids[]=${mine.ids[4]}&ids[]=${other.ids[4]}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().msg).toBe('消息不存在');
    expect(await unreadOf(mine.buyer.storeId)).toBe(3);
    expect(await unreadOf(other.buyer.storeId)).toBe(3);
  });

  it('answers 422 without ids or all', async () => {
    const { cookie } = await buyerWithMessages();
    const res = await read(cookie, '');
    expectInvalid(res, '请选择要标记为已读的消息');
    expect((await read(cookie, 'ids[]=abc')).json().msg).toBe('消息编号不正确');
  });
});
