import { eq, max } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountManagers, chatConversations, chatMessages, stores } from '../../src/db/schema/index.js';
import { clientMsgId, injectSocket, multipartFile, PNG, textMessage } from '../chat-fixtures.js';
import { createUnpaidOrder, expectInvalid, getAs, loggedInBuyer, seedGoods } from '../fixtures.js';
import { fileApp } from '../helper.js';
import { asStaff, auditRowsOf, createStaff, loggedInStaff, staffCookieOf } from '../staff-fixtures.js';

const app = fileApp();

const call = (cookie: string, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
  asStaff(app, cookie, { method, url, payload });
const conversationUrl = (id: number, rest = '') => `/api/admin/chat/conversations/${id}${rest}`;
const queueIds = async (cookie: string) =>
  ((await call(cookie, 'GET', '/api/admin/chat/conversations')).json().data.list as { id: number }[]).map((c) => c.id);

/** A store that writes first; its conversation waits in the shared queue unless the store has an account manager. */
async function storeAsks(body = '请问这个药有货吗？', opts: Parameters<typeof loggedInBuyer>[1] = {}) {
  const b = await loggedInBuyer(app, opts);
  const res = await app.inject({ method: 'POST', url: '/api/chat/send', headers: { cookie: b.cookie }, payload: textMessage(body) });
  expect(res.json(), res.body).toMatchObject({ code: 10000 });
  return { ...b, conversationId: res.json().data.conversation_id as number, messageId: res.json().data.id as number };
}

describe('the chat queue', () => {
  it('shows waiting conversations with the store beside them, and answering takes one out of the others’ queue', async () => {
    const store = await storeAsks('需要二十盒布洛芬', { passed: false });
    const order = await createUnpaidOrder(app, store.buyer);
    const first = await loggedInStaff(app, 'customer_service');
    const second = await loggedInStaff(app, 'account_manager');
    expect(await queueIds(first.cookie)).toContain(store.conversationId);
    expect(await queueIds(second.cookie)).toContain(store.conversationId);

    const detail = (await call(first.cookie, 'GET', conversationUrl(store.conversationId))).json().data;
    expect(detail.conversation).toMatchObject({
      state: 'open',
      staff_id: null,
      unread: 1,
      last_text: '需要二十盒布洛芬',
      qualification_text: '待审核',
    });
    expect(detail.store).toMatchObject({
      id: store.buyer.storeId,
      company: expect.stringContaining('测试大药房'),
      qualification_status: 'pending',
      qualification_text: '待审核',
    });
    expect(detail.store.recent_orders[0]).toMatchObject({
      id: order.orderId,
      status: 'unpaid',
      status_text: '待付款',
      pay_amount: Math.floor(order.payAmount) / 100,
    });
    expect(detail.messages.map((m: { body: string }) => m.body)).toEqual(['需要二十盒布洛芬']);

    const answer = await call(first.cookie, 'POST', conversationUrl(store.conversationId, '/send'), textMessage('您好，有货的'));
    expect(answer.json()).toMatchObject({ code: 10000, data: { side: 'staff', body: '您好，有货的' } });
    expect(await queueIds(first.cookie)).toContain(store.conversationId);
    expect(await queueIds(second.cookie)).not.toContain(store.conversationId);
    expect((await call(second.cookie, 'GET', conversationUrl(store.conversationId))).json()).toMatchObject({
      code: 404,
      msg: '会话不存在',
    });
    expect((await call(second.cookie, 'POST', conversationUrl(store.conversationId, '/send'), textMessage('我也来回复'))).statusCode).toBe(
      404,
    );
    const row = (await call(first.cookie, 'GET', conversationUrl(store.conversationId))).json().data.conversation;
    expect(row).toMatchObject({ staff_id: first.member.staffId, unread: 0 });
  });

  it('shows an account manager the conversations of their stores first, not another member’s', async () => {
    const [card] = await app.db
      .insert(accountManagers)
      .values({ name: '聊天经理', phone: '13922223333' })
      .returning({ id: accountManagers.id });
    const manager = await createStaff(app, ['account_manager'], { accountManagerId: card.id });
    const managerCookie = await staffCookieOf(app, manager);
    const b = await loggedInBuyer(app);
    await app.db.update(stores).set({ managerId: card.id }).where(eq(stores.id, b.buyer.storeId));
    const sent = (
      await app.inject({ method: 'POST', url: '/api/chat/send', headers: { cookie: b.cookie }, payload: textMessage('找王经理') })
    ).json().data;
    const other = await loggedInStaff(app, 'customer_service');
    expect(await queueIds(managerCookie)).toContain(sent.conversation_id);
    expect(await queueIds(other.cookie)).not.toContain(sent.conversation_id);
  });

  it('refuses bad input from the staff side in Chinese, and keeps script tags as text', async () => {
    const store = await storeAsks();
    const { cookie } = await loggedInStaff(app, 'customer_service');
    expectInvalid(await call(cookie, 'POST', conversationUrl(store.conversationId, '/send'), textMessage('')), '请输入消息内容');
    expectInvalid(
      await call(cookie, 'POST', conversationUrl(store.conversationId, '/send'), textMessage('回'.repeat(10_000))),
      '消息内容不能超过2000个字',
    );
    const script = '<script>document.cookie</script>';
    expect((await call(cookie, 'POST', conversationUrl(store.conversationId, '/send'), textMessage(script))).json().data.body).toBe(script);
    expect((await getAs(app, '/api/chat/messages', store.cookie)).json().data.list.at(-1).body).toBe(script);
  });

  it('shows a goods card with the price the store may see, and the store’s pictures', async () => {
    const goods = await seedGoods(app);
    const store = await storeAsks('看看这个', { passed: false });
    const { cookie } = await loggedInStaff(app, 'customer_service');
    const card = (
      await call(cookie, 'POST', conversationUrl(store.conversationId, '/send'), {
        kind: 'goods',
        client_msg_id: clientMsgId(),
        goods_id: goods.id,
      })
    ).json().data;
    expect(card.goods).toMatchObject({ id: goods.id, price: null, price_text: '资质审核中' });

    const body = multipartFile('photo.png', PNG);
    const upload = (
      await app.inject({
        method: 'POST',
        url: '/api/chat/image',
        headers: { cookie: store.cookie, ...body.headers },
        payload: body.payload,
      })
    ).json().data;
    await app.inject({
      method: 'POST',
      url: '/api/chat/send',
      headers: { cookie: store.cookie },
      payload: { kind: 'image', client_msg_id: clientMsgId(), image: upload.image },
    });
    const picture = (await call(cookie, 'GET', conversationUrl(store.conversationId))).json().data.messages.at(-1);
    expect(picture.image).toBe(conversationUrl(store.conversationId, `/image/${upload.image}`));
    expect((await call(cookie, 'GET', picture.image)).headers['content-type']).toBe('image/png');
    expect((await call(cookie, 'GET', conversationUrl(store.conversationId, '/image/..%2F1%2Fx.png'))).statusCode).toBe(404);
    const outsider = await loggedInStaff(app, 'customer_service');
    expect((await call(outsider.cookie, 'GET', picture.image)).statusCode).toBe(404);

    // Staff send a picture too: the store reads it at its own address, an outsider cannot upload into the conversation.
    const staffUpload = async (who: string, file: Buffer, name: string) => {
      const part = multipartFile(name, file);
      return app.inject({
        method: 'POST',
        url: conversationUrl(store.conversationId, '/image'),
        headers: { cookie: who, ...part.headers },
        payload: part.payload,
      });
    };
    expect((await staffUpload(cookie, Buffer.from('not a picture'), 'x.png')).json()).toMatchObject({ code: 422, msg: '文件类型不支持，请上传 JPG/PNG/WEBP/GIF 图片' });
    expect((await staffUpload(outsider.cookie, PNG, 'reply.png')).statusCode).toBe(404);
    const staffPicture = (await staffUpload(cookie, PNG, 'reply.png')).json().data;
    expect(staffPicture.url).toBe(conversationUrl(store.conversationId, `/image/${staffPicture.image}`));
    const sent = await call(cookie, 'POST', conversationUrl(store.conversationId, '/send'), { kind: 'image', client_msg_id: clientMsgId(), image: staffPicture.image });
    expect(sent.json().data).toMatchObject({ side: 'staff', kind: 'image' });
    const seen = (await getAs(app, '/api/chat/messages', store.cookie)).json().data.list.at(-1);
    expect(seen).toMatchObject({ side: 'staff', kind: 'image', image: `/api/chat/image/${staffPicture.image}` });
    expect((await getAs(app, seen.image, store.cookie)).headers['content-type']).toBe('image/png');
  });
});

describe('handing over and closing', () => {
  it('hands a conversation to a colleague, audited, and only to one who takes chats', async () => {
    const store = await storeAsks();
    const from = await loggedInStaff(app, 'customer_service');
    await call(from.cookie, 'POST', conversationUrl(store.conversationId, '/send'), textMessage('我先接待'));
    const to = await createStaff(app, ['customer_service']);
    const warehouse = await createStaff(app, ['warehouse']);
    const colleagues = (await call(from.cookie, 'GET', '/api/admin/chat/colleagues')).json().data as { id: number }[];
    expect(colleagues.map((c) => c.id)).toContain(to.staffId);
    expect(colleagues.map((c) => c.id)).not.toContain(warehouse.staffId);
    expect(colleagues.map((c) => c.id)).not.toContain(from.member.staffId);

    expect(
      (await call(from.cookie, 'POST', conversationUrl(store.conversationId, '/transfer'), { staff_id: warehouse.staffId })).json(),
    ).toMatchObject({
      code: 400,
      msg: '该同事不存在、已停用或不接待在线客服',
    });
    expectInvalid(
      await call(from.cookie, 'POST', conversationUrl(store.conversationId, '/transfer'), { staff_id: 'x' }),
      '接手的同事不正确',
    );
    expect(
      (await call(from.cookie, 'POST', conversationUrl(store.conversationId, '/transfer'), { staff_id: to.staffId })).json(),
    ).toMatchObject({ code: 10000, msg: '会话已转交' });

    const [row] = await auditRowsOf(app, 'chat_conversation', store.conversationId);
    expect(row).toMatchObject({
      action: 'chat.transfer',
      staffId: from.member.staffId,
      before: { staff_id: from.member.staffId },
      after: { staff_id: to.staffId },
    });
    const toCookie = await staffCookieOf(app, to);
    expect(await queueIds(toCookie)).toContain(store.conversationId);
    expect(await queueIds(from.cookie)).not.toContain(store.conversationId);
    expect(
      (await call(from.cookie, 'POST', conversationUrl(store.conversationId, '/transfer'), { staff_id: from.member.staffId })).statusCode,
    ).toBe(404);
    expect((await call(toCookie, 'POST', conversationUrl(store.conversationId, '/transfer'), { staff_id: to.staffId })).json().msg).toMatch(
      /已由.+接待/,
    );
  });

  it('closes a conversation out of the queue, and the store’s next message opens it again', async () => {
    const store = await storeAsks();
    const { cookie, member } = await loggedInStaff(app, 'customer_service');
    expect((await call(cookie, 'POST', conversationUrl(store.conversationId, '/close'))).json()).toMatchObject({
      code: 10000,
      msg: '会话已结束',
    });
    expect((await auditRowsOf(app, 'chat_conversation', store.conversationId))[0]).toMatchObject({
      action: 'chat.close',
      staffId: member.staffId,
      after: { state: 'closed' },
    });
    expect(await queueIds(cookie)).not.toContain(store.conversationId);
    expect((await call(cookie, 'POST', conversationUrl(store.conversationId, '/close'))).json().msg).toBe('该会话已结束');

    await app.inject({ method: 'POST', url: '/api/chat/send', headers: { cookie: store.cookie }, payload: textMessage('我又来了') });
    const [again] = await app.db.select().from(chatConversations).where(eq(chatConversations.id, store.conversationId));
    expect(again.state).toBe('open');
    expect(await queueIds(cookie)).toContain(store.conversationId);
  });
});

describe('the staff socket', () => {
  it('is refused without a console session, with a buyer session, and without a chat role', async () => {
    await expect(app.injectWS('/api/admin/chat/ws', { headers: {} })).rejects.toThrow(/401/);
    const { cookie: buyerCookie } = await loggedInBuyer(app);
    await expect(app.injectWS('/api/admin/chat/ws', { headers: { cookie: buyerCookie } })).rejects.toThrow(/401/);
    const { cookie } = await loggedInStaff(app, 'warehouse');
    await expect(app.injectWS('/api/admin/chat/ws', { headers: { cookie } })).rejects.toThrow(/403/);
  });

  it('hears new conversations live, answers over the socket, and catches up after a reconnect', async () => {
    const { cookie } = await loggedInStaff(app, 'customer_service');
    // The socket joins the hub once this process listens to the bus; its catch-up answering says it has, so the
    // store's question cannot be published before the socket is there to hear it (it was, on a busy machine).
    const [{ latest }] = await app.db.select({ latest: max(chatMessages.id) }).from(chatMessages);
    const socket = await injectSocket(app, `/api/admin/chat/ws?after=${latest ?? 0}`, cookie);
    expect((await socket.next('synced')).more).toBe(0);
    const store = await storeAsks('实时到达的咨询');
    expect((await socket.next('message', (f) => f.message.id === store.messageId)).message).toMatchObject({
      side: 'buyer',
      body: '实时到达的咨询',
    });
    await socket.next('conversation', (f) => f.conversation_id === store.conversationId);

    const reply = textMessage('长连接回复');
    socket.send({ type: 'send', conversation_id: store.conversationId, message: reply });
    const ack = await socket.next('ack', (f) => f.client_msg_id === reply.client_msg_id);
    expect(ack.message).toMatchObject({ side: 'staff', sender_name: expect.stringContaining('测试') });
    socket.send({ type: 'send', conversation_id: store.conversationId, message: textMessage('字'.repeat(2001)) });
    expect((await socket.next('error')).msg).toBe('消息内容不能超过2000个字');
    socket.send({ type: 'send', message: textMessage('没有会话') });
    expect((await socket.next('error', (f) => f.msg !== '消息内容不能超过2000个字')).msg).toBe('请选择会话');
    socket.ws.close();

    const later = await app.inject({
      method: 'POST',
      url: '/api/chat/send',
      headers: { cookie: store.cookie },
      payload: textMessage('断线期间的追问'),
    });
    const back = await injectSocket(app, `/api/admin/chat/ws?after=${ack.message.id}`, cookie);
    // Other files' waiting conversations are in this member's view too: ask again while the catch-up says there is more.
    let synced = await back.next('synced');
    while (synced.more === 1) {
      const last = back.frames.flatMap((f) => (f.type === 'message' ? [f.message.id] : [])).at(-1);
      const seen = back.frames.length;
      back.send({ type: 'sync', after: last });
      synced = await back.next('synced', (f) => back.frames.indexOf(f) >= seen);
    }
    const caught = back.frames.flatMap((f) => (f.type === 'message' ? [f.message] : []));
    expect(caught.find((m) => m.id === later.json().data.id)).toMatchObject({
      body: '断线期间的追问',
      conversation_id: store.conversationId,
    });
    expect(caught.every((m) => m.id > ack.message.id)).toBe(true);
    back.ws.close();
  });
});
