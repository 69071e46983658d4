import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '../../testing/fake-api';
import { member, shellApi } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

const toolbarFor = async (user: ReturnType<typeof member>) => {
  renderApp('/', shellApi({ 'GET /api/user/base': ok(user) }));
  return screen.findByRole('complementary', { name: '侧边工具栏' });
};

describe('right toolbar', () => {
  it('caps the cart badge at 99+', async () => {
    const toolbar = await toolbarFor(member({ cart: 120 }));
    const cart = within(toolbar).getByRole('button', { name: /^购物车/ });
    await waitFor(() => expect(cart).toHaveTextContent('99+'));
    expect(cart).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the exact count under the cap, and the message count', async () => {
    const toolbar = await toolbarFor(member({ cart: 99, message_count: 5 }));
    await waitFor(() => expect(within(toolbar).getByRole('button', { name: /^购物车/ })).toHaveTextContent('99'));
    expect(within(toolbar).getByRole('button', { name: /^购物车/ })).not.toHaveTextContent('99+');
    expect(within(toolbar).getByRole('link', { name: /^我的消息/ })).toHaveTextContent('5');
  });

  it('offers customer-service chat only when the member may chat', async () => {
    const toolbar = await toolbarFor(member({ is_can_chat: 1 }));
    expect(await within(toolbar).findByRole('button', { name: '在线客服' })).toBeInTheDocument();
    expect(within(toolbar).getByRole('button', { name: '微信' })).toBeInTheDocument();
    expect(within(toolbar).getByRole('button', { name: '返回顶部' })).toBeInTheDocument();
    expect(within(toolbar).getByRole('link', { name: '会员中心' })).toHaveAttribute('href', '/user');
  });

  it('hides the chat entry when is_can_chat is 0', async () => {
    const toolbar = await toolbarFor(member({ is_can_chat: 0, cart: 1 }));
    await waitFor(() => expect(within(toolbar).getByRole('button', { name: /^购物车/ })).toHaveTextContent('1'));
    expect(within(toolbar).queryByRole('button', { name: '在线客服' })).not.toBeInTheDocument();
  });
});
