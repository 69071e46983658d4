import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cartApi, cartList } from '../../testing/cart-fixtures';
import { ok } from '../../testing/fake-api';
import { shellApi } from '../../testing/fixtures';
import { renderApp } from '../../testing/render-app';

describe('checkout steps for a visitor', { timeout: 20_000 }, () => {
  it.each(['/cart/step2', '/cart/step2?ids=1', '/cart/step4', '/cart/step4?order_id=3'])(
    'sends a visitor on %s to log in, to come back there',
    async (path) => {
      const { router } = renderApp(path, shellApi());
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5000 });
      expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent(path)}`);
    },
  );

  it('leaves a member on step 2', async () => {
    const { router } = renderApp('/cart/step2?ids=1', cartApi({ 'GET /api/cart/list': ok(cartList([])) }));
    await screen.findByRole('complementary', { name: '侧边工具栏' });
    expect(router.state.location.pathname).toBe('/cart/step2');
  });
});
