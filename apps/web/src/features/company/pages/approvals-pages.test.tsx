import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { approvalRow, companyView } from '../../../testing/company-fixtures';
import { fail, ok } from '../../../testing/fake-api';
import { memberApi } from '../../../testing/member-fixtures';
import { renderApp } from '../../../testing/render-app';

const LOAD = { timeout: 15_000 };

describe('待审批订单 (/dspdd)', { timeout: 120_000 }, () => {
  it('shows each waiting order with its lines, why it waits and its total; approves after a confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    let waiting = [approvalRow()];
    const api = memberApi({
      'GET /api/company/approvals': () => ok(waiting),
      'POST /api/company/approvals/301/approve': () => {
        waiting = [];
        return ok({ id: 301, status: 'unpaid', status_text: '待付款' });
      },
    });
    renderApp('/dspdd', api);
    const order = await screen.findByRole('article', { name: '待审批订单 YC202611250001' }, LOAD);
    expect(order).toHaveTextContent('王采购');
    expect(order).toHaveTextContent('超出单笔限额¥5000.00');
    expect(within(order).getByRole('row', { name: /阿莫西林胶囊/ })).toHaveTextContent('阿莫西林胶囊0.25g*24粒¥12.50400¥5000.00');
    expect(within(order).getByRole('row', { name: /布洛芬缓释胶囊/ })).toHaveTextContent('布洛芬缓释胶囊0.3g*20粒¥24.8250¥1241.00');
    expect(order).toHaveTextContent('共 450 件，应付合计：¥6240.50');

    await user.click(within(order).getByRole('button', { name: '审批通过' }));
    const confirm = await screen.findByRole('dialog', { name: '确定审批通过订单 YC202611250001 吗？' });
    expect(api.callsTo('POST /api/company/approvals/301/approve')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: '审批通过' }));
    expect(await screen.findByText('已审批通过')).toBeInTheDocument();
    expect(await screen.findByText('暂无待审批订单')).toBeInTheDocument();
  });

  it('rejects only with a reason, and shows the refusal when another approver decided first', async () => {
    const user = userEvent.setup({ delay: null });
    const api = memberApi({
      'GET /api/company/approvals': ok([approvalRow()]),
      'POST /api/company/approvals/301/reject': fail(400, '订单已取消，无法审批'),
    });
    renderApp('/dspdd', api);
    const order = await screen.findByRole('article', { name: '待审批订单 YC202611250001' }, LOAD);
    await user.click(within(order).getByRole('button', { name: '驳 回' }));
    const dialog = await screen.findByRole('dialog', { name: '驳回订单 YC202611250001' });
    await user.click(within(dialog).getByRole('button', { name: '确认驳回' }));
    expect(await within(dialog).findByText('请填写驳回原因')).toBeInTheDocument();
    expect(api.callsTo('POST /api/company/approvals/301/reject')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('驳回原因'), '本月预算已用完');
    await user.click(within(dialog).getByRole('button', { name: '确认驳回' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/company/approvals/301/reject').map((c) => c.body)).toEqual([{ reason: '本月预算已用完' }]),
    );
    expect(await screen.findByText('订单已取消，无法审批')).toBeInTheDocument();
    // The list is asked again, so the order decided elsewhere goes.
    await waitFor(() => expect(api.callsTo('GET /api/company/approvals').length).toBeGreaterThan(1));
  });
});

describe('审批设置 (/spsz) and 操作日志 (/czrz)', { timeout: 120_000 }, () => {
  it('sets who approves and the hold time (1–168 hours), and which stores have every order approved', async () => {
    const user = userEvent.setup({ delay: null });
    const api = memberApi({
      'GET /api/company': ok(companyView()),
      'POST /api/company/settings': ok(null),
      'POST /api/company/stores/approval': ok(null),
    });
    renderApp('/spsz', api);
    const hours = await screen.findByLabelText('审批等待时间（小时）', {}, LOAD);
    expect(hours).toHaveValue('24');
    await user.click(screen.getByRole('radio', { name: '负责人或财务' }));
    await user.clear(hours);
    await user.type(hours, '200');
    await user.click(screen.getByRole('button', { name: '保存设置' }));
    expect(await screen.findByText('审批等待时间不能超过168小时')).toBeInTheDocument();
    expect(api.callsTo('POST /api/company/settings')).toHaveLength(0);
    await user.clear(hours);
    await user.type(hours, '48');
    await user.click(screen.getByRole('button', { name: '保存设置' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/company/settings').map((c) => c.body)).toEqual([
        { approver_role: 'finance', approval_hold_hours: '48' },
      ]),
    );

    await user.click(screen.getByRole('switch', { name: '仁和大药房光谷店所有订单须审批' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/company/stores/approval').map((c) => c.body)).toEqual([{ store_id: '2', requires_approval: '1' }]),
    );
  });

  it('lists the company’s log, newest first, by page', async () => {
    const api = memberApi({
      'GET /api/company/log': ok({
        list: [
          {
            id: 5,
            actor: '张药师',
            action: '设置限额',
            detail: '王采购（13800000003）在仁和大药房连锁有限公司：单笔¥5000.00，每月不限',
            created_at: 1_794_913_600,
          },
        ],
        total: 1,
        page: 1,
        page_size: 20,
      }),
    });
    renderApp('/czrz', api);
    const row = await screen.findByRole('row', { name: /设置限额/ }, LOAD);
    expect(row).toHaveTextContent('张药师');
    expect(row).toHaveTextContent('单笔¥5000.00，每月不限');
    expect(api.callsTo('GET /api/company/log').at(-1)?.params).toEqual({ page: 1, page_size: 20 });
  });
});
