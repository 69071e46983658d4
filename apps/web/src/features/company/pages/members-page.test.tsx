import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { companyView } from '../../../testing/company-fixtures';
import { fail, ok, type Route } from '../../../testing/fake-api';
import { memberApi } from '../../../testing/member-fixtures';
import { renderApp } from '../../../testing/render-app';

const LOAD = { timeout: 15_000 };
const membersApi = (routes: Record<string, Route> = {}) => memberApi({ 'GET /api/company': ok(companyView()), ...routes });
// The row by its member's name: asking for a row by its accessible name computes the name of every cell of the table.
const row = async (name: string) => (await screen.findByText(name, {}, LOAD)).closest('tr') as HTMLElement;

describe('企业成员 (/qycy)', { timeout: 120_000 }, () => {
  it('lists each member with its role and limits per store', async () => {
    renderApp('/qycy', membersApi());
    const buyer = await row('王采购');
    expect(buyer).toHaveTextContent('13800000003');
    expect(buyer).toHaveTextContent('采购员');
    expect(buyer).toHaveTextContent('单笔 ¥5000.00 · 每月 不限');
    const owner = await row('张药师');
    expect(within(owner).getAllByText('负责人')).toHaveLength(2);
    expect(owner).toHaveTextContent('创建人');
    // The founder is not disabled from here, and a 负责人 has no limits to set.
    expect(within(owner).queryByRole('button', { name: '停用' })).not.toBeInTheDocument();
    expect(within(owner).queryByRole('button', { name: /限额/ })).not.toBeInTheDocument();
  });

  it('invites by phone with a role per store, and shows the server’s refusal of an existing member under the phone', async () => {
    const user = userEvent.setup({ delay: null });
    const api = membersApi({
      'POST /api/company/members/invite': (call) =>
        (call.body as { phone: string }).phone === '13800000003'
          ? fail(422, '该手机号已是企业成员', 422, { errors: { phone: ['该手机号已是企业成员'] } })
          : ok({ expires_in: 300, resend_in: 60 }),
    });
    renderApp('/qycy', api);
    await user.click(await screen.findByRole('button', { name: /邀请成员/ }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: '邀请成员' });
    await user.click(within(dialog).getByRole('button', { name: '发送邀请' }));
    expect(await within(dialog).findByText('请至少为成员分配一个店铺的角色')).toBeInTheDocument();
    expect(api.callsTo('POST /api/company/members/invite')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('手机号'), '13800000003');
    await user.type(within(dialog).getByLabelText('姓名'), '王采购');
    await user.click(within(dialog).getByRole('combobox', { name: '仁和大药房光谷店的角色' }));
    await user.click(await screen.findByTitle('采购员'));
    await user.click(within(dialog).getByRole('button', { name: '发送邀请' }));
    expect(await within(dialog).findByText('该手机号已是企业成员')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText('手机号'));
    await user.type(within(dialog).getByLabelText('手机号'), '13700001111');
    await user.click(within(dialog).getByRole('button', { name: '发送邀请' }));
    await waitFor(() => expect(api.callsTo('POST /api/company/members/invite')).toHaveLength(2));
    expect(api.callsTo('POST /api/company/members/invite').at(-1)?.body).toEqual({
      phone: '13700001111',
      name: '王采购',
      roles: [{ store_id: '2', role: 'buyer' }],
    });
    expect(await screen.findByText(/邀请已发送，13700001111 将收到短信验证码/)).toBeInTheDocument();
  });

  it('sets limits in yuan, sends fen, and refuses zero or absurd limits with the contract’s Chinese messages', async () => {
    const user = userEvent.setup({ delay: null });
    const api = membersApi({ 'POST /api/company/members/9/limits': ok(null) });
    renderApp('/qycy', api);
    await user.click(await screen.findByRole('button', { name: '设置王采购在仁和大药房连锁有限公司的限额' }, LOAD));
    const dialog = await screen.findByRole('dialog');
    const order = within(dialog).getByLabelText('单笔限额（元）');
    expect(order).toHaveValue('5000.00');

    await user.clear(order);
    await user.type(order, '0');
    await user.click(within(dialog).getByRole('button', { name: '保 存' }));
    expect(await within(dialog).findByText('单笔限额须大于0')).toBeInTheDocument();
    await user.clear(order);
    await user.type(order, '10000000.01');
    await user.click(within(dialog).getByRole('button', { name: '保 存' }));
    expect(await within(dialog).findByText('单笔限额不能超过1000万元')).toBeInTheDocument();
    expect(api.callsTo('POST /api/company/members/9/limits')).toHaveLength(0);

    await user.clear(order);
    await user.type(order, '6000.5');
    await user.type(within(dialog).getByLabelText('月度限额（元）'), '20000');
    await user.click(within(dialog).getByRole('button', { name: '保 存' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/company/members/9/limits').map((c) => c.body)).toEqual([
        { store_id: '1', order_limit_fen: '600050', month_limit_fen: '2000000' },
      ]),
    );
    expect(await screen.findByText('限额已更新')).toBeInTheDocument();
  });

  it('shows the server’s refusal to take the last 负责人 from a store, as it words it', async () => {
    const user = userEvent.setup({ delay: null });
    const refusal = '仁和大药房连锁有限公司至少需要一位负责人，请先为该店铺指定其他负责人';
    const api = membersApi({ 'POST /api/company/members/7/roles': fail(400, refusal) });
    renderApp('/qycy', api);
    await user.click(await screen.findByRole('button', { name: '设置张药师的角色' }, LOAD));
    const dialog = await screen.findByRole('dialog', { name: /设置角色/ });
    await user.click(within(dialog).getByRole('combobox', { name: '仁和大药房连锁有限公司的角色' }));
    await user.click(await screen.findByTitle('财务'));
    await user.click(within(dialog).getByRole('button', { name: '保 存' }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/company/members/7/roles').at(-1)?.body).toEqual({
        roles: [
          { store_id: '1', role: 'finance' },
          { store_id: '2', role: 'owner' },
        ],
      }),
    );
    const alert = (await screen.findByText(refusal, {}, LOAD)).closest('[role="dialog"]');
    expect(alert).toHaveTextContent('温馨提示');
  });

  it('disables a member after saying its sessions end at once', async () => {
    const user = userEvent.setup({ delay: null });
    const api = membersApi({ 'POST /api/company/members/9/disable': ok(null) });
    renderApp('/qycy', api);
    await user.click(within(await row('王采购')).getByRole('button', { name: '停用' }));
    const confirm = await screen.findByRole('dialog', { name: '确定停用王采购吗？' });
    expect(confirm).toHaveTextContent('停用后该成员立即退出登录');
    expect(api.callsTo('POST /api/company/members/9/disable')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: '停 用' }));
    await waitFor(() => expect(api.callsTo('POST /api/company/members/9/disable')).toHaveLength(1));
    expect(await screen.findByText('成员已停用')).toBeInTheDocument();
  });
});
