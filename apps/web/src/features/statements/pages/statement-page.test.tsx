import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Statement, StatementMonthRow } from '@yc/contracts';
import { describe, expect, it } from 'vitest';
import { asRole } from '../../../testing/company-fixtures';
import { ok, type RecordedCall } from '../../../testing/fake-api';
import { memberApi } from '../../../testing/member-fixtures';
import { renderApp } from '../../../testing/render-app';

const LOAD = { timeout: 15_000 };

const months: StatementMonthRow[] = [
  { month: '2026-11', status: 'open', status_text: '本月进行中', open_disputes: 0, confirmed_at: null },
  { month: '2026-10', status: 'pending', status_text: '待确认', open_disputes: 0, confirmed_at: null },
];

const statement = (month: string, overrides: Partial<Statement> = {}): Statement => ({
  month,
  store_id: 1,
  company: '仁和大药房连锁有限公司',
  from: `${month}-01`,
  to: `${month}-31`,
  status: month === '2026-11' ? 'open' : 'pending',
  status_text: month === '2026-11' ? '本月进行中' : '待确认',
  confirmed_by: null,
  confirmed_at: null,
  wallet: { opening: 1000, recharge: 5000, order_paid: 1250.5, credit_repaid: 0, refund: 0, cashback: 0, adjust: 0, closing: 4749.5 },
  credit: { opening: 0, drawn: 800, repaid: 300, refunded: 0, closing: 500 },
  points: { opening: 100, earned: 1250, used: 0, closing: 1350 },
  orders: { count: 2, amount: 2050.5, wallet: 1250.5, credit: 800, online: 0 },
  refunds: { total: 0, wallet: 0, credit: 0, online: 0 },
  lines: [
    {
      key: 'wallet:11',
      at: 1_790_827_200,
      account: 'wallet',
      type_text: '充值',
      order_no: '',
      amount: 5000,
      note: '在线充值',
      tax_invoice_no: '',
    },
    {
      key: 'wallet:12',
      at: 1_790_906_400,
      account: 'wallet',
      type_text: '订单付款',
      order_no: 'YC202610020001',
      amount: -1250.5,
      note: '',
      tax_invoice_no: '',
    },
    {
      key: 'credit:5',
      at: 1_791_012_600,
      account: 'credit',
      type_text: '账期支付',
      order_no: 'YC202610030001',
      amount: 800,
      note: '到期日 2026-11-02',
      tax_invoice_no: '',
    },
  ],
  disputes: [],
  ...overrides,
});

/** antd gives every dialog title the same id under test, so a dialog is found by its title's text. */
const dialogTitled = async (title: string): Promise<HTMLElement> => {
  const [dialog] = (await screen.findAllByText(title)).flatMap((t) => t.closest<HTMLElement>('[role="dialog"]') ?? []);
  if (!dialog) throw new Error(`no dialog titled ${title}`);
  return dialog;
};

const byMonth = (call: RecordedCall) => ok(statement(call.path.split('/').at(-1) ?? ''));

describe('对账单 (/dzd)', { timeout: 120_000 }, () => {
  it('opens on the latest month, switches month, and offers the month as PDF and Excel', async () => {
    const user = userEvent.setup({ delay: null });
    const api = memberApi({
      ...asRole('viewer'),
      'GET /api/user/statements': ok(months),
      'GET /api/user/statements/2026-11': byMonth,
      'GET /api/user/statements/2026-10': byMonth,
    });
    const { router } = renderApp('/dzd', api);
    expect(await screen.findByText('对账期间 2026-11-01 至 2026-11-31', { exact: false }, LOAD)).toBeInTheDocument();
    const wallet = screen.getByRole('region', { name: '余额' });
    expect(within(wallet).getByText('期末余额').nextSibling).toHaveTextContent('¥4749.50');
    expect(within(wallet).getByText('订单付款').nextSibling).toHaveTextContent('-¥1250.50');
    expect(within(screen.getByRole('region', { name: '本月订单' })).getByText('付款笔数').nextSibling).toHaveTextContent('2笔');
    expect(screen.getByRole('link', { name: '下载PDF' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/api\/user\/statements\/2026-11\/pdf$/),
    );
    expect(screen.getByRole('link', { name: '下载Excel' })).toHaveAttribute('download');

    const table = screen.getByRole('table');
    expect(within(table).getByRole('row', { name: /YC202610020001/ })).toHaveTextContent('订单付款余额YC202610020001-¥1250.50');
    expect(within(table).getByRole('row', { name: /YC202610030001/ })).toHaveTextContent('+¥800.00到期日 2026-11-02');

    await user.click(screen.getByRole('combobox', { name: '账单月份' }));
    await user.click(await screen.findByTitle('2026-10（待确认）'));
    await waitFor(() => expect(router.state.location.search).toBe('?month=2026-10'));
    expect(await screen.findByText('对账期间 2026-10-01 至 2026-10-31', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '下载Excel' })).toHaveAttribute('href', expect.stringMatching(/2026-10\/xlsx$/));
    // 查看 reads the month but neither confirms nor disputes it.
    expect(screen.queryByRole('button', { name: '对账确认' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /提出异议$/ })).not.toBeInTheDocument();
  });

  it('lets 财务 confirm a month that is over, after a second look', async () => {
    const user = userEvent.setup({ delay: null });
    let confirmed = false;
    const api = memberApi({
      ...asRole('finance'),
      'GET /api/user/statements': ok(months),
      'GET /api/user/statements/2026-10': () =>
        ok(
          statement(
            '2026-10',
            confirmed ? { status: 'confirmed', status_text: '已确认', confirmed_by: '钱财务', confirmed_at: 1_793_494_800 } : {},
          ),
        ),
      'POST /api/user/statements/2026-10/confirm': () => {
        confirmed = true;
        return ok(null);
      },
    });
    renderApp('/dzd?month=2026-10', api);
    await user.click(await screen.findByRole('button', { name: '对账确认' }, LOAD));
    const dialog = await dialogTitled('确认 2026-10 对账单');
    expect(api.callsTo('POST /api/user/statements/2026-10/confirm')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: '确认无误' }));
    expect(await screen.findByText('钱财务 于', { exact: false })).toBeInTheDocument();
    expect(api.callsTo('POST /api/user/statements/2026-10/confirm')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: '对账确认' })).not.toBeInTheDocument();
  });

  it('lets 财务 dispute a line with a note, and shows the dispute waiting for its answer', async () => {
    const user = userEvent.setup({ delay: null });
    let disputed = false;
    const dispute = {
      id: 7,
      line_key: 'wallet:12',
      line_text: '2026-10-02 订单付款 YC202610020001 ¥-1250.50',
      note: '这笔已退款',
      by: '钱财务',
      status: 'open' as const,
      status_text: '待处理',
      reply: null,
      created_at: 1_793_494_800,
      resolved_at: null,
    };
    const api = memberApi({
      ...asRole('finance'),
      'GET /api/user/statements': ok(months),
      'GET /api/user/statements/2026-10': () =>
        ok(statement('2026-10', disputed ? { status: 'disputed', status_text: '有异议', disputes: [dispute] } : {})),
      'POST /api/user/statements/2026-10/disputes': () => {
        disputed = true;
        return ok({ id: 7 });
      },
    });
    renderApp('/dzd?month=2026-10', api);
    const row = await screen.findByRole('row', { name: /YC202610020001/ }, LOAD);
    await user.click(within(row).getByRole('button', { name: /提出异议$/ }));
    const dialog = await dialogTitled('提出对账异议');
    expect(dialog).toHaveTextContent('订单付款 YC202610020001 余额 -¥1250.50');
    await user.click(within(dialog).getByRole('button', { name: '提交异议' }));
    expect(await within(dialog).findByText('请填写异议说明')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('异议说明'), '这笔已退款');
    await user.click(within(dialog).getByRole('button', { name: '提交异议' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/user/statements/2026-10/disputes').map((c) => c.body)).toEqual([
        { line_key: 'wallet:12', note: '这笔已退款' },
      ]),
    );

    expect((await screen.findByText('异议答复后可确认')).closest('button')).toBeDisabled();
    const [lines, disputes] = screen.getAllByRole('table');
    expect(within(lines).getByText('YC202610020001').closest('tr')).toHaveTextContent('异议待答复');
    expect(within(disputes).getByText('这笔已退款').closest('tr')).toHaveTextContent('钱财务');
    expect(within(disputes).getByText('这笔已退款').closest('tr')).toHaveTextContent('待处理');
  });
});
