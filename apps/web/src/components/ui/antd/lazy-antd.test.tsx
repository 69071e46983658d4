import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, theme } from 'antd';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { BRAND_RED } from '../../../config/brand';
import { message } from '../../../lib/http';
import { lazyWithAntd } from './lazy-antd';

/** What a part drawn in a scope reads of antd: the theme's primary colour and App's message. */
function Probe() {
  const { token } = theme.useToken();
  const { message: scoped } = App.useApp();
  return (
    <button type="button" data-primary={token.colorPrimary} onClick={() => void scoped.info('来自弹窗的提示')}>
      探针
    </button>
  );
}

const ScopedProbe = lazyWithAntd(async () => Probe);

const app = (withProbe: boolean) => (
  <AppProviders queryClient={createQueryClient()}>
    <Suspense fallback={null}>{withProbe && <ScopedProbe />}</Suspense>
  </AppProviders>
);

describe('antd loaded with the parts that use it', () => {
  it('draws a lazily loaded part under the store’s theme, and its toast outlives it', async () => {
    const view = render(app(true));
    const probe = await screen.findByRole('button', { name: '探针' });
    expect(probe).toHaveAttribute('data-primary', BRAND_RED);
    await userEvent.click(probe);
    expect(await screen.findByText('来自弹窗的提示')).toBeInTheDocument();
    // The popup closes as a draw's does once its prize shows: the toast stays, held by the app's one host.
    view.rerender(app(false));
    expect(screen.queryByRole('button', { name: '探针' })).not.toBeInTheDocument();
    expect(screen.getByText('来自弹窗的提示')).toBeInTheDocument();
  });

  it('shows a toast from code outside any antd part, loading antd for it', async () => {
    render(app(false));
    message.success('加入购物车成功');
    expect(await screen.findByText('加入购物车成功')).toBeInTheDocument();
  });
});
