import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { memberApi } from '../../../testing/member-fixtures';
import { renderApp } from '../../../testing/render-app';

describe('balance (/wdqb_yegl)', { timeout: 30_000 }, () => {
  it('filters the ledger by use type and date range', async () => {
    const user = userEvent.setup({ delay: null });
    const api = memberApi();
    renderApp('/wdqb_yegl', api);
    await user.click(await screen.findByRole('combobox', { name: '收支类型' }, { timeout: 5000 }));
    await user.click(await screen.findByTitle('消费'));
    await waitFor(() => expect(api.callsTo('GET /api/user/user_money_log').at(-1)?.params).toMatchObject({ use_type: 'pay', page: 1 }));

    await user.type(screen.getByPlaceholderText('开始日期'), '2026-11-01{Enter}');
    await user.type(screen.getByPlaceholderText('结束日期'), '2026-11-30{Enter}');
    await waitFor(() =>
      expect(api.callsTo('GET /api/user/user_money_log').at(-1)?.params).toMatchObject({
        use_type: 'pay',
        start_time: '2026-11-01',
        end_time: '2026-11-30',
      }),
    );
  });
});
