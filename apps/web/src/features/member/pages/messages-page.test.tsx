import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Message } from '@yc/contracts';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../testing/fake-api';
import { member } from '../../../testing/fixtures';
import { memberApi, messagePage } from '../../../testing/member-fixtures';
import { renderApp } from '../../../testing/render-app';

const message = (id: number, isRead: number): Message => ({
  id,
  type: 'system',
  title: `通知${id}`,
  content: `第${id}条消息的内容`,
  is_read: isRead,
  created_at: '2026-11-20T02:00:00.000Z',
});

describe('my messages (/wdxx)', { timeout: 30_000 }, () => {
  it('filters by read state, marks one read, then all, and the toolbar badge follows', async () => {
    const user = userEvent.setup({ delay: null });
    let unread = [1, 2];
    const all = () => [message(1, unread.includes(1) ? 0 : 1), message(2, unread.includes(2) ? 0 : 1), message(3, 1)];
    const api = memberApi({
      'GET /api/user/base': () => ok(member({ message_count: unread.length })),
      'GET /api/user/messages': (call) => {
        const isRead = (call.params as { is_read?: number }).is_read;
        const list = all().filter((m) => isRead === undefined || m.is_read === isRead);
        return ok(messagePage({ list, total: list.length, unread: unread.length }));
      },
      'POST /api/user/messages/read': (call) => {
        const body = call.body as { ids?: string[]; all?: string };
        unread = body.all === '1' ? [] : unread.filter((id) => !(body.ids ?? []).includes(String(id)));
        return ok({ updated: 1, unread: unread.length });
      },
    });
    renderApp('/wdxx', api);
    const toolbar = await screen.findByRole('complementary', { name: '侧边工具栏' });

    await user.click(await screen.findByRole('tab', { name: /未读消息/ }, { timeout: 5000 }));
    await waitFor(() => expect(api.callsTo('GET /api/user/messages').at(-1)?.params).toMatchObject({ is_read: 0 }));
    expect(await screen.findByText('通知1')).toBeInTheDocument();
    expect(screen.queryByText('通知3')).not.toBeInTheDocument();
    await waitFor(() => expect(within(toolbar).getByRole('link', { name: /^我的消息/ })).toHaveTextContent('2'));

    await user.click(screen.getByRole('button', { name: '将“通知1”标为已读' }));
    await waitFor(() => expect(api.callsTo('POST /api/user/messages/read').map((call) => call.body)).toEqual([{ ids: ['1'] }]));
    await waitFor(() => expect(screen.queryByText('通知1')).not.toBeInTheDocument());
    await waitFor(() => expect(within(toolbar).getByRole('link', { name: /^我的消息/ })).toHaveTextContent('1'));

    const userLoads = api.callsTo('GET /api/user/base').length;
    await user.click(screen.getByRole('button', { name: '全部标记已读' }));
    await waitFor(() => expect(api.callsTo('POST /api/user/messages/read').at(-1)?.body).toEqual({ all: '1' }));
    // The session user (whose message_count is the badge) is asked again, and the unread tab empties.
    await waitFor(() => expect(api.callsTo('GET /api/user/base').length).toBeGreaterThan(userLoads));
    expect(await screen.findByRole('tab', { name: '未读消息' })).toBeInTheDocument();
    expect(await screen.findByText('没有未读消息')).toBeInTheDocument();
  });
});
