import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatConversationDetail, ChatConversationRow } from '@yc/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createFakeApi, ok } from '../../testing/fake-api';
import { installFakeWebSocket } from '../../testing/fake-websocket';
import { pngFile } from '../../testing/picture-file';
import { renderApp } from '../../testing/render-app';

const LOAD = { timeout: 20_000 };

const row = (over: Partial<ChatConversationRow> = {}): ChatConversationRow => ({
  id: 9,
  store_id: 4,
  company: '光谷健民大药房',
  qualification_status: 'pending',
  qualification_text: '待审核',
  state: 'open',
  staff_id: null,
  staff_name: null,
  unread: 2,
  last_text: '<i>有货吗</i>',
  last_message_at: 1_800_000_000,
  ...over,
});

const detail: ChatConversationDetail = {
  conversation: row(),
  store: {
    id: 4,
    company: '光谷健民大药房',
    contact_name: '王健民',
    contact_phone: '13912345678',
    region: '湖北省武汉市',
    customer_type: '单体药店',
    qualification_status: 'pending',
    qualification_text: '待审核',
    manager_name: null,
    recent_orders: [{ id: 31, order_no: 'YC20261120001', status: 'unpaid', status_text: '待付款', pay_amount: 256.8, created_at: 1_800_000_000 }],
  },
  messages: [
    {
      id: 50,
      conversation_id: 9,
      side: 'buyer',
      sender_name: '王健民',
      kind: 'text',
      body: '<i>有货吗</i>',
      image: null,
      goods: null,
      client_msg_id: 'c50',
      created_at: 1_800_000_000,
    },
  ],
  has_more: 0,
};

afterEach(() => vi.unstubAllGlobals());

describe('the console chat (/admin/chat)', { timeout: 60_000 }, () => {
  it('shows the queue, the conversation with the store beside it, answers over the socket and hands over', async () => {
    const Socket = installFakeWebSocket();
    const user = userEvent.setup({ delay: null });
    const api = createFakeApi({
      'GET /api/admin/me': ok({ id: 2, username: 'kefu', name: '刘客服', roles: ['customer_service'] }),
      'GET /api/admin/chat/conversations': ok({ list: [row()] }),
      'GET /api/admin/chat/conversations/9': ok(detail),
      'POST /api/admin/chat/conversations/9/read': ok(null),
      'GET /api/admin/chat/colleagues': ok([{ id: 5, name: '王经理', role_text: '客户经理' }]),
      'POST /api/admin/chat/conversations/9/transfer': ok(null),
    });
    renderApp('/admin/chat', api);
    const queue = await screen.findByRole('region', { name: '会话队列' }, LOAD);
    await user.click(await within(queue).findByRole('button', { name: /光谷健民大药房/ }, LOAD));

    const store = screen.getByRole('region', { name: '门店信息' });
    expect(await within(store).findByText('待审核')).toBeInTheDocument();
    expect(within(store).getByText('YC20261120001')).toBeInTheDocument();
    expect(within(store).getByText('¥256.80')).toBeInTheDocument();
    const conversation = screen.getByRole('region', { name: '会话' });
    expect(await within(conversation).findByText('<i>有货吗</i>')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST /api/admin/chat/conversations/9/read')[0]?.body).toEqual({ last_id: '50' }));

    const socket = Socket.latest();
    socket.open();
    await user.type(within(conversation).getByRole('textbox', { name: '消息内容' }), '您好，有货的{Enter}');
    const sent = socket.sent.find((f) => (f as { type: string }).type === 'send') as { conversation_id: number; message: { body: string; client_msg_id: string } };
    expect(sent).toMatchObject({ conversation_id: 9, message: { body: '您好，有货的' } });
    socket.receive({
      type: 'ack',
      client_msg_id: sent.message.client_msg_id,
      message: { ...detail.messages[0], id: 51, side: 'staff', sender_name: '刘客服', body: '您好，有货的', client_msg_id: sent.message.client_msg_id },
    });
    await waitFor(() => expect(within(conversation).queryByText('发送中')).not.toBeInTheDocument());
    expect(within(conversation).getAllByText('您好，有货的')).toHaveLength(1);

    await user.click(within(conversation).getByRole('combobox', { name: '转交给同事' }));
    await user.click(await screen.findByText('王经理（客户经理）'));
    await user.click(within(conversation).getByRole('button', { name: /转\s*交/ }));
    await waitFor(() => expect(api.callsTo('POST /api/admin/chat/conversations/9/transfer')[0]?.body).toEqual({ staff_id: '5' }));
    expect(await screen.findByText('请从左侧选择一个会话')).toBeInTheDocument();
  });

  it('sends a picture: uploaded into the conversation first, then over the socket', async () => {
    const Socket = installFakeWebSocket();
    const user = userEvent.setup({ delay: null });
    const image = '0123456789abcdef0123456789abcdef.png';
    const api = createFakeApi({
      'GET /api/admin/me': ok({ id: 2, username: 'kefu', name: '刘客服', roles: ['customer_service'] }),
      'GET /api/admin/chat/conversations': ok({ list: [row()] }),
      'GET /api/admin/chat/conversations/9': ok(detail),
      'POST /api/admin/chat/conversations/9/read': ok(null),
      'GET /api/admin/chat/colleagues': ok([]),
      'POST /api/admin/chat/conversations/9/image': ok({ image, url: `/api/admin/chat/conversations/9/image/${image}` }),
    });
    renderApp('/admin/chat', api);
    const queue = await screen.findByRole('region', { name: '会话队列' }, LOAD);
    await user.click(await within(queue).findByRole('button', { name: /光谷健民大药房/ }, LOAD));
    const conversation = screen.getByRole('region', { name: '会话' });
    await within(conversation).findByText('<i>有货吗</i>');
    const socket = Socket.latest();
    socket.open();

    await user.upload(within(conversation).getByTestId('chat-image-input'), pngFile('药盒.png'));
    await waitFor(() => expect(api.callsTo('POST /api/admin/chat/conversations/9/image')).toHaveLength(1));
    expect(((api.callsTo('POST /api/admin/chat/conversations/9/image')[0].body as FormData).get('file') as File).name).toBe('药盒.png');
    await waitFor(() =>
      expect(socket.sent.find((f) => (f as { type: string }).type === 'send')).toMatchObject({ conversation_id: 9, message: { kind: 'image', image } }),
    );
  });
});
