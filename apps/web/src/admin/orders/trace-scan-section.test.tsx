import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminOrderDetail, OrderTraceCodes, TraceScanResult } from '@yc/contracts';
import { describe, expect, it } from 'vitest';
import { orderInfo } from '../../testing/cart-fixtures';
import { returnRequest } from '../../testing/order-fixtures';
import { createFakeApi, fail, ok, type RecordedCall } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';

// The console is its own lazily loaded chunk: the first render waits for it to compile.
const LOAD = { timeout: 20_000 };
const me = ok({ id: 3, username: 'warehouse', name: '钱仓管', roles: ['warehouse'] });

const detail: AdminOrderDetail = {
  order: orderInfo({
    id: 9,
    status: 'paid',
    status_text: '待发货',
    pay_method: 'wallet',
    paid_at: 1_795_000_100,
    can_pay: 0,
    can_cancel: 0,
  }),
  store: { id: 2, company: '仁和大药房', contact_name: '张三', contact_phone: '13800000001' },
  can_ship: 1,
  can_deliver: 0,
  can_complete: 0,
};

const lines: OrderTraceCodes['lines'] = [
  {
    order_item_id: 71,
    line_no: 1,
    goods_id: 5,
    name: '阿莫西林胶囊',
    spec: '0.25g*24粒',
    quantity: 2,
    trace_exempt: 0,
    batches: ['240815'],
    codes: [],
  },
  {
    order_item_id: 72,
    line_no: 2,
    goods_id: 6,
    name: '布洛芬缓释胶囊',
    spec: '0.3g*20粒',
    quantity: 2,
    trace_exempt: 0,
    batches: ['240901'],
    codes: [],
  },
  { order_item_id: 73, line_no: 3, goods_id: 7, name: '医用口罩', spec: '10只', quantity: 5, trace_exempt: 1, batches: ['M1'], codes: [] },
];
const code = (n: number) => `8123456${String(n).padStart(13, '0')}`;

/**
 * The server as the scan field meets it: each line takes up to its quantity; a code twice is refused,
 * so is one of another goods' 药品标识码 (8765432). Answers come in the order the codes were posted.
 */
function scanServer() {
  const taken = new Map<string, number>();
  const count = new Map<number, number>();
  const scanned: TraceScanResult[] = [];
  let id = 100;
  const view = () =>
    ok({
      order_id: 9,
      order_no: detail.order.order_no,
      can_scan: 1,
      lines: lines.map((l) => ({ ...l, codes: scanned.filter((c) => taken.get(c.code) === l.order_item_id) })),
    });
  const post = (call: RecordedCall) => {
    const { order_item_id, code: raw } = call.body as { order_item_id: string; code: string };
    const itemId = Number(order_item_id);
    const line = lines.find((l) => l.order_item_id === itemId)!;
    if (taken.has(raw)) return fail(400, `追溯码 ${raw} 已扫入本订单，请勿重复扫码`);
    if (raw.startsWith('8765432')) return fail(400, `追溯码 ${raw} 的药品标识码 8765432 属于「头孢克肟片」，不是本行的「${line.name}」`);
    const n = (count.get(itemId) ?? 0) + 1;
    if (n > line.quantity) return fail(400, `${line.name} 数量 ${line.quantity}，已扫满 ${line.quantity} 个追溯码`);
    count.set(itemId, n);
    taken.set(raw, itemId);
    const answer: TraceScanResult = {
      id: ++id,
      code: raw,
      batch_no: line.batches[0]!,
      scanned_at: 1_795_000_200,
      scanned_by: '钱仓管',
      scanned: n,
      quantity: line.quantity,
    };
    scanned.push(answer);
    return ok(answer);
  };
  /**
   * 导入WMS文件 as the server answers it: the file's name picks the answer, a refusal (第N行, 400) or the
   * rows put onto line 1, which the next read of the lines shows.
   */
  const importFile = (call: RecordedCall) => {
    const file = (call.body as FormData).get('file') as File;
    if (file.name.startsWith('bad')) return fail(400, `第3行：本订单没有商品编码为 X9 的商品`);
    const line = lines[0]!;
    for (const raw of [code(31), code(32)]) {
      taken.set(raw, line.order_item_id);
      scanned.push({
        id: ++id,
        code: raw,
        batch_no: line.batches[0]!,
        scanned_at: 1_795_000_300,
        scanned_by: '钱仓管',
        scanned: 0,
        quantity: 2,
      });
    }
    count.set(line.order_item_id, 2);
    return ok({ imported: 2, lines: [{ order_item_id: 71, line_no: 1, name: line.name, imported: 2, scanned: 2, quantity: 2 }] });
  };
  return { view, post, importFile };
}

function renderScan() {
  const server = scanServer();
  const api = createFakeApi({
    'GET /api/admin/me': me,
    'GET /api/admin/orders/9': ok(detail),
    'GET /api/admin/orders/9/trace-codes': server.view,
    'POST /api/admin/orders/9/trace-codes': server.post,
    'POST /api/admin/orders/9/trace-codes/import': server.importFile,
  });
  renderApp('/admin/orders/9', api);
  return api;
}

const section = (name: string) => screen.getByRole('region', { name });

describe('追溯码 scan on the order detail (/admin/orders/:id)', { timeout: 60_000 }, () => {
  it('takes scanned codes onto the line, keeps the focus, flashes 已扫 n/N and the server’s refusals, and moves to the next line when one is full', async () => {
    const user = userEvent.setup({ delay: null });
    const api = renderScan();
    const field = await screen.findByLabelText('扫描追溯码', {}, LOAD);
    await waitFor(() => expect(field).toHaveFocus());
    expect(screen.getByText('扫入：第1行 阿莫西林胶囊（已扫 0/2）')).toBeInTheDocument();
    const log = screen.getByRole('log', { name: '扫码结果' });
    expect(log).toHaveAttribute('aria-live', 'polite');

    // A wedge scanner: the code's keys, then Enter.
    await user.keyboard(`${code(1)}{Enter}`);
    expect(await within(log).findByText(`已扫 1/2 · 第1行 阿莫西林胶囊 · ${code(1)}`)).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    expect(api.callsTo('POST /api/admin/orders/9/trace-codes')[0]?.body).toEqual({ order_item_id: '71', code: code(1) });

    await user.keyboard(`${code(1)}{Enter}`);
    const duplicate = await within(log).findByText(`追溯码 ${code(1)} 已扫入本订单，请勿重复扫码`);
    expect(duplicate.closest('li')).toHaveClass(/error/);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(field).toHaveFocus();

    const foreign = `8765432${'0'.repeat(12)}9`;
    await user.keyboard(`${foreign}{Enter}`);
    expect(
      await within(log).findByText(`追溯码 ${foreign} 的药品标识码 8765432 属于「头孢克肟片」，不是本行的「阿莫西林胶囊」`),
    ).toBeInTheDocument();

    // Not a code at all: the shared parser says so before anything is posted.
    await user.keyboard('12345{Enter}');
    expect(await within(log).findByText('12345：追溯码须为20位数字')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/orders/9/trace-codes')).toHaveLength(3);

    await user.keyboard(`${code(2)}{Enter}`);
    expect(await within(log).findByText(`已扫 2/2 · 第1行 阿莫西林胶囊 · ${code(2)}`)).toBeInTheDocument();
    const first = section('第1行 阿莫西林胶囊');
    expect(within(first).getByText('已扫 2/2')).toBeInTheDocument();
    expect(within(first).getByText(code(1))).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: `删除追溯码 ${code(2)}` })).toBeInTheDocument();
    expect(within(first).getByText('批号 240815')).toBeInTheDocument();
    expect(await screen.findByText('扫入：第2行 布洛芬缓释胶囊（已扫 0/2）')).toBeInTheDocument();
    expect(within(section('第3行 医用口罩')).getByText('无追溯码')).toBeInTheDocument();
    expect(screen.getByText('合计 已扫 2/4')).toBeInTheDocument();
    expect(field).toHaveFocus();
  });

  it('posts pasted codes one per line in order, onto the lines in turn, and reports each refusal', async () => {
    const user = userEvent.setup({ delay: null });
    const api = renderScan();
    const field = await screen.findByLabelText('扫描追溯码', {}, LOAD);
    await waitFor(() => expect(field).toHaveFocus());
    await user.paste([code(11), code(12), code(11), '  ', code(13), 'abc', code(14), code(15)].join('\n'));
    const log = screen.getByRole('log', { name: '扫码结果' });
    expect(await within(log).findByText('粘贴 7 个追溯码：成功 4 个，未通过 3 个')).toBeInTheDocument();
    expect(within(log).getByText(`追溯码 ${code(11)} 已扫入本订单，请勿重复扫码`)).toBeInTheDocument();
    expect(within(log).getByText('abc：追溯码只能包含字母和数字，长度10到40位')).toBeInTheDocument();
    expect(within(log).getByText(`布洛芬缓释胶囊 数量 2，已扫满 2 个追溯码`)).toBeInTheDocument();
    expect(
      api
        .callsTo('POST /api/admin/orders/9/trace-codes')
        .map((c) => [(c.body as { order_item_id: string }).order_item_id, (c.body as { code: string }).code]),
    ).toEqual([
      ['71', code(11)],
      ['71', code(12)],
      ['72', code(11)],
      ['72', code(13)],
      ['72', code(14)],
      ['72', code(15)],
    ]);
    expect(within(section('第2行 布洛芬缓释胶囊')).getByText('已扫 2/2')).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
  });
});

describe('导入WMS文件 on the order detail', { timeout: 60_000 }, () => {
  it('sends the picked file, keeps a refusal naming 第N行 on the section, and on success says how many went in and shows them on their line', async () => {
    const user = userEvent.setup({ delay: null });
    const api = renderScan();
    const button = await screen.findByRole('button', { name: /导入WMS文件/ }, LOAD);
    // The upload draws a new input after each pick: found afresh each time.
    const input = () => button.closest('.ant-upload')?.querySelector('input[type=file]') as HTMLInputElement;
    expect(input().accept).toBe('.csv,.xlsx,.xls');
    const csv = (name: string) => new File(['单据号,商品编码,批号,追溯码\n'], name, { type: 'text/csv' });

    await user.upload(input(), csv('bad.csv'));
    const refusal = (await screen.findByText('导入失败，整份文件未导入')).closest('[role=alert]');
    expect(refusal).toHaveTextContent('第3行：本订单没有商品编码为 X9 的商品');
    // The alert on the section says it: no 温馨提示 dialog over the scan field.
    expect(screen.queryByRole('dialog')).toBeNull();
    const sent = api.callsTo('POST /api/admin/orders/9/trace-codes/import')[0]!.body as FormData;
    expect((sent.get('file') as File).name).toBe('bad.csv');
    expect(within(section('第1行 阿莫西林胶囊')).getByText('已扫 0/2')).toBeInTheDocument();

    await user.upload(input(), csv('WMS.csv'));
    expect(await screen.findByText('已导入2个追溯码')).toBeInTheDocument();
    expect(screen.getByText('第1行 阿莫西林胶囊 导入 2 个，已扫 2/2')).toBeInTheDocument();
    expect(screen.queryByText('导入失败，整份文件未导入')).not.toBeInTheDocument();
    const first = section('第1行 阿莫西林胶囊');
    expect(await within(first).findByText('已扫 2/2')).toBeInTheDocument();
    expect(within(first).getByText(code(31))).toBeInTheDocument();
    expect(screen.getByText('合计 已扫 2/4')).toBeInTheDocument();
  });
});

describe('returned boxes scanned back on the order detail', { timeout: 60_000 }, () => {
  it('posts each code of a standing return to its request and shows the server’s answer, keeping the focus', async () => {
    const user = userEvent.setup({ delay: null });
    const shipped = orderInfo({
      id: 9,
      status: 'shipped',
      status_text: '已发货',
      pay_method: 'wallet',
      paid_at: 1_795_000_100,
      can_pay: 0,
      can_cancel: 0,
    });
    const item = { ...shipped.items[0]!, order_item_id: 71, number: 1, refund_amount: 12, batch_no: '240815' };
    const returned = returnRequest({ id: 5, order_id: 9, items: [item] });
    const order = {
      ...shipped,
      after_sales: [returned, returnRequest({ id: 6, order_id: 9, status: 'rejected', status_text: '已拒绝', items: [item] })],
    };
    const back = new Set<string>();
    const api = createFakeApi({
      'GET /api/admin/me': me,
      'GET /api/admin/orders/9': ok({ ...detail, order, can_ship: 0 }),
      'GET /api/admin/orders/9/trace-codes': ok({ order_id: 9, order_no: order.order_no, can_scan: 0, lines: [] }),
      'POST /api/admin/after-sales/5/trace-codes': (call) => {
        const raw = (call.body as { code: string }).code;
        if (back.has(raw)) return fail(400, `「${item.name}」退货 1 件，已扫回 1 个追溯码`);
        if (raw !== code(1)) return fail(400, `追溯码 ${raw} 未随订单 ${order.order_no} 发出，不能退回`);
        back.add(raw);
        return ok({ id: 101, code: raw, order_item_id: 71, name: item.name, returned_at: 1_795_000_400, returned: 1, quantity: 1 });
      },
    });
    renderApp('/admin/orders/9', api);
    const field = await screen.findByLabelText('退货申请 5 扫回', {}, LOAD);
    expect(screen.queryByLabelText('退货申请 6 扫回')).toBeNull();
    expect(screen.queryByLabelText('扫描追溯码')).toBeNull();
    await user.click(field);
    const log = screen.getByRole('log', { name: '退货申请 5 扫回结果' });

    await user.keyboard(`${code(2)}{Enter}`);
    expect(await within(log).findByText(`追溯码 ${code(2)} 未随订单 ${order.order_no} 发出，不能退回`)).toBeInTheDocument();
    await user.keyboard(`${code(1)}{Enter}`);
    expect(await within(log).findByText(`已扫回 1/1 · ${item.name} · ${code(1)}`)).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/after-sales/5/trace-codes').map((c) => c.body)).toEqual([{ code: code(2) }, { code: code(1) }]);
    expect(field).toHaveValue('');
    expect(field).toHaveFocus();
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
