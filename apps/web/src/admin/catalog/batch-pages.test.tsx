import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminBatch, AdminExpiryBatch, AdminOrderDetail, BatchImportPreview } from '@yc/contracts';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { orderInfo } from '../../testing/cart-fixtures';
import { createFakeApi, ok } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';

const me = ok({ id: 3, username: 'warehouse', name: '钱仓管', roles: ['warehouse'] });
const LOAD = { timeout: 20_000 };
/** The table row of a cell (role queries over a whole console page are slow in jsdom). */
const rowOf = (cell: HTMLElement) => cell.closest('tr') as HTMLElement;
const day = (offset: number) => dayjs().add(offset, 'day').format('YYYY-MM-DD');
const warehouses = ok([
  {
    id: 1,
    name: '华东仓',
    city: '杭州',
    address: '',
    sort: 0,
    is_active: 1,
    stock: { goods_count: 10, units: 100, out_of_stock: 0, low_stock: 0 },
    created_at: 1_700_000_000,
    updated_at: 1_700_000_000,
  },
  {
    id: 2,
    name: '华北仓',
    city: '石家庄',
    address: '',
    sort: 1,
    is_active: 1,
    stock: { goods_count: 10, units: 100, out_of_stock: 0, low_stock: 0 },
    created_at: 1_700_000_000,
    updated_at: 1_700_000_000,
  },
]);

const batch = (over: Partial<AdminBatch> = {}): AdminBatch => ({
  id: 31,
  goods_id: 5,
  goods_name: '阿莫西林胶囊',
  warehouse_id: 2,
  batch_no: '240815',
  produced_on: day(-100),
  expires_on: day(600),
  quantity: 40,
  reserved: 0,
  status: 'sellable',
  status_text: '可售',
  lock_reason: '',
  reports: [],
  ...over,
});

describe('批次入库 (/admin/batches/receive)', { timeout: 60_000 }, () => {
  it('receives one batch of a goods picked in its warehouse, then sends its 检验报告', async () => {
    const user = userEvent.setup({ delay: null });
    const api = createFakeApi({
      'GET /api/admin/me': me,
      'GET /api/admin/warehouses': warehouses,
      'GET /api/admin/pick/goods': ok([{ id: 5, sku: 'YC000005', name: '阿莫西林胶囊', spec: '0.25g*24粒', base_price: 12 }]),
      'GET /api/admin/goods/5/batches': ok([batch({ id: 30, batch_no: '240101', expires_on: day(200) })]),
      'POST /api/admin/batches': ok(batch()),
      'POST /api/admin/batches/31/reports': ok(batch({ reports: ['/api/img/upload/report/5/a.pdf'] })),
    });
    const { container } = renderApp('/admin/batches/receive', api);
    await user.click(await screen.findByLabelText('仓库', {}, LOAD));
    await user.click(await screen.findByTitle('华北仓', {}, LOAD));
    await user.click(screen.getByLabelText('商品'));
    await user.click(await screen.findByText('阿莫西林胶囊（0.25g*24粒，YC000005，¥12.00）'));
    expect(api.callsTo('GET /api/admin/pick/goods').at(-1)?.params).toMatchObject({ warehouse_id: 2 });
    // The goods' batches show under the form.
    expect(await screen.findByText('240101', {}, LOAD)).toBeInTheDocument();

    await user.click(screen.getByText('确认入库'));
    expect(await screen.findByText('请填写批号')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/batches')).toHaveLength(0);

    await user.type(screen.getByLabelText('批号'), '240815');
    await user.type(screen.getByLabelText('生产日期'), `${day(-100)}{Tab}`);
    // Dates in the wrong order are refused by the contract's rule before anything is sent.
    await user.type(screen.getByLabelText('有效期至'), `${day(-200)}{Tab}`);
    await user.type(screen.getByLabelText('入库数量'), '40');
    await user.click(screen.getByText('确认入库'));
    expect(await screen.findByText('有效期至须晚于生产日期')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/batches')).toHaveLength(0);

    await user.clear(screen.getByLabelText('有效期至'));
    await user.type(screen.getByLabelText('有效期至'), `${day(600)}{Tab}`);
    const report = new File(['%PDF-1.4 检验报告'], '报告.pdf', { type: 'application/pdf' });
    fireEvent.change(container.querySelector('input[type=file]') as HTMLInputElement, { target: { files: [report] } });
    expect(await screen.findByText('报告.pdf')).toBeInTheDocument();
    await user.click(screen.getByText('确认入库'));
    await waitFor(() => expect(api.callsTo('POST /api/admin/batches/31/reports')).toHaveLength(1), LOAD);
    expect(api.callsTo('POST /api/admin/batches')[0]?.body).toEqual({
      goods_id: '5',
      batch_no: '240815',
      produced_on: day(-100),
      expires_on: day(600),
      quantity: '40',
    });
    expect(api.callsTo('POST /api/admin/batches/31/reports')[0]?.rawBody).toBeInstanceOf(FormData);
    expect(await screen.findByText('批次已入库')).toBeInTheDocument();
  });

  it('refuses a report that is not a PDF or picture before sending anything', async () => {
    const user = userEvent.setup({ delay: null });
    const api = createFakeApi({ 'GET /api/admin/me': me, 'GET /api/admin/warehouses': warehouses });
    const { container } = renderApp('/admin/batches/receive', api);
    await screen.findByText('确认入库', {}, LOAD);
    const fake = new File(['not a pdf'], '报告.pdf', { type: 'application/pdf' });
    fireEvent.change(container.querySelector('input[type=file]') as HTMLInputElement, { target: { files: [fake] } });
    expect(await screen.findByText('报告.pdf：文件类型不支持，请上传 JPG/PNG/WEBP/GIF 图片或 PDF 文件', {}, LOAD)).toBeInTheDocument();
    await user.click(screen.getByText('确认入库'));
    expect(api.callsTo('POST /api/admin/batches')).toHaveLength(0);
  });

  it('previews a 入库 file with its per-row errors and receives the valid rows', async () => {
    const user = userEvent.setup({ delay: null });
    const preview: BatchImportPreview = {
      id: 7,
      file_name: '入库.csv',
      total: 2,
      valid: 1,
      invalid: 1,
      applied_at: null,
      rows: [
        {
          line: 2,
          sku: 'YC000005',
          goods_id: 5,
          name: '阿莫西林胶囊',
          batch_no: '240815',
          produced_on: day(-100),
          expires_on: day(600),
          quantity: 40,
          errors: [],
        },
        {
          line: 3,
          sku: 'YC000006',
          goods_id: 6,
          name: '布洛芬缓释胶囊',
          batch_no: 'X1',
          produced_on: day(-400),
          expires_on: day(-1),
          quantity: 5,
          errors: ['该批次已过有效期，不能入库'],
        },
      ],
    };
    const api = createFakeApi({
      'GET /api/admin/me': me,
      'GET /api/admin/warehouses': warehouses,
      'POST /api/admin/batches/import': ok(preview),
      'POST /api/admin/batches/import/7/apply': ok({ ...preview, applied_at: 1_700_000_100, received: 1 }),
    });
    const { container } = renderApp('/admin/batches/receive', api);
    await user.click(await screen.findByText('表格导入', {}, LOAD));
    await screen.findByText('点击或拖拽文件到此处上传');
    const input = [...container.querySelectorAll('input[type=file]')].at(-1) as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['商品编码,批号\n'], '入库.csv', { type: 'text/csv' })] } });

    const refused = rowOf(await screen.findByText('YC000006', {}, LOAD));
    expect(within(refused).getByText('该批次已过有效期，不能入库')).toBeInTheDocument();
    expect(within(rowOf(screen.getByText('YC000005'))).getByText('可导入')).toBeInTheDocument();
    expect(screen.getByText('共2行：1行可导入，1行有错误，不会导入。')).toBeInTheDocument();
    await user.click(screen.getByText('确认导入（1行）'));
    await user.click(await screen.findByRole('button', { name: '确认导入' }));
    expect(await screen.findByText('导入完成：已入库1个批次')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/batches/import/7/apply')).toHaveLength(1);
  });
});

const expiryRow = (over: Partial<AdminExpiryBatch>): AdminExpiryBatch => ({
  ...batch(),
  sku: 'YC000005',
  spec: '0.25g*24粒',
  manufacturer: '华北制药',
  warehouse_name: '华北仓',
  days_left: 12,
  value: 480,
  ...over,
});

describe('效期看板 (/admin/batches/expiry)', { timeout: 60_000 }, () => {
  it('shows each warehouse’s windows, lists a window and locks a batch with its reason', async () => {
    const user = userEvent.setup({ delay: null });
    const bucket = (batches: number, units: number, value: number) => ({ batches, units, value });
    const page = (list: AdminExpiryBatch[]) => ok({ list, total: list.length, page: 1, page_size: 20, units: 40, value: 480 });
    const api = createFakeApi({
      'GET /api/admin/me': me,
      'GET /api/admin/warehouses': warehouses,
      'GET /api/admin/batches/expiry-summary': ok([
        {
          warehouse_id: 1,
          warehouse_name: '华东仓',
          within_30: bucket(0, 0, 0),
          within_90: bucket(1, 5, 60),
          within_180: bucket(2, 9, 99.5),
          expired: bucket(0, 0, 0),
        },
        {
          warehouse_id: 2,
          warehouse_name: '华北仓',
          within_30: bucket(1, 40, 480),
          within_90: bucket(1, 40, 480),
          within_180: bucket(1, 40, 480),
          expired: bucket(3, 7, 52.5),
        },
      ]),
      'GET /api/admin/batches/expiring': (call) =>
        page([expiryRow({ days_left: (call.params as { days: number }).days === 90 ? 60 : 12 })]),
      'GET /api/admin/batches/expired': page([
        expiryRow({ id: 40, batch_no: 'OLD1', days_left: -3, status: 'expired', status_text: '过期', lock_reason: '已过有效期' }),
      ]),
      'POST /api/admin/batches/31/lock': ok(batch({ status: 'locked', status_text: '锁定', lock_reason: '厂家召回' })),
    });
    renderApp('/admin/batches/expiry', api);
    const north = rowOf(await screen.findByText('3批 / 7件', {}, LOAD));
    expect(within(north).getByText('¥52.50')).toBeInTheDocument();
    expect(within(rowOf(screen.getByText('2批 / 9件'))).getByText('¥99.50')).toBeInTheDocument();
    const row = rowOf(await screen.findByText('240815', {}, LOAD));
    expect(within(row).getByText('12天')).toBeInTheDocument();
    expect(within(row).getByText('¥480.00')).toBeInTheDocument();
    expect(screen.getByText('共 1 个批次，40 件，货值 ¥480.00')).toBeInTheDocument();

    await user.click(north);
    await waitFor(() => expect(api.callsTo('GET /api/admin/batches/expiring').at(-1)?.params).toMatchObject({ days: 30, warehouse_id: 2 }));
    await user.click(screen.getByText('90天内到期', { selector: '.ant-segmented-item-label' }));
    await waitFor(() => expect(api.callsTo('GET /api/admin/batches/expiring').at(-1)?.params).toMatchObject({ days: 90, warehouse_id: 2 }));
    expect(await screen.findByText('60天')).toBeInTheDocument();

    await user.click(within(rowOf(screen.getByText('240815'))).getByText('锁定'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('请填写原因')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('锁定原因'), '厂家召回');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(api.callsTo('POST /api/admin/batches/31/lock')[0]?.body).toEqual({ reason: '厂家召回' }));
    expect(await screen.findByText('批次已锁定')).toBeInTheDocument();

    await user.click(screen.getByText('已过期待销毁', { selector: '.ant-segmented-item-label' }));
    const old = rowOf(await screen.findByText('OLD1', {}, LOAD));
    expect(within(old).getByText('已过期3天')).toBeInTheDocument();
    expect(old.querySelector('button')).toBeNull();
    expect(screen.getByText(/请按规定销毁并做好记录/)).toBeInTheDocument();
  });
});

describe('发货批次 on the order detail (/admin/orders/:id)', { timeout: 60_000 }, () => {
  it('shows the FEFO batches of each line, changes one with a reason and links the 随货同行单', async () => {
    const user = userEvent.setup({ delay: null });
    const base = orderInfo();
    const line = {
      ...base.items[0],
      id: 71,
      goods_id: 5,
      number: 3,
      batches: [
        { batch_id: 30, batch_no: '240101', produced_on: day(-300), expires_on: day(200), quantity: 3, returned: 0, has_report: 0 },
      ],
    };
    const detail: AdminOrderDetail = {
      order: orderInfo({
        id: 9,
        status: 'paid',
        status_text: '待发货',
        pay_method: 'wallet',
        paid_at: 1_795_000_100,
        can_pay: 0,
        can_cancel: 0,
        items: [line],
      }),
      store: { id: 2, company: '仁和大药房', contact_name: '张三', contact_phone: '13800000001' },
      can_ship: 1,
      can_deliver: 0,
      can_complete: 0,
    };
    const api = createFakeApi({
      'GET /api/admin/me': me,
      'GET /api/admin/orders/9': ok(detail),
      'GET /api/admin/goods/5/batches': ok([
        batch({ id: 30, batch_no: '240101', expires_on: day(200), quantity: 0, reserved: 3 }),
        batch({ id: 31, batch_no: '240815', expires_on: day(600), quantity: 40 }),
        batch({ id: 32, batch_no: '240901', expires_on: day(700), quantity: 1 }),
        batch({ id: 33, batch_no: '240902', expires_on: day(800), quantity: 50, status: 'locked', status_text: '锁定' }),
      ]),
      'POST /api/admin/orders/9/line-batch': ok(null),
    });
    renderApp('/admin/orders/9', api);
    const goodsRow = rowOf(await screen.findByText(`批号 240101 · 有效期至 ${day(200)} · 3盒`, {}, LOAD));
    expect(within(goodsRow).getByText(`批号 240101 · 有效期至 ${day(200)} · 3盒`)).toBeInTheDocument();
    expect(screen.getByText('打印随货同行单').closest('a')).toHaveAttribute('href', '/api/admin/orders/9/delivery_note');

    await user.click(within(goodsRow).getByText('更换'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('改用批次'));
    expect(await screen.findByTitle(`批号 240901（有效期至 ${day(700)}，可用1件，不足3件）`)).toHaveClass(
      'ant-select-item-option-disabled',
    );
    expect(screen.getByTitle(`批号 240902（有效期至 ${day(800)}，可用50件，锁定）`)).toHaveClass('ant-select-item-option-disabled');
    await user.click(screen.getByTitle(`批号 240815（有效期至 ${day(600)}，可用40件）`));
    await user.type(within(dialog).getByLabelText('更换原因'), '门店要求远效期');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(api.callsTo('POST /api/admin/orders/9/line-batch')[0]?.body).toEqual({
        order_item_id: '71',
        from_batch_id: '30',
        to_batch_id: '31',
        reason: '门店要求远效期',
      }),
    );
    expect(await screen.findByText('发货批次已更换')).toBeInTheDocument();
  });
});
