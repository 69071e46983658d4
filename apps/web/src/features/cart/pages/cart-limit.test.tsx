import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHECKOUT_MAX_LINES } from '@yc/contracts';
import { describe, expect, it } from 'vitest';
import { cartApi, cartItem, cartList } from '../../../testing/cart-fixtures';
import { ok, type RecordedCall } from '../../../testing/fake-api';
import { renderApp } from '../../../testing/render-app';

/** A restock cart: `count` lines of their own goods, all ticked. */
const bigCart = (count: number) =>
  cartList(Array.from({ length: count }, (_, i) => cartItem({ id: i + 1 }, { id: 1000 + i, name: `测试商品${i + 1}号` })));

describe(`a cart of more lines than one checkout takes (${CHECKOUT_MAX_LINES})`, { timeout: 60_000 }, () => {
  it('says the limit before 去结算, which is off with the reason; 取消全选 and 全选 send every line', async () => {
    let cart = bigCart(CHECKOUT_MAX_LINES + 1);
    const api = cartApi({
      'GET /api/cart/list': () => ok(cart),
      'POST /api/cart/batch_select': (call: RecordedCall) => {
        const { ids, is_selected } = call.body as { ids: Record<string, string>; is_selected: string };
        // More than qs's 20 array entries parse back as an object keyed by index; the server reads up to 1000.
        const named = Object.values(ids);
        cart = cartList(cart.data.map((item) => (named.includes(String(item.id)) ? { ...item, is_selected: Number(is_selected) } : item)));
        return ok({ changed: named.length, total: cart.data.length });
      },
    });
    renderApp('/cart', api);
    const limit = await screen.findByRole('note', { name: '结算上限' }, { timeout: 10_000 });
    expect(limit).toHaveTextContent(
      `已选择 ${CHECKOUT_MAX_LINES + 1} 种商品，一次最多结算 ${CHECKOUT_MAX_LINES} 种，请取消勾选 1 种后结算`,
    );
    const checkout = screen.getByRole('button', { name: '去结算' });
    expect(checkout).toBeDisabled();
    expect(checkout).toHaveAttribute('title', limit.textContent);

    const bar = screen.getByRole('region', { name: '结算栏' });
    const selectAll = within(bar).getByRole('checkbox', { name: '全选' });
    expect(selectAll).toBeChecked();
    await userEvent.click(selectAll);
    await waitFor(() => expect(within(bar).getByRole('checkbox', { name: '全选' })).not.toBeChecked(), { timeout: 10_000 });
    const untick = api.callsTo('POST /api/cart/batch_select')[0].body as { ids: Record<string, string>; is_selected: string };
    expect(Object.values(untick.ids)).toHaveLength(CHECKOUT_MAX_LINES + 1);
    expect(untick.is_selected).toBe('0');
    // Nothing ticked: the limit is still said, 去结算 waits for a tick.
    await waitFor(() =>
      expect(screen.getByRole('note', { name: '结算上限' })).toHaveTextContent(`一次最多结算 ${CHECKOUT_MAX_LINES} 种商品`),
    );

    await userEvent.click(within(bar).getByRole('checkbox', { name: '全选' }));
    await waitFor(() => expect(api.callsTo('POST /api/cart/batch_select')).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('button', { name: '去结算' })).toBeDisabled());

    // One line unticked: the other 300 go to step 2.
    await userEvent.click(screen.getByRole('checkbox', { name: `选择测试商品${CHECKOUT_MAX_LINES + 1}号` }));
    await waitFor(() => expect(screen.getByRole('button', { name: '去结算' })).toBeEnabled());
    expect(screen.getByRole('note', { name: '结算上限' })).toHaveTextContent(
      `一次最多结算 ${CHECKOUT_MAX_LINES} 种商品，超出时请分批勾选结算`,
    );
  });
});
