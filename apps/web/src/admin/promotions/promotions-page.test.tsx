import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminPromotionDetail } from '@yc/contracts';
import { describe, expect, it } from 'vitest';
import { createFakeApi, ok } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';

// The console is its own lazily loaded chunk: the first render waits for it to compile.
const LOAD = { timeout: 20_000 };
const me = ok({ id: 1, username: 'merchandiser', name: '赵运营', roles: ['merchandiser'] });

const manjian: AdminPromotionDetail = {
  id: 7,
  type: 'manjian',
  type_text: '满减',
  name: '满200减8',
  rule_text: '满200减8',
  goods_count: 0,
  starts_at: 1_800_000_000,
  ends_at: 1_800_086_400,
  status: 'pending',
  status_text: '未开始',
  tiers: [{ threshold: 200, reduce: 8, rate: 0 }],
  buy_qty: 0,
  gift_qty: 0,
  threshold: 0,
  exchange_price: 0,
  max_number: 0,
  goods: [],
};
const { tiers: _tiers, buy_qty: _b, gift_qty: _g, threshold: _t, exchange_price: _e, max_number: _m, goods: _goods, ...row } = manjian;

describe('the promotion editor (/admin/promotions)', { timeout: 60_000 }, () => {
  it('asks for what AdminPromotionBody needs, in its words, before anything is sent', async () => {
    const user = userEvent.setup({ delay: null });
    const api = createFakeApi({
      'GET /api/admin/me': me,
      'GET /api/admin/promotions': ok({ list: [], total: 0, page: 1, page_size: 20 }),
      'GET /api/admin/pick/goods': ok([]),
    });
    renderApp('/admin/promotions', api);
    await user.click(await screen.findByRole('button', { name: '新建促销' }, LOAD));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('请输入活动名称')).toBeInTheDocument();
    // The window is the body's start and end.
    expect(await within(dialog).findByText('请选择开始时间')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/promotions')).toHaveLength(0);
  });

  it("shows the body's rule across fields under the tiers: each 满减 tier takes off less than its threshold", async () => {
    const user = userEvent.setup({ delay: null });
    const api = createFakeApi({
      'GET /api/admin/me': me,
      'GET /api/admin/promotions': ok({ list: [row], total: 1, page: 1, page_size: 20 }),
      'GET /api/admin/promotions/7': ok(manjian),
      'POST /api/admin/promotions/7': ok(null),
      'GET /api/admin/pick/goods': ok([]),
    });
    renderApp('/admin/promotions', api);
    const line = await screen.findByRole('row', { name: /满200减8/ }, LOAD);
    await user.click(within(line).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog');
    const reduce = within(dialog).getByLabelText('第1档减免');
    await user.clear(reduce);
    await user.type(reduce, '250');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('减免金额须小于满额门槛')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/promotions/7')).toHaveLength(0);
  });
});
