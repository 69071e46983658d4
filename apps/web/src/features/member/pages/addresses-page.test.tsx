import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok } from '../../../testing/fake-api';
import { address } from '../../../testing/cart-fixtures';
import { memberApi } from '../../../testing/member-fixtures';
import { renderApp } from '../../../testing/render-app';

// Role queries over the whole member-centre page are slow in jsdom (tens of seconds on a busy 2-core machine).
describe('delivery addresses (/addr)', { timeout: 90_000 }, () => {
  it('checks the phone by the mobile rule, then adds the address as the default', async () => {
    const user = userEvent.setup({ delay: null });
    const api = memberApi({ 'POST /api/address': ok(address({ id: 12, consignee: '周海' })) });
    renderApp('/addr', api);
    await user.click(await screen.findByRole('button', { name: /新增收货地址/ }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: '新增收货地址' });

    await user.type(within(dialog).getByLabelText('收货人'), '周海');
    await user.type(within(dialog).getByLabelText('手机号'), '1380000002');
    await user.click(within(dialog).getByLabelText('省份'));
    await user.click(await screen.findByTitle('北京市'));
    await user.type(within(dialog).getByLabelText('城市'), '北京市');
    await user.type(within(dialog).getByLabelText('详细地址'), '中关村示例大街66号');
    await user.click(within(dialog).getByRole('checkbox', { name: '设为默认收货地址' }));
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('收货人手机号格式不正确')).toBeInTheDocument();
    expect(api.callsTo('POST /api/address')).toHaveLength(0);

    await user.type(within(dialog).getByLabelText('手机号'), '1');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(api.callsTo('POST /api/address')).toHaveLength(1));
    expect(api.callsTo('POST /api/address')[0].body).toEqual({
      consignee: '周海',
      phone: '13800000021',
      province: '北京市',
      city: '北京市',
      district: '',
      detail: '中关村示例大街66号',
      is_default: '1',
    });
    await waitFor(() => expect(api.callsTo('GET /api/address').length).toBeGreaterThan(1));
  });

  it('edits an address in place', async () => {
    const user = userEvent.setup({ delay: null });
    const api = memberApi({ 'POST /api/address/11': ok(address({ detail: '建国路示例大街99号' })) });
    renderApp('/addr', api);
    await user.click(await screen.findByRole('button', { name: /编\s*辑/ }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: '编辑收货地址' });
    expect(within(dialog).getByLabelText('收货人')).toHaveValue('李仁济');
    await user.clear(within(dialog).getByLabelText('详细地址'));
    await user.type(within(dialog).getByLabelText('详细地址'), '建国路示例大街99号');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(api.callsTo('POST /api/address/11')).toHaveLength(1));
    expect(api.callsTo('POST /api/address/11')[0].body).toMatchObject({ detail: '建国路示例大街99号', is_default: '1' });
  });

  it('deletes only after the confirmation, and makes another address the default', async () => {
    const user = userEvent.setup({ delay: null });
    const api = memberApi({
      'GET /api/address': ok([address(), address({ id: 13, consignee: '周海', is_default: 0 })]),
      'DELETE /api/address/13': ok({ id: 13 }),
      'POST /api/address/13/default': ok(address({ id: 13, is_default: 1 })),
    });
    renderApp('/addr', api);
    const row = (await screen.findByRole('cell', { name: '周海' }, { timeout: 5000 })).closest('tr') as HTMLElement;

    await user.click(within(row).getByRole('button', { name: '设为默认' }));
    await waitFor(() => expect(api.callsTo('POST /api/address/13/default')).toHaveLength(1));

    await user.click(within(row).getByRole('button', { name: /删\s*除/ }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('确定删除该收货地址吗？');
    expect(api.callsTo('DELETE /api/address/13')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(api.callsTo('DELETE /api/address/13')).toHaveLength(1));
  });
});
