import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChatMessage } from '@yc/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../testing/fake-api';
import { installFakeWebSocket } from '../../../testing/fake-websocket';
import { member, shellApi } from '../../../testing/fixtures';
import { renderApp } from '../../../testing/render-app';
import { useChatPanelStore } from '../lib/chat-panel-store';

const SCRIPT = '<script>window.hacked = 1</script><b>粗体</b>';

const message = (id: number, over: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  conversation_id: 3,
  side: 'staff',
  sender_name: '王经理',
  kind: 'text',
  body: '',
  image: null,
  goods: null,
  client_msg_id: `c${id}`,
  created_at: 1_800_000_000,
  ...over,
});

const goods = { id: 12, name: '阿莫西林胶囊', ypgg: '0.25g*24粒', sccj: '华北制药', bzdw: '盒', image: '', price: 12.5, price_text: '', base_price: 12.5 };

afterEach(() => {
  vi.unstubAllGlobals();
  useChatPanelStore.setState({ open: false, draftGoods: null });
});

describe('the customer-service panel', { timeout: 30_000 }, () => {
  it('shows the history with text as text and goods cards, sends once whatever comes back twice, and the badge follows', async () => {
    const Socket = installFakeWebSocket();
    const user = userEvent.setup({ delay: null });
    const api = shellApi({
      'GET /api/user/base': ok(member({ is_can_chat: 1 })),
      'GET /api/chat/unread': ok({ count: 2 }),
      'GET /api/chat/messages': ok({
        list: [message(4, { body: SCRIPT }), message(5, { kind: 'goods', goods }), message(6, { side: 'buyer', sender_name: '张药师', body: '谢谢' })],
        has_more: 0,
        agent_name: '王经理',
        unread: 2,
      }),
      'POST /api/chat/read': ok({ count: 0 }),
    });
    renderApp('/', api);
    const entry = await screen.findByRole('button', { name: '在线客服' }, { timeout: 10_000 });
    await waitFor(() => expect(entry).toHaveTextContent('2'));
    await waitFor(() => expect(Socket.opened).toHaveLength(1));
    const socket = Socket.latest();
    socket.open();

    await user.click(entry);
    const panel = await screen.findByRole('dialog', { name: '在线客服对话' }, { timeout: 10_000 });
    expect(await within(panel).findByText(SCRIPT)).toBeInTheDocument();
    expect(panel.querySelector('script, b')).toBeNull();
    const card = within(panel).getByRole('link', { name: '商品：阿莫西林胶囊' });
    expect(card).toHaveTextContent('规格：0.25g*24粒');
    expect(card).toHaveTextContent('¥12.50/盒');
    expect(within(panel).getByText('王经理 为您服务')).toBeInTheDocument();
    // Read up to the newest answer shown; the socket is asked for anything after the history.
    await waitFor(() => expect(api.callsTo('POST /api/chat/read').map((c) => c.body)).toEqual([{ last_id: '5' }]));
    await waitFor(() => expect(entry).not.toHaveTextContent('2'));
    expect(socket.sent).toContainEqual({ type: 'sync', after: 6 });

    await user.type(within(panel).getByRole('textbox', { name: '消息内容' }), '请问什么时候发货？{Enter}');
    const sent = socket.sent.find((f) => (f as { type: string }).type === 'send') as { message: { client_msg_id: string; body: string } };
    expect(sent.message.body).toBe('请问什么时候发货？');
    expect(within(panel).getByText('发送中')).toBeInTheDocument();
    const stored = message(7, { side: 'buyer', sender_name: '张药师', body: '请问什么时候发货？', client_msg_id: sent.message.client_msg_id });
    socket.receive({ type: 'message', message: stored });
    socket.receive({ type: 'ack', client_msg_id: sent.message.client_msg_id, message: stored });
    await waitFor(() => expect(within(panel).queryByText('发送中')).not.toBeInTheDocument());
    expect(within(panel).getAllByText('请问什么时候发货？')).toHaveLength(1);

    await user.click(within(panel).getByRole('button', { name: '关闭在线客服' }));
    socket.receive({ type: 'unread', count: 1 });
    await waitFor(() => expect(entry).toHaveTextContent('1'));
  });

  it('offers the goods a buyer asks about as a card to send, and shows a refusal beside the message', async () => {
    const Socket = installFakeWebSocket();
    const user = userEvent.setup({ delay: null });
    renderApp(
      '/',
      shellApi({
        'GET /api/user/base': ok(member({ is_can_chat: 1 })),
        'GET /api/chat/unread': ok({ count: 0 }),
        'GET /api/chat/messages': ok({ list: [], has_more: 0, agent_name: '王经理', unread: 0 }),
      }),
    );
    await screen.findByRole('button', { name: '在线客服' }, { timeout: 10_000 });
    await waitFor(() => expect(Socket.opened).toHaveLength(1));
    const socket = Socket.latest();
    socket.open();
    useChatPanelStore.getState().openPanel(goods);
    const panel = await screen.findByRole('dialog', { name: '在线客服对话' }, { timeout: 10_000 });
    await user.click(within(panel).getByRole('button', { name: '发送商品' }));
    const sent = socket.sent.find((f) => (f as { type: string }).type === 'send') as { message: { kind: string; goods_id: number; client_msg_id: string } };
    expect(sent.message).toMatchObject({ kind: 'goods', goods_id: 12 });
    expect(within(panel).queryByRole('button', { name: '发送商品' })).not.toBeInTheDocument();

    socket.receive({ type: 'error', client_msg_id: sent.message.client_msg_id, msg: '商品不存在或已下架' });
    expect(await within(panel).findByText(/发送失败：商品不存在或已下架/)).toBeInTheDocument();
  });
});
