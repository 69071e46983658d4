import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminGoodsDetail, AdminGoodsRow, AdminWarehouse, ImportPreview } from '@yc/contracts';
import { describe, expect, it } from 'vitest';
import { createFakeApi, fail, ok } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';

const me = ok({ id: 1, username: 'merchandiser', name: '赵运营', roles: ['merchandiser'] });
const LOAD = { timeout: 20_000 };
const options = ok({
  categories: [{ key: 'kgr.qms', name: '青霉素类', path: '抗感染药 / 青霉素类', depth: 2 }],
  brands: [],
  warehouses: [
    { id: 1, name: '华东仓', is_active: 1 },
    { id: 2, name: '华北仓', is_active: 1 },
    { id: 4, name: '西南仓', is_active: 0 },
  ],
  customer_types: ['单体药店'],
});

const goods: AdminGoodsDetail = {
  id: 5,
  sku: 'YC000005',
  name: '阿莫西林胶囊',
  common_name: '阿莫西林胶囊',
  trade_name: '',
  barcode: '6901234567892',
  kind: 'western',
  dosage_form: '胶囊剂',
  spec: '0.25g*24粒',
  unit: '盒',
  manufacturer: '华北制药',
  approval_no: '国药准字H13023964',
  licence_holder: '华北制药股份有限公司',
  category_key: 'kgr.qms',
  category_path: ['抗感染药', '青霉素类'],
  brand_id: null,
  warehouse_id: 1,
  goods_type: 1,
  base_price: 12,
  stock: 300,
  min_qty: 1,
  mid_pack: 10,
  qg_number: 0,
  ladder: [
    { number: 10, price: 12 },
    { number: 50, price: 11.5 },
  ],
  level_prices: [],
  tags: [],
  is_free_shipping: 0,
  is_dpby: 0,
  free_shipping_number: 0,
  is_near_expiry: 0,
  expiry_date: null,
  production_batch: '240101',
  storage: '常温',
  is_controlled: 0,
  controlled_regions: [],
  controlled_customer_types: [],
  contains_ephedrine: 0,
  hm_limit: 0,
  is_self_operated: 1,
  is_rx: 0,
  yb_code: '',
  yb_class: '非医保',
  rx_class: '处方药',
  is_essential: 0,
  is_vbp: 0,
  is_negotiated: 0,
  cold_chain: null,
  origin: '',
  shelf_life_months: null,
  restricted_class: null,
  on_sale: 1,
  sales: 10,
  images: [],
  drawn_image: '/api/img/goods/5.svg',
  quality_reports: [],
  created_at: 1_700_000_000,
};

/** The editor of goods 5, its save answered: the tests tell by the calls whether it sent anything. */
function openEditor() {
  const api = createFakeApi({
    'GET /api/admin/me': me,
    'GET /api/admin/goods/options': options,
    'GET /api/admin/goods/5': ok(goods),
    'POST /api/admin/goods/5': ok(null),
  });
  renderApp('/admin/goods/5', api);
  return api;
}

describe('the goods editor (/admin/goods/:id)', { timeout: 60_000 }, () => {
  it('saves the whole goods: the new base price and ladder tier in yuan, the switches as they were', async () => {
    const api = openEditor();
    const base = await screen.findByLabelText('基础价格', {}, LOAD);
    await userEvent.clear(base);
    await userEvent.type(base, '13.8');
    const tier = screen.getByLabelText('第2档价格');
    await userEvent.clear(tier);
    // More units never cost more per unit (AdminGoodsBody): the 50-unit tier is below the 10-unit one.
    await userEvent.type(tier, '11.6');
    await userEvent.click(screen.getByRole('combobox', { name: '仓库' }));
    // A switched-off warehouse is offered but cannot be chosen.
    expect(await screen.findByTitle('西南仓（已停用）')).toHaveClass('ant-select-item-option-disabled');
    await userEvent.click(screen.getByTitle('华北仓'));
    await userEvent.click(screen.getByRole('button', { name: '保存商品' }));
    await waitFor(() => expect(api.callsTo('POST /api/admin/goods/5')).toHaveLength(1));
    expect(api.callsTo('POST /api/admin/goods/5')[0]?.body).toMatchObject({
      sku: 'YC000005',
      base_price: '13.8',
      ladder: [
        { number: '10', price: '12' },
        { number: '50', price: '11.6' },
      ],
      is_self_operated: 'true',
      is_controlled: 'false',
      category_key: 'kgr.qms',
      warehouse_id: '2',
    });
    expect(await screen.findByText('商品已保存')).toBeInTheDocument();
  });

  it('checks the form with the goods contract, its rules across fields included, before anything is sent', async () => {
    const api = openEditor();
    const name = await screen.findByLabelText('商品名称', {}, LOAD);
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('switch', { name: '含麻药品' }));
    expect(screen.getByLabelText('每单限购')).toBeInTheDocument();
    const tier = screen.getByLabelText('第2档价格');
    await userEvent.clear(tier);
    await userEvent.type(tier, '12.5');
    await userEvent.click(screen.getByRole('button', { name: '保存商品' }));
    // AdminGoodsBody's messages: a field's own, and its rules across fields (含麻 needs a limit; a tier above the base price).
    expect(await screen.findByText('请输入商品名称')).toBeInTheDocument();
    expect(await screen.findByText('含麻药品请设置每单限购数量')).toBeInTheDocument();
    expect(await screen.findByText('阶梯价格不能高于基础价格')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/goods/5')).toHaveLength(0);
  });

  it('edits the 上市许可持有人 printed on the 随货同行单, within its length', async () => {
    const api = openEditor();
    const holder = await screen.findByLabelText('上市许可持有人', {}, LOAD);
    expect(holder).toHaveValue('华北制药股份有限公司');
    // Pasted past the box's limit: the contract's rule speaks, nothing is sent.
    fireEvent.change(holder, { target: { value: '药'.repeat(101) } });
    await userEvent.click(screen.getByRole('button', { name: '保存商品' }));
    expect(await screen.findByText('上市许可持有人不能超过100个字')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/goods/5')).toHaveLength(0);

    await userEvent.clear(holder);
    await userEvent.type(holder, '华北制药集团有限责任公司');
    await userEvent.click(screen.getByRole('button', { name: '保存商品' }));
    await waitFor(() => expect(api.callsTo('POST /api/admin/goods/5')).toHaveLength(1));
    expect(api.callsTo('POST /api/admin/goods/5')[0]?.body).toMatchObject({ licence_holder: '华北制药集团有限责任公司' });
  });

  it('edits the 商品名 and the 条码, refusing a barcode whose check digit does not hold before anything is sent', async () => {
    const api = openEditor();
    const barcode = await screen.findByLabelText('条码', {}, LOAD);
    expect(barcode).toHaveValue('6901234567892');
    await userEvent.type(screen.getByLabelText('商品名'), '阿莫仙');
    await userEvent.clear(barcode);
    await userEvent.type(barcode, '6901234567891');
    await userEvent.click(screen.getByRole('button', { name: '保存商品' }));
    expect(await screen.findByText('条码校验位不正确，请核对')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/goods/5')).toHaveLength(0);

    await userEvent.clear(barcode);
    await userEvent.type(barcode, '06901233');
    await userEvent.click(screen.getByRole('button', { name: '保存商品' }));
    await waitFor(() => expect(api.callsTo('POST /api/admin/goods/5')).toHaveLength(1));
    expect(api.callsTo('POST /api/admin/goods/5')[0]?.body).toMatchObject({ trade_name: '阿莫仙', barcode: '06901233' });
  });
});

describe('the goods list (/admin/goods)', { timeout: 60_000 }, () => {
  const row: AdminGoodsRow = {
    id: 5,
    sku: 'YC000005',
    name: '阿莫西林胶囊',
    common_name: '阿莫西林胶囊',
    spec: '0.25g*24粒',
    unit: '盒',
    manufacturer: '华北制药',
    approval_no: '国药准字H13023964',
    category_name: '青霉素类',
    brand_name: null,
    warehouse_id: 2,
    warehouse_name: '华北仓',
    goods_type: 1,
    base_price: 12,
    stock: 300,
    sales: 10,
    on_sale: 1,
    zones: [],
    image: '/api/img/goods/5.svg',
  };

  it('filters by warehouse and shows each goods’ warehouse', async () => {
    const api = createFakeApi({
      'GET /api/admin/me': me,
      'GET /api/admin/goods/options': options,
      'GET /api/admin/goods': ok({ list: [row], total: 1, page: 1, page_size: 20 }),
    });
    renderApp('/admin/goods', api);
    const listed = await screen.findByRole('row', { name: /阿莫西林胶囊/ }, LOAD);
    expect(within(listed).getByText('华北仓')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: '仓库' }));
    await userEvent.click(await screen.findByTitle('华北仓'));
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(api.callsTo('GET /api/admin/goods').at(-1)?.params).toMatchObject({ warehouse_id: 2, page: 1 }));
  });
});

describe('warehouses (/admin/warehouses)', { timeout: 60_000 }, () => {
  const warehouse = (id: number, name: string, stock: AdminWarehouse['stock']): AdminWarehouse => ({
    id,
    name,
    city: '杭州',
    address: '',
    sort: id,
    is_active: 1,
    stock,
    created_at: 1_700_000_000,
    updated_at: 1_700_000_000,
  });
  const list = [
    warehouse(1, '华东仓', { goods_count: 1000, units: 2_500_000, out_of_stock: 20, low_stock: 31 }),
    warehouse(2, '华北仓', { goods_count: 3, units: 749, out_of_stock: 0, low_stock: 2 }),
  ];
  const warehouseStaff = ok({ id: 2, username: 'warehouse', name: '钱仓管', roles: ['warehouse'] });

  it('is in the warehouse staff’s menu, shows each warehouse’s stock, and shows why a switch-off is refused, keeping what was typed', async () => {
    const api = createFakeApi({
      'GET /api/admin/me': warehouseStaff,
      'GET /api/admin/warehouses': ok(list),
      'POST /api/admin/warehouses/2': fail(400, '该仓库还有3个商品，请先将这些商品移到其他仓库再停用'),
    });
    renderApp('/admin/warehouses', api);
    const north = await screen.findByRole('row', { name: /华北仓/ }, LOAD);
    expect(screen.getByRole('menuitem', { name: '仓库管理' })).toBeInTheDocument();
    expect(
      within(north)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['华北仓', '杭州', '—', '3', '749', '0', '2', '启用', '2', '编辑']);

    await userEvent.click(within(north).getByRole('button', { name: '编辑' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑仓库' });
    await userEvent.click(within(dialog).getByRole('switch', { name: '启用' }));
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    const alert = (await screen.findByText('该仓库还有3个商品，请先将这些商品移到其他仓库再停用')).closest('[role=dialog]') as HTMLElement;
    expect(api.callsTo('POST /api/admin/warehouses/2')[0]?.body).toMatchObject({ name: '华北仓', is_active: 'false' });
    await userEvent.click(within(alert).getByRole('button'));
    // The editor keeps what was typed.
    expect(within(dialog).getByRole('switch', { name: '启用' })).not.toBeChecked();
  });

  it('adds a warehouse from its editor', async () => {
    const api = createFakeApi({
      'GET /api/admin/me': warehouseStaff,
      'GET /api/admin/warehouses': ok(list),
      'POST /api/admin/warehouses': ok({ id: 3 }),
    });
    renderApp('/admin/warehouses', api);
    await userEvent.click(await screen.findByRole('button', { name: '添加仓库' }, LOAD));
    const adding = await screen.findByRole('dialog', { name: '添加仓库' });
    await userEvent.type(within(adding).getByLabelText('仓库名称'), '华南仓');
    await userEvent.type(within(adding).getByLabelText('所在城市'), '广州');
    await userEvent.click(within(adding).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/admin/warehouses')[0]?.body).toMatchObject({
        name: '华南仓',
        city: '广州',
        is_active: 'true',
        sort: '0',
      }),
    );
    expect(await screen.findByText('仓库已保存')).toBeInTheDocument();
  });
});

describe('bulk price and stock (/admin/goods/import)', { timeout: 60_000 }, () => {
  const preview: ImportPreview = {
    id: 9,
    file_name: '价格.csv',
    total: 2,
    valid: 1,
    invalid: 1,
    applied_at: null,
    rows: [
      { line: 2, sku: 'YC000005', goods_id: 5, name: '阿莫西林胶囊', old_price: 12, price: 13.5, old_stock: 300, stock: null, errors: [] },
      {
        line: 3,
        sku: 'NOPE',
        goods_id: null,
        name: '',
        old_price: null,
        price: 1,
        old_stock: null,
        stock: null,
        errors: ['商品编码不存在'],
      },
    ],
  };

  it('uploads the file, shows every row with its errors, and applies the valid ones once confirmed', async () => {
    const api = createFakeApi({
      'GET /api/admin/me': me,
      'POST /api/admin/goods/import': ok(preview),
      'POST /api/admin/goods/import/9/apply': ok({ ...preview, applied_at: 1_700_000_100, changed: 1, unchanged: 0 }),
    });
    const { container } = renderApp('/admin/goods/import', api);
    await screen.findByText('点击或拖拽文件到此处上传', {}, LOAD);
    const input = container.querySelector('input[type=file]') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['商品编码,价格\nYC000005,13.5\nNOPE,1\n'], '价格.csv', { type: 'text/csv' })] },
    });

    const refused = await screen.findByRole('row', { name: /NOPE/ }, LOAD);
    expect(within(refused).getByText('商品编码不存在')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /YC000005/ })).getByText('¥12.00 → ¥13.50')).toBeInTheDocument();
    expect(screen.getByText('共2行：1行可导入，1行有错误，不会导入。')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/goods/import')[0]?.body).toBeInstanceOf(FormData);

    await userEvent.click(screen.getByRole('button', { name: '确认导入（1行）' }));
    await userEvent.click(await screen.findByRole('button', { name: '确认导入' }));
    expect(await screen.findByText('导入完成：已更新1个商品')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/goods/import/9/apply')).toHaveLength(1);
  });
});
