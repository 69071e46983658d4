import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { credit, orderInfo, wallet } from '../../testing/cart-fixtures';
import { createFakeApi, ok, type Route } from '../../testing/fake-api';
import { member } from '../../testing/fixtures';
import { renderPhone } from '../../testing/render-phone';

const hmOrder = orderInfo({ is_hm: 1 });

function payAt(routes: Record<string, Route> = {}) {
  const api = createFakeApi({
    'GET /api/user/base': ok(member({ cart: 1 })),
    'GET /api/order/info/501': ok(hmOrder),
    'GET /api/user/user_money': ok(wallet(5000)),
    'GET /api/user/user_credit': ok(credit(50000)),
    'GET /api/pay/channels': ok({ providers: [], sandbox: false, reason: null }),
    'GET /api/cart/list': ok({ data: [] }),
    'POST /api/pay/order': ok({ order_id: 501, status: 'paid', pay_url: null, code_url: null }),
    ...routes,
  });
  api.install();
  renderPhone('/m/cart/step3/501');
  return api;
}

const buyerSection = async () => screen.findByRole('region', { name: '含麻药品采购人' }, { timeout: 5000 });
const payButton = () => screen.getByRole('button', { name: '立即支付' });
const keypad = () => screen.queryByRole('dialog', { name: '请输入支付密码' });
/** The 支付密码 on the keypad sheet, digit by digit: the sixth pays. */
async function typeOnKeypad(digits: string) {
  const keys = within(screen.getByRole('group', { name: '数字键盘' }));
  for (const digit of digits) await userEvent.click(keys.getByRole('button', { name: digit }));
}

describe('phone pay page of a 含麻 order (/m/cart/step3/:id)', { timeout: 30_000 }, () => {
  it('asks the 采购人: a wrong 身份证号 is told beside its field and opens no keypad; the typed ones are sent with the payment', async () => {
    const api = payAt();
    const section = within(await buyerSection());
    expect(section.getByRole('heading', { name: '含麻药品采购人' })).toBeInTheDocument();
    await waitFor(() => expect(payButton()).toBeEnabled());

    await userEvent.type(section.getByRole('textbox', { name: '姓名' }), '张药师');
    const idNo = section.getByRole('textbox', { name: '身份证号' });
    await userEvent.type(idNo, '110105194912310021');
    await userEvent.click(payButton());
    // The message sits under its own field, named as the field's description.
    expect(await section.findByRole('alert')).toHaveTextContent('身份证号校验位不正确，请核对');
    expect(idNo).toHaveAttribute('aria-invalid', 'true');
    expect(idNo).toHaveAccessibleDescription('身份证号校验位不正确，请核对');
    expect(section.getByRole('textbox', { name: '姓名' })).not.toHaveAttribute('aria-invalid');
    expect(keypad()).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/pay/order')).toHaveLength(0);

    // Typing again takes the message away; a lower-case x is the contract's X.
    await userEvent.clear(idNo);
    expect(section.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.type(idNo, '11010519491231002x');
    await userEvent.click(payButton());
    expect(keypad()).toBeInTheDocument();
    await typeOnKeypad('135790');
    await waitFor(() => expect(api.callsTo('POST /api/pay/order')).toHaveLength(1));
    const body = api.callsTo('POST /api/pay/order')[0]!.body;
    expect(body).toMatchObject({
      order_id: '501',
      method: 'wallet',
      pay_password: '135790',
      hm_buyer: { name: '张药师', id_no: '11010519491231002X' },
    });
    expect(body).not.toHaveProperty('hm_buyer_last');
    await waitFor(() => expect(window.location.pathname).not.toBe('/m/cart/step3/501'));
  });

  it('without a name, says so beside 姓名 and sends nothing', async () => {
    const api = payAt();
    const section = within(await buyerSection());
    await waitFor(() => expect(payButton()).toBeEnabled());
    const name = section.getByRole('textbox', { name: '姓名' });
    await userEvent.type(section.getByRole('textbox', { name: '身份证号' }), '11010519491231002X');
    await userEvent.click(payButton());
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveAccessibleDescription('请填写采购人姓名');
    expect(keypad()).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/pay/order')).toHaveLength(0);
  });

  it('offers the store’s previous 采购人 first and sends hm_buyer_last: 1 with it, or the other one typed in', async () => {
    const last = { name: '李药师', id_no: '440304********123X' };
    const api = payAt({ 'GET /api/order/info/501': ok(orderInfo({ is_hm: 1, hm_buyer_last: last })) });
    const section = within(await buyerSection());
    const previous = section.getByRole('radio', { name: '上次：李药师（440304********123X）' });
    expect(previous).toHaveAttribute('aria-checked', 'true');
    expect(section.queryByRole('textbox', { name: '身份证号' })).not.toBeInTheDocument();
    await waitFor(() => expect(payButton()).toBeEnabled());

    await userEvent.click(payButton());
    await typeOnKeypad('135790');
    await waitFor(() => expect(api.callsTo('POST /api/pay/order')).toHaveLength(1));
    const body = api.callsTo('POST /api/pay/order')[0]!.body;
    expect(body).toMatchObject({ method: 'wallet', hm_buyer_last: '1' });
    expect(body).not.toHaveProperty('hm_buyer');
  });

  it('with the previous 采购人 offered, another typed in is sent instead', async () => {
    const last = { name: '李药师', id_no: '440304********123X' };
    const api = payAt({ 'GET /api/order/info/501': ok(orderInfo({ is_hm: 1, hm_buyer_last: last })) });
    const section = within(await buyerSection());
    await userEvent.click(section.getByRole('radio', { name: '填写其他采购人' }));
    expect(section.getByRole('radio', { name: '填写其他采购人' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.type(section.getByRole('textbox', { name: '姓名' }), '王药师');
    await userEvent.type(section.getByRole('textbox', { name: '身份证号' }), '11010519491231002X');
    await waitFor(() => expect(payButton()).toBeEnabled());
    await userEvent.click(payButton());
    await typeOnKeypad('135790');
    await waitFor(() => expect(api.callsTo('POST /api/pay/order')).toHaveLength(1));
    const body = api.callsTo('POST /api/pay/order')[0]!.body;
    expect(body).toMatchObject({ hm_buyer: { name: '王药师', id_no: '11010519491231002X' } });
    expect(body).not.toHaveProperty('hm_buyer_last');
  });

  it('a plain order has no 采购人 and sends none', async () => {
    const api = payAt({ 'GET /api/order/info/501': ok(orderInfo()) });
    await screen.findByRole('heading', { name: '选择支付方式' }, { timeout: 5000 });
    expect(screen.queryByRole('region', { name: '含麻药品采购人' })).not.toBeInTheDocument();
    await waitFor(() => expect(payButton()).toBeEnabled());
    await userEvent.click(payButton());
    await typeOnKeypad('135790');
    await waitFor(() => expect(api.callsTo('POST /api/pay/order')).toHaveLength(1));
    const body = api.callsTo('POST /api/pay/order')[0]!.body;
    expect(body).not.toHaveProperty('hm_buyer');
    expect(body).not.toHaveProperty('hm_buyer_last');
  });
});
