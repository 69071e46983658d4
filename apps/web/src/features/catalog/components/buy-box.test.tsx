import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GoodsCard } from '@yc/contracts';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../app/providers';
import { createQueryClient } from '../../../app/query-client';
import { useSessionStore } from '../../../stores/session';
import { goodsCard } from '../../../testing/catalog-fixtures';
import { createFakeApi, ok } from '../../../testing/fake-api';
import { member } from '../../../testing/fixtures';
import { BuyBox } from './buy-box';

function show(overrides: Partial<GoodsCard>, showTier = false) {
  useSessionStore.getState().setUser(member());
  const goods: GoodsCard = { ...goodsCard(overrides), xq_text: null };
  const { container } = render(
    <AppProviders queryClient={createQueryClient()}>
      <MemoryRouter>
        <BuyBox goods={goods} showTier={showTier} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { box: within(container), quantity: screen.getByRole('spinbutton', { name: '购买数量' }) };
}

async function typeQuantity(input: HTMLElement, value: string) {
  await userEvent.clear(input);
  await userEvent.type(input, value);
  await userEvent.tab();
}

afterEach(() => useSessionStore.getState().setUser(null));

describe('buy box ladder price on the goods page', () => {
  const ladder = { price: 12.5, base_price: 12.5, goods_price_id: 0, bzdw: '盒', min_qty: 1, mid_pack: 1 };
  const tiers = [
    { number: 10, price: 12 },
    { number: 50, price: 11 },
    { number: 100, price: 10.5 },
  ];

  it('follows the tier of the quantity in the stepper, says what the next tier needs, and adds at the price seen', async () => {
    const api = createFakeApi({ 'POST /api/cart': ok({ total: 1, ids: [9], notices: [] }) });
    api.install();
    const { quantity } = show({ ...ladder, ladder_price: tiers }, true);
    const note = screen.getByRole('status', { name: '阶梯价' });
    expect(note).toHaveTextContent('当前适用 1-10盒，单价 ¥12.00；再买 10盒，单价降至 ¥11.00');
    await typeQuantity(quantity, '30');
    expect(note).toHaveTextContent('当前适用 11-50盒，单价 ¥11.00；再买 21盒，单价降至 ¥10.50');
    await typeQuantity(quantity, '120');
    expect(note).toHaveTextContent('当前适用 ≥51盒，单价 ¥10.50');
    expect(note).not.toHaveTextContent('再买');
    await typeQuantity(quantity, '30');
    await userEvent.click(screen.getByRole('button', { name: /加入购物车/ }));
    await waitFor(() => expect(api.callsTo('POST /api/cart')).toHaveLength(1));
    expect(api.callsTo('POST /api/cart')[0]!.body).toMatchObject({ params: [{ price: '11', number: '30' }] });
  });

  it('shows the level price when it is below the tier, without a tier', () => {
    show({ ...ladder, price: 10, goods_price_id: 7, ladder_price: tiers }, true);
    expect(screen.getByRole('status', { name: '阶梯价' })).toHaveTextContent('单价 ¥10.00');
    expect(screen.getByRole('status', { name: '阶梯价' })).not.toHaveTextContent('当前适用');
  });
});

describe('buy box quantity (起订量 and 中包装, one rule)', () => {
  it('keeps a typed quantity as typed when middle packs are not required: 40 stays 40', async () => {
    const { box, quantity } = show({ min_qty: 1, mid_pack: 25 });
    await typeQuantity(quantity, '40');
    expect(quantity).toHaveValue('40');
    expect(box.queryByText(/按中包装/)).not.toBeInTheDocument();
  });

  it('says 按中包装 10盒 购买 beside the stepper, and why a typed quantity changed', async () => {
    const { box, quantity } = show({ min_qty: 10, mid_pack: 10, bzdw: '盒' });
    expect(box.getByRole('note')).toHaveTextContent('按中包装 10盒 购买');
    await typeQuantity(quantity, '45');
    expect(quantity).toHaveValue('50');
    expect(await screen.findByText('按中包装 10盒 购买，已调整为 50盒')).toBeInTheDocument();
  });
});
