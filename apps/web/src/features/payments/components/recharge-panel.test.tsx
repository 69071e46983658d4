import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '../../../testing/fake-api';
import { memberApi, moneyLog, walletSummary } from '../../../testing/member-fixtures';
import { renderApp } from '../../../testing/render-app';
import { providerPage } from '../lib/provider-page';

afterEach(() => {
  vi.restoreAllMocks();
});

const order = (status: string) => ({
  id: 7,
  amount: 500,
  status,
  created_at: '2026-11-20T02:00:00.000Z',
  paid_at: status === 'paid' ? '2026-11-20T02:01:00.000Z' : null,
});

describe('recharge on the balance page (/wdqb_yegl)', { timeout: 30_000 }, () => {
  it('creates the recharge for a picked amount and opens the provider page', async () => {
    const open = vi.spyOn(providerPage, 'open').mockImplementation(() => undefined);
    const user = userEvent.setup({ delay: null });
    const api = memberApi({
      'POST /api/charge/store': ok({ ...order('pending'), amount: 1000, pay_url: '/api/pay/sandbox/token-0123456789abcdef', code_url: null }),
    });
    renderApp('/wdqb_yegl', api);
    await user.click(await screen.findByRole('button', { name: '¥1000' }, { timeout: 5000 }));
    expect(screen.getByRole('spinbutton', { name: '充值金额（元）' })).toHaveValue('1000');
    await user.click(screen.getByRole('button', { name: '立即充值' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('/api/pay/sandbox/token-0123456789abcdef'));
    expect(api.callsTo('POST /api/charge/store').map((call) => call.body)).toEqual([{ amount: '1000', pay_type: 'sandbox' }]);
  });

  it('refuses a custom amount with fractions of a yuan', async () => {
    const user = userEvent.setup({ delay: null });
    const api = memberApi();
    renderApp('/wdqb_yegl', api);
    await user.type(await screen.findByRole('spinbutton', { name: '充值金额（元）' }, { timeout: 5000 }), '99.5');
    await user.click(screen.getByRole('button', { name: '立即充值' }));
    expect(await screen.findByText('充值金额须为整数元')).toBeInTheDocument();
    expect(api.callsTo('POST /api/charge/store')).toHaveLength(0);
  });

  it('back from paying (?recharge_id=), polls check_cz_order until paid, then shows the new balance and ledger row', async () => {
    let checks = 0;
    let paid = false;
    const api = memberApi({
      'GET /api/pay/check_cz_order': () => {
        checks += 1;
        paid = checks >= 2;
        return ok(order(paid ? 'paid' : 'pending'));
      },
      'GET /api/user/user_money': () => ok({ ...walletSummary, balance: paid ? 5500 : 5000 }),
      'GET /api/user/user_money_log': () =>
        ok(
          moneyLog(
            paid
              ? [
                  {
                    id: 31,
                    amount: 500,
                    use_type: 'recharge',
                    use_type_text: '充值',
                    note: '在线充值',
                    balance: 5500,
                    created_at: '2026-11-20T02:01:00.000Z',
                  },
                ]
              : [],
          ),
        ),
    });
    renderApp('/wdqb_yegl?recharge_id=7', api);
    expect(await screen.findByText('正在确认 ¥500.00 的支付结果，请稍候...', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('充值成功，¥500.00 已存入账户余额', {}, { timeout: 6000 })).toBeInTheDocument();
    expect(api.callsTo('GET /api/pay/check_cz_order').map((call) => call.params)).toEqual([{ id: 7 }, { id: 7 }]);
    expect(await screen.findByText('¥5500.00')).toBeInTheDocument();
    expect(await screen.findByText('在线充值')).toBeInTheDocument();
  });
});
