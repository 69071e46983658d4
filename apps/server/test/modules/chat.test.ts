import { and, eq, inArray, sql } from 'drizzle-orm';
import { CHAT_BURST, CHAT_BURST_SECONDS, CHAT_TOO_FAST } from '@yc/contracts';
import { describe, expect, it } from 'vitest';
import { accountManagers, chatConversations, chatMessages, staff, stores } from '../../src/db/schema/index.js';
import { clientMsgId, injectSocket, multipartFile, PNG, textMessage } from '../chat-fixtures.js';
import { expectInvalid, getAs, loggedInBuyer, postForm, seedGoods } from '../fixtures.js';
import { fileApp, login } from '../helper.js';
import { asStaff, createStaff, loggedInStaff } from '../staff-fixtures.js';

const app = fileApp();

const send = (cookie: string, payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/chat/send', headers: { cookie }, payload });
const history = (cookie: string, query = '') => getAs(app, `/api/chat/messages${query}`, cookie);
const unread = async (cookie: string) => (await getAs(app, '/api/chat/unread', cookie)).json().data.count as number;
const uploadImage = (cookie: string, name: string, data: Buffer) => {
  const body = multipartFile(name, data);
  return app.inject({ method: 'POST', url: '/api/chat/image', headers: { cookie, ...body.headers }, payload: body.payload });
};
const messagesOfStore = async (storeId: number) =>
  app.db
    .select({ id: chatMessages.id, body: chatMessages.body })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(eq(chatConversations.storeId, storeId));

/** Moves the store's messages a minute back, as if the store had paused: the burst limit no longer counts them. */
const olderMessages = (storeId: number) =>
  app.db
    .update(chatMessages)
    .set({ createdAt: sql`${chatMessages.createdAt} - interval '1 minute'` })
    .where(inArray(chatMessages.conversationId, app.db.select({ id: chatConversations.id }).from(chatConversations).where(eq(chatConversations.storeId, storeId))));

const answerers = new Map<number, string>();

/** A staff answer to the store's conversation through the console API: the member who first answers keeps it. */
async function staffAnswers(storeId: number, body: string): Promise<number> {
  const [c] = await app.db.select({ id: chatConversations.id }).from(chatConversations).where(eq(chatConversations.storeId, storeId));
  const cookie = answerers.get(storeId) ?? (await loggedInStaff(app, 'customer_service')).cookie;
  answerers.set(storeId, cookie);
  const res = await asStaff(app, cookie, { method: 'POST', url: `/api/admin/chat/conversations/${c.id}/send`, payload: textMessage(body) });
  expect(res.json(), res.body).toMatchObject({ code: 10000 });
  return res.json().data.id as number;
}

describe('chat over REST', () => {
  it('stores a text message and answers it in the history, with the demo store allowed to chat', async () => {
    const cookie = await login(app);
    expect((await getAs(app, '/api/user/base', cookie)).json().data.is_can_chat).toBe(1);
    const { cookie: buyerCookie, buyer } = await loggedInBuyer(app);
    const res = await send(buyerCookie, textMessage('你好，请问阿莫西林什么时候到货？'));
    expect(res.json(), res.body).toMatchObject({ code: 10000, data: { side: 'buyer', kind: 'text', body: '你好，请问阿莫西林什么时候到货？', sender_name: '测试采购员' } });
    const list = (await history(buyerCookie)).json().data;
    expect(list.list.map((m: { body: string }) => m.body)).toEqual(['你好，请问阿莫西林什么时候到货？']);
    expect(await messagesOfStore(buyer.storeId)).toHaveLength(1);
  });

  it('stores a message resent with the same client id once, and answers the first copy', async () => {
    const { cookie, buyer } = await loggedInBuyer(app);
    const message = textMessage('网络断开后重发的消息');
    const first = (await send(cookie, message)).json();
    const again = (await postForm(app, '/api/chat/send', message, cookie)).json();
    expect(again).toMatchObject({ code: 10000, data: { id: first.data.id, body: '网络断开后重发的消息' } });
    expect(await messagesOfStore(buyer.storeId)).toHaveLength(1);
  });

  it('shows a store only its own conversation', async () => {
    const a = await loggedInBuyer(app);
    const b = await loggedInBuyer(app);
    const sent = (await send(a.cookie, textMessage('甲店的私密咨询'))).json().data;
    const upload = (await uploadImage(a.cookie, 'rx.png', PNG)).json().data;
    expect((await history(b.cookie)).json().data).toMatchObject({ list: [], unread: 0 });
    // Reading up to another store's message id moves nothing of b's, and a's picture is not b's to read.
    expect((await app.inject({ method: 'POST', url: '/api/chat/read', headers: { cookie: b.cookie }, payload: { last_id: sent.id } })).json()).toMatchObject({ code: 10000, data: { count: 0 } });
    expect((await getAs(app, upload.url, b.cookie)).statusCode).toBe(404);
    expect((await getAs(app, upload.url, a.cookie)).statusCode).toBe(200);
    // A client id a's account used belongs to a: b's own message with the same id is a message of b.
    const sameId = (await send(b.cookie, textMessage('乙店的消息', sent.client_msg_id))).json();
    expect(sameId).toMatchObject({ code: 10000, data: { body: '乙店的消息' } });
    expect((await messagesOfStore(a.buyer.storeId)).map((m) => m.body)).toEqual(['甲店的私密咨询']);
  });

  it('refuses an empty message, one over 2000 characters and an unknown kind, in Chinese, storing nothing', async () => {
    const { cookie, buyer } = await loggedInBuyer(app);
    expectInvalid(await send(cookie, textMessage('   ')), '请输入消息内容');
    expectInvalid(await send(cookie, textMessage('药'.repeat(10_000))), '消息内容不能超过2000个字');
    expectInvalid(await send(cookie, { kind: 'video', client_msg_id: clientMsgId(), body: 'x' }), '消息类型不正确');
    expectInvalid(await send(cookie, { kind: 'text', client_msg_id: '1', body: '你好' }), '消息编号不正确');
    expect((await send(cookie, textMessage('药'.repeat(2000)))).json().code).toBe(10000);
    expect(await messagesOfStore(buyer.storeId)).toHaveLength(1);
  });

  it('keeps script tags as text', async () => {
    const { cookie } = await loggedInBuyer(app);
    const body = '<script>alert("x")</script><img src=x onerror=alert(1)>';
    expect((await send(cookie, textMessage(body))).json().data.body).toBe(body);
    expect((await history(cookie)).json().data.list[0].body).toBe(body);
  });

  it('sends a picture uploaded first, and refuses a wrong type, a renamed file and an oversized one', async () => {
    const { cookie } = await loggedInBuyer(app);
    expectInvalid(await uploadImage(cookie, 'scan.pdf', Buffer.from('%PDF-1.4 test')), '文件类型不支持，请上传 JPG/PNG/WEBP/GIF 图片');
    expectInvalid(await uploadImage(cookie, 'evil.png', Buffer.from('MZ\x90\x00 not a picture')), '文件类型不支持，请上传 JPG/PNG/WEBP/GIF 图片');
    expectInvalid(await uploadImage(cookie, 'big.png', Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)])), '文件大小不能超过5MB');
    const uploaded = (await uploadImage(cookie, 'box.png', PNG)).json();
    expect(uploaded).toMatchObject({ code: 10000, data: { image: expect.stringMatching(/^[0-9a-f]{32}\.png$/) } });
    const message = (await send(cookie, { kind: 'image', client_msg_id: clientMsgId(), image: uploaded.data.image })).json();
    expect(message).toMatchObject({ code: 10000, data: { kind: 'image', image: uploaded.data.url } });
    const picture = await getAs(app, message.data.image, cookie);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.rawPayload.equals(PNG)).toBe(true);
    // A name no upload of this store gave is refused.
    expectInvalid(await send(cookie, { kind: 'image', client_msg_id: clientMsgId(), image: `${'a'.repeat(32)}.png` }), '图片不存在，请重新上传');
  });

  it('sends goods cards priced as the store may see them, and a goods link in a text carries its card', async () => {
    const goods = await seedGoods(app);
    const verified = await loggedInBuyer(app);
    const pending = await loggedInBuyer(app, { passed: false });
    const card = (await send(verified.cookie, { kind: 'goods', client_msg_id: clientMsgId(), goods_id: goods.id })).json().data;
    expect(card).toMatchObject({ kind: 'goods', goods: { id: goods.id, name: goods.name, price: Math.floor(goods.basePrice) / 100, price_text: '' } });
    expect(card.goods.ypgg).toEqual(expect.any(String));
    const hidden = (await send(pending.cookie, textMessage(`请看这个 http://localhost/list/info/${goods.id} 有货吗`))).json().data;
    expect(hidden).toMatchObject({ kind: 'text', goods: { id: goods.id, price: null, price_text: '资质审核中' } });
    expectInvalid(await send(verified.cookie, { kind: 'goods', client_msg_id: clientMsgId(), goods_id: 999_999_999 }), '商品不存在或已下架');
  });

  it('counts staff answers as unread until read, and refuses a store that may not chat', async () => {
    const { cookie, buyer } = await loggedInBuyer(app);
    const first = (await send(cookie, textMessage('在吗？'))).json().data;
    expect(await unread(cookie)).toBe(0);
    const answer = await staffAnswers(buyer.storeId, '您好，请讲');
    await staffAnswers(buyer.storeId, '我们在的');
    expect(await unread(cookie)).toBe(2);
    expect((await history(cookie)).json().data.unread).toBe(2);
    expect((await app.inject({ method: 'POST', url: '/api/chat/read', headers: { cookie }, payload: { last_id: answer } })).json().data.count).toBe(1);
    // Reading back does not move the marker back.
    expect((await app.inject({ method: 'POST', url: '/api/chat/read', headers: { cookie }, payload: { last_id: first.id } })).json().data.count).toBe(1);

    await app.db.update(stores).set({ isCanChat: false }).where(eq(stores.id, buyer.storeId));
    const refused = await send(cookie, textMessage('还能发吗'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 403, msg: '您的账号暂未开通在线客服' });
    expect((await getAs(app, '/api/user/base', cookie)).json().data.is_can_chat).toBe(0);
    expect((await getAs(app, '/api/chat/messages', '')).statusCode).toBe(401);
  });

  it('routes a store to its account manager, else leaves it in the shared queue', async () => {
    const [card] = await app.db.insert(accountManagers).values({ name: '测试经理', phone: '13911112222' }).returning({ id: accountManagers.id });
    const manager = await createStaff(app, ['account_manager'], { accountManagerId: card.id });
    const managed = await loggedInBuyer(app);
    await app.db.update(stores).set({ managerId: card.id }).where(eq(stores.id, managed.buyer.storeId));
    const alone = await loggedInBuyer(app);
    expect((await history(managed.cookie)).json().data.agent_name).toBe('测试经理');
    await send(managed.cookie, textMessage('找我的客户经理'));
    await send(alone.cookie, textMessage('没有客户经理'));
    const conversation = (storeId: number) => app.db.select().from(chatConversations).where(and(eq(chatConversations.storeId, storeId)));
    expect((await conversation(managed.buyer.storeId))[0]).toMatchObject({ staffId: manager.staffId, state: 'open' });
    expect((await conversation(alone.buyer.storeId))[0]).toMatchObject({ staffId: null, state: 'open' });
    const [member] = await app.db.select({ name: staff.name }).from(staff).where(eq(staff.id, manager.staffId));
    expect((await history(managed.cookie)).json().data.agent_name).toBe(member.name);
  });

  it('pages the history backwards', async () => {
    const { cookie, buyer } = await loggedInBuyer(app);
    for (let i = 1; i <= 53; i += 1) {
      await send(cookie, textMessage(`第${i}条`));
      if (i % CHAT_BURST === 0) await olderMessages(buyer.storeId);
    }
    const newest = (await history(cookie)).json().data;
    expect(newest.list).toHaveLength(50);
    expect(newest.has_more).toBe(1);
    expect(newest.list[0].body).toBe('第4条');
    expect(newest.list.at(-1).body).toBe('第53条');
    const older = (await history(cookie, `?before_id=${newest.list[0].id}`)).json().data;
    expect(older).toMatchObject({ has_more: 0, list: [{ body: '第1条' }, { body: '第2条' }, { body: '第3条' }] });
  });
});

describe('sending too fast', () => {
  it(`refuses a store's message past ${CHAT_BURST} in ${CHAT_BURST_SECONDS} s, but answers a resend of a stored one`, async () => {
    const { cookie, buyer } = await loggedInBuyer(app);
    const sent = [];
    for (let i = 1; i <= CHAT_BURST; i += 1) sent.push(textMessage(`连发第${i}条`));
    for (const message of sent) expect((await send(cookie, message)).json().code).toBe(10000);
    const refused = await send(cookie, textMessage('第十一条'));
    expect(refused.json()).toMatchObject({ code: 400, msg: CHAT_TOO_FAST });
    expect((await send(cookie, sent[0])).json()).toMatchObject({ code: 10000, data: { body: '连发第1条' } });
    expect(await messagesOfStore(buyer.storeId)).toHaveLength(CHAT_BURST);
    // Staff answering are not counted, and the store may go on once the burst is behind it.
    await staffAnswers(buyer.storeId, '请稍等');
    await olderMessages(buyer.storeId);
    expect((await send(cookie, textMessage('第十一条'))).json().code).toBe(10000);
  });
});

describe('chat over the socket', () => {
  it('refuses a socket without a buyer session, or of a store that may not chat', async () => {
    await expect(app.injectWS('/api/chat/ws', { headers: {} })).rejects.toThrow(/401/);
    const { cookie, buyer } = await loggedInBuyer(app);
    await app.db.update(stores).set({ isCanChat: false }).where(eq(stores.id, buyer.storeId));
    await expect(app.injectWS('/api/chat/ws', { headers: { cookie } })).rejects.toThrow(/403/);
  });

  it('sends and acknowledges, refuses bad input in Chinese, and stores a resend once', async () => {
    const { cookie, buyer } = await loggedInBuyer(app);
    const socket = await injectSocket(app, '/api/chat/ws', cookie);
    await socket.next('unread');
    const message = textMessage('通过长连接发送');
    socket.send({ type: 'send', message });
    const ack = await socket.next('ack');
    expect(ack.message).toMatchObject({ body: '通过长连接发送', client_msg_id: message.client_msg_id });
    // The sender's own socket hears the message from the bus too; the page keeps one by id.
    await socket.next('message', (f) => f.message.id === ack.message.id);

    socket.send({ type: 'send', message });
    const again = await socket.next('ack', (f) => f !== ack);
    expect(again.message.id).toBe(ack.message.id);

    socket.send({ type: 'send', message: textMessage('') });
    expect((await socket.next('error')).msg).toBe('请输入消息内容');
    socket.send({ type: 'send', message: textMessage('字'.repeat(10_000)) });
    expect((await socket.next('error', (f) => f.msg !== '请输入消息内容')).msg).toBe('消息内容不能超过2000个字');
    socket.send('not json');
    expect((await socket.next('error', (f) => f.msg === '消息格式不正确')).client_msg_id).toBeNull();
    // A frame of 100 KB is refused in Chinese and the socket stays open for the next message.
    socket.send({ type: 'send', message: textMessage('字'.repeat(35_000)) });
    expect((await socket.next('error', (f) => f.msg === '消息过长，请分开发送')).client_msg_id).toBeNull();
    socket.send({ type: 'send', message: textMessage('过长消息之后仍可发送') });
    expect((await socket.next('ack', (f) => f.message.body === '过长消息之后仍可发送')).message.kind).toBe('text');
    socket.ws.close();
    expect(await messagesOfStore(buyer.storeId)).toHaveLength(2);
  });

  it('catches up on reconnect with what was sent while offline, and pushes the unread count', async () => {
    const { cookie, buyer } = await loggedInBuyer(app);
    const mine = (await send(cookie, textMessage('我先问一句'))).json().data;
    const socket = await injectSocket(app, '/api/chat/ws', cookie);
    await socket.next('unread');
    socket.ws.close();
    const missed = [await staffAnswers(buyer.storeId, '离线时的回复一'), await staffAnswers(buyer.storeId, '离线时的回复二')];

    const back = await injectSocket(app, `/api/chat/ws?after=${mine.id}`, cookie);
    await back.next('synced');
    expect(back.frames.filter((f) => f.type === 'message').map((f) => (f.type === 'message' ? f.message.id : 0))).toEqual(missed);
    expect(await back.next('unread')).toMatchObject({ count: 2 });

    // Live: an answer while connected arrives with the new count; reading on another tab clears it here.
    const live = await staffAnswers(buyer.storeId, '在线时的回复');
    await back.next('message', (f) => f.message.id === live);
    await back.next('unread', (f) => f.count === 3);
    await app.inject({ method: 'POST', url: '/api/chat/read', headers: { cookie }, payload: { last_id: live } });
    await back.next('unread', (f) => f.count === 0);
    back.ws.close();
  });

  it('ends the socket of a session that logged out', async () => {
    const { cookie } = await loggedInBuyer(app);
    const socket = await injectSocket(app, '/api/chat/ws', cookie);
    await socket.next('unread');
    await app.inject({ method: 'DELETE', url: '/api/user/logout', headers: { cookie } });
    socket.send({ type: 'send', message: textMessage('退出后发送') });
    expect((await socket.next('error')).msg).toBe('请先登录');
    expect(await socket.closed).toBe(4401);
  });
});
