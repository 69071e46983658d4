import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { createFakeApi, ok } from '../../../testing/fake-api';
import { ArrivalButton } from './arrival-button';

describe('到货提醒 on a sold-out goods', () => {
  it('subscribes once and then says the store is waiting', async () => {
    let waiting: number[] = [];
    const api = createFakeApi({
      'GET /api/user/arrivals': () => ok({ goods_ids: waiting }),
      'POST /api/goods/101/arrival': () => {
        waiting = [101];
        return ok({ goods_id: 101 });
      },
    });
    api.install();
    render(
      <AppProviders queryClient={createQueryClient()}>
        <ArrivalButton goodsId={101} size="small" />
      </AppProviders>,
    );
    await userEvent.click(await screen.findByRole('button', { name: /到货提醒/ }));
    expect(await screen.findByRole('button', { name: /已订阅到货提醒/ })).toBeDisabled();
    await waitFor(() => expect(api.callsTo('POST /api/goods/101/arrival')).toHaveLength(1));
    expect(await screen.findByText('已订阅到货提醒，到货后将通过消息中心和短信通知您')).toBeInTheDocument();
  });
});
