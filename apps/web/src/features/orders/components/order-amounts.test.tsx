import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { orderInfo } from '../../../testing/cart-fixtures';
import { ok } from '../../../testing/fake-api';
import { memberApi } from '../../../testing/member-fixtures';
import { renderApp } from '../../../testing/render-app';

const fen = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, '')) * 100) * (text.trim().startsWith('-') ? -1 : 1);

/** Two lines sharing a ¥30 满减 and a ¥3.33 coupon (the odd fen on the last line), ¥15 shipping, ¥1 of cash voucher. */
const order = orderInfo({
  status: 'paid',
  status_text: '待发货',
  paid_at: 1_795_000_100,
  goods_amount: 2325,
  promotion_amount: 30,
  coupon_amount: 3.33,
  voucher_amount: 1,
  shipping_amount: 15,
  shipping_paid: 14.99,
  pay_amount: 2305.67,
  promotions: [
    { type: 'promotion', name: '满减/满折优惠', amount: 30 },
    { type: 'coupon', name: '全场满500减3.33', amount: 3.33 },
    { type: 'voucher', name: '现金券', amount: 1 },
  ],
  items: [
    { ...orderInfo().items[0], id: 1, subtotal: 1250, discount: 17.9, voucher: 0.53, paid: 1231.57, amount: 1232.1 },
    {
      ...orderInfo().items[0],
      id: 2,
      goods_id: 102,
      name: '布洛芬缓释胶囊',
      subtotal: 1075,
      discount: 15.43,
      voucher: 0.46,
      paid: 1059.11,
      amount: 1059.57,
    },
  ],
});

describe('the order’s amounts (/order/info/:id)', { timeout: 60_000 }, () => {
  it('states line subtotals + shipping − 满减/满折 − coupon − cash voucher = 实付, and each line’s share, adding up to the fen', async () => {
    renderApp('/order/info/501', memberApi({ 'GET /api/order/info/501': ok(order) }));
    const amounts = await screen.findByLabelText('订单金额', {}, { timeout: 15_000 });
    const rows = within(amounts)
      .getAllByRole('definition')
      .map((dd) => dd.textContent ?? '');
    const labels = within(amounts)
      .getAllByRole('term')
      .map((dt) => dt.textContent);
    expect(labels).toEqual(['商品小计：', '运费：', '满减/满折：', '优惠券（全场满500减3.33）：', '现金券：', '实付金额：']);
    expect(rows).toEqual(['¥2325.00', '+¥15.00', '-¥30.00', '-¥3.33', '-¥1.00', '¥2305.67']);
    const total = rows.pop() ?? '';
    expect(rows.reduce((sum, text) => sum + fen(text), 0)).toBe(fen(total));

    const table = screen.getByRole('table', { name: '商品清单' });
    const header = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    const column = (title: string) => {
      const at = header.indexOf(title);
      return within(table)
        .getAllByRole('row')
        .slice(1)
        .map((tr) => fen(within(tr).getAllByRole('cell')[at].textContent ?? ''));
    };
    const [subtotals, off, paid] = [column('小计'), column('优惠'), column('实付')];
    expect(subtotals).toEqual([125000, 107500]);
    expect(off).toEqual([-1843, -1589]);
    expect(subtotals.reduce((a, b) => a + b)).toBe(fen(rows[0]));
    paid.forEach((p, k) => expect(p).toBe(subtotals[k] + off[k]));
    expect(paid.reduce((a, b) => a + b) + 1499).toBe(fen(total));
  });
});
