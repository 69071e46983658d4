import type { PlanRow, PurchasePlan } from '@yc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { goodsCard } from '../../../testing/catalog-fixtures';
import { ok } from '../../../testing/fake-api';
import { memberApi } from '../../../testing/member-fixtures';
import { renderApp } from '../../../testing/render-app';

const row = (overrides: Partial<PlanRow>): PlanRow => ({
  line: 2,
  name: '阿莫西林胶囊',
  spec: '0.25g*24粒',
  maker: '华北制药',
  approval_no: '',
  barcode: '',
  quantity: 10,
  status: 'matched',
  status_text: '已匹配',
  errors: [],
  goods: goodsCard(),
  warehouse: '华东仓',
  candidates: [],
  number: 10,
  number_note: '',
  added: 0,
  ...overrides,
});

const plan = (rows: PlanRow[]): PurchasePlan => ({ id: 7, file_name: '本周采购.xlsx', rows, created_at: 1_795_000_000 });

const uploaded = plan([
  row({}),
  row({
    line: 3,
    name: '布洛芬缓释胶囊',
    quantity: 15,
    goods: goodsCard({ id: 102, name: '布洛芬缓释胶囊', min_qty: 10, mid_pack: 10 }),
    number: 20,
    number_note: '按中包装 10盒 购买，已调整为 20盒',
  }),
  row({
    line: 4,
    name: '维生素C片',
    status: 'choose',
    status_text: '请选择',
    goods: null,
    warehouse: '',
    candidates: [
      { ...goodsCard({ id: 201, name: '维生素C片', ypgg: '0.1g*100片' }), spec_differs: 0, warehouse: '华东仓' },
      { ...goodsCard({ id: 202, name: '维生素C片', ypgg: '0.1g*60片' }), spec_differs: 1, warehouse: '华北仓' },
    ],
  }),
  row({ line: 5, name: '完全不存在的药', status: 'not_found', status_text: '未找到', goods: null, number: 1 }),
  row({
    line: 6,
    name: '头孢克肟',
    status: 'out_of_stock',
    status_text: '缺货',
    goods: goodsCard({ id: 103, name: '头孢克肟', number: 0 }),
  }),
  row({ line: 7, quantity: null, status: 'invalid', status_text: '数据有误', errors: ['采购数量须为数字'] }),
]);

describe('采购计划导入 on /kjcg', { timeout: 60_000 }, () => {
  it('uploads the file, shows each row’s match and status, lets the buyer pick, and adds the ready rows in one request', async () => {
    const user = userEvent.setup({ delay: null });
    let current: PurchasePlan | null = null;
    const api = memberApi({
      'GET /api/user/fast_buy': ok({ list: [], total: 0, page: 1, page_size: 10 }),
      'GET /api/user/purchase_plan': () => ok(current),
      'POST /api/user/purchase_plan': () => {
        current = uploaded;
        return ok(uploaded);
      },
      'POST /api/user/purchase_plan/7/cart': ok({
        added: [2, 3],
        refused: [{ line: 4, reason: '库存不足，当前库存0' }],
        already: [],
        total: 3,
      }),
      'POST /api/user/purchase_plan/7/wanted': ok({ created: 1 }),
    });
    renderApp('/kjcg', api);
    expect(await screen.findByRole('link', { name: /下载模板/ }, { timeout: 5000 })).toHaveAttribute(
      'href',
      '/api/user/purchase_plan/template',
    );

    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['x'], '本周采购.xlsx'));
    const table = await screen.findByRole('table', { name: '采购计划匹配结果' });
    expect(api.callsTo('POST /api/user/purchase_plan')[0].body).toBeInstanceOf(FormData);
    const summary = screen.getByLabelText('匹配结果');
    expect(summary).toHaveTextContent('已匹配 2');
    expect(summary).toHaveTextContent('请选择 1');
    expect(within(table).getByText('按中包装 10盒 购买，已调整为 20盒')).toBeInTheDocument();
    expect(within(table).getByText('采购数量须为数字')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /加入购物车（2行）/ })).toBeEnabled();
    // The warehouse each goods ships from, and a candidate of another spec marked.
    const picks = screen.getByRole('radiogroup', { name: '第4行候选商品' });
    expect(within(picks).getByRole('radio', { name: /0\.1g\*100片.*华东仓/ })).not.toHaveAccessibleName(/规格不同/);
    expect(within(picks).getByRole('radio', { name: /规格不同.*0\.1g\*60片.*华北仓/ })).toBeInTheDocument();

    await user.click(within(screen.getByRole('radiogroup', { name: '第4行候选商品' })).getByRole('radio', { name: /0\.1g\*60片/ }));
    await user.click(screen.getByRole('button', { name: /加入购物车（3行）/ }));
    await waitFor(() => expect(api.callsTo('POST /api/user/purchase_plan/7/cart')).toHaveLength(1));
    expect(api.callsTo('POST /api/user/purchase_plan/7/cart')[0].body).toEqual({
      lines: [
        { line: 2, goods_id: 101, number: 10 },
        { line: 3, goods_id: 102, number: 20 },
        { line: 4, goods_id: 202, number: 10 },
      ],
    });
    expect(await within(table).findByText('未加入：库存不足，当前库存0')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '未找到的1行登记求购' }));
    await waitFor(() => expect(api.callsTo('POST /api/user/purchase_plan/7/wanted')[0]?.body).toEqual({ lines: [5] }));
  });
});
