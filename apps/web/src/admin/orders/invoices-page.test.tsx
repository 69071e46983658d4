import type { AdminInvoiceRow, StaffRole } from '@yc/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createFakeApi, fail, ok, type Route } from '../../testing/fake-api';
import { renderApp } from '../../testing/render-app';

// The console is its own lazily loaded chunk: the first render waits for it to compile.
const LOAD = { timeout: 20_000 };
const TAX_NO = '26110000000000000123';

const row = (overrides: Partial<AdminInvoiceRow> = {}): AdminInvoiceRow => ({
  id: 7,
  order_id: 70,
  order_no: 'YC2026120100007',
  invoice_no: 'FP2026000007',
  title: '仁济大药房有限公司',
  amount: 1280,
  created_at: 1_795_000_000,
  pdf_url: '/api/invoice/7/pdf',
  tax_invoice_no: null,
  tax_invoice_date: null,
  tax_invoice_files: [],
  store_id: 5,
  company: '仁济大药房有限公司',
  ...overrides,
});

const recorded = row({
  id: 8,
  order_id: 80,
  order_no: 'YC2026120100008',
  invoice_no: 'FP2026000008',
  tax_invoice_no: TAX_NO,
  tax_invoice_date: '2026-12-01',
  tax_invoice_files: [
    { kind: 'pdf', file_name: '发票.pdf', size: 2048, uploaded_at: 1_795_000_100, url: '/api/admin/invoices/8/tax-files/pdf' },
    { kind: 'ofd', file_name: '发票.ofd', size: 4096, uploaded_at: 1_795_000_100, url: '/api/admin/invoices/8/tax-files/ofd' },
  ],
});

function consoleAt(roles: StaffRole[], routes: Record<string, Route> = {}) {
  const api = createFakeApi({
    'GET /api/admin/me': ok({ id: 1, username: 'finance', name: '财务', roles }),
    'GET /api/admin/invoices': ok({ list: [row(), recorded], total: 2, page: 1, page_size: 20 }),
    ...routes,
  });
  renderApp('/admin/orders/invoices', api);
  return api;
}

const rowOf = async (text: string) => (await screen.findByText(text, {}, LOAD)).closest('tr') as HTMLElement;

describe('console e-invoices and 数电票 (/admin/orders/invoices)', { timeout: 60_000 }, () => {
  it('shows each invoice’s 数电票号码, 开票日期 and file downloads, 未登记 until recorded', async () => {
    consoleAt(['account_manager']);
    const done = await rowOf(TAX_NO);
    expect(done).toHaveTextContent('开票日期 2026-12-01');
    expect(within(done).getByRole('link', { name: 'PDF' })).toHaveAttribute('href', '/api/admin/invoices/8/tax-files/pdf');
    expect(within(done).getByRole('link', { name: 'OFD' })).toHaveAttribute('href', '/api/admin/invoices/8/tax-files/ofd');
    expect(within(done).queryByRole('link', { name: 'XML' })).not.toBeInTheDocument();
    expect(within(done).getByRole('button', { name: '录入数电票 FP2026000008' })).toHaveTextContent('修改数电票');
    expect(await rowOf('FP2026000007')).toHaveTextContent('未登记');
  });

  it('records a number and date, refusing a bad number with the server’s message before sending it', async () => {
    const user = userEvent.setup({ delay: null });
    const api = consoleAt(['account_manager'], { 'PUT /api/admin/invoices/7/tax-invoice': ok(null) });
    await user.click(within(await rowOf('FP2026000007')).getByRole('button', { name: '录入数电票 FP2026000007' }));
    const dialog = await screen.findByRole('dialog', {}, LOAD);
    expect(dialog).toHaveTextContent('录入数电票：订单 YC2026120100007');
    const number = within(dialog).getByLabelText('数电票号码');
    await user.type(number, '2611000000000000012');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('数电票号码须为20位数字')).toBeInTheDocument();
    await user.clear(number);
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    expect(await within(dialog).findByText('请填写数电票号码')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/admin/invoices/7/tax-invoice')).toHaveLength(0);

    // Pasted as printed, in groups: the contract takes the spaces out, as the server does.
    await user.type(number, '2611 0000 0000 0000 0123');
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(api.callsTo('PUT /api/admin/invoices/7/tax-invoice')).toHaveLength(1));
    const body = api.callsTo('PUT /api/admin/invoices/7/tax-invoice')[0].body as Record<string, string>;
    expect(body.tax_invoice_no.replace(/\s/g, '')).toBe(TAX_NO);
    expect(body.tax_invoice_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await screen.findByText('数电票信息已保存，买家可在电子发票中查看')).toBeInTheDocument();
  });

  it('shows the server’s field refusal under the field and keeps the form open', async () => {
    const user = userEvent.setup({ delay: null });
    consoleAt(['admin'], {
      'PUT /api/admin/invoices/7/tax-invoice': fail(422, '开票日期不能晚于今天', 422, {
        errors: { tax_invoice_date: ['开票日期不能晚于今天'] },
      }),
    });
    await user.click(within(await rowOf('FP2026000007')).getByRole('button', { name: '录入数电票 FP2026000007' }));
    const dialog = await screen.findByRole('dialog', {}, LOAD);
    await user.type(within(dialog).getByLabelText('数电票号码'), TAX_NO);
    await user.click(within(dialog).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(within(dialog).getAllByText('开票日期不能晚于今天').length).toBeGreaterThan(0));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('imports a file and keeps a refusal naming 第N行 on the page; a success says how many were recorded', async () => {
    const user = userEvent.setup({ delay: null });
    let answer = fail(422, '第3行：数电票号码须为20位数字', 422, { errors: { file: ['第3行：数电票号码须为20位数字'] } });
    const api = consoleAt(['account_manager'], { 'POST /api/admin/invoices/tax-invoices/import': () => answer });
    await screen.findByRole('button', { name: /导入数电票/ }, LOAD);
    // The upload draws a new input after each pick: found afresh each time.
    const input = () =>
      screen
        .getByRole('button', { name: /导入数电票/ })
        .closest('.ant-upload')
        ?.querySelector('input[type=file]') as HTMLInputElement;
    const file = new File(['订单号,数电票号码,开票日期\n'], '数电票.csv', { type: 'text/csv' });
    await user.upload(input(), file);
    // The toast is an alert too: the page's own alert is the one titled 导入失败.
    const refusal = (await screen.findByText('导入失败，整份文件未导入', {}, LOAD)).closest('[role=alert]');
    expect(refusal).toHaveTextContent('第3行：数电票号码须为20位数字');
    const sent = api.callsTo('POST /api/admin/invoices/tax-invoices/import')[0].body as FormData;
    expect((sent.get('file') as File).name).toBe('数电票.csv');

    answer = ok({ recorded: 2 });
    await user.upload(input(), file);
    await waitFor(() => expect(api.callsTo('POST /api/admin/invoices/tax-invoices/import')).toHaveLength(2));
    expect(await screen.findByText('已导入2张数电票')).toBeInTheDocument();
    expect(screen.queryByText('导入失败，整份文件未导入')).not.toBeInTheDocument();
  });

  it('uploads the tax system’s file of a row', async () => {
    const user = userEvent.setup({ delay: null });
    const api = consoleAt(['account_manager'], { 'POST /api/admin/invoices/7/tax-files': ok(null) });
    const button = within(await rowOf('FP2026000007')).getByRole('button', { name: '上传发票文件 FP2026000007' });
    const input = button.closest('.ant-upload')?.querySelector('input[type=file]') as HTMLInputElement;
    expect(input.accept).toBe('.pdf,.ofd,.xml');
    await user.upload(input, new File(['%PDF-1.7'], '发票.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(api.callsTo('POST /api/admin/invoices/7/tax-files')).toHaveLength(1));
    expect(((api.callsTo('POST /api/admin/invoices/7/tax-files')[0].body as FormData).get('file') as File).name).toBe('发票.pdf');
    expect(await screen.findByText('发票文件已上传')).toBeInTheDocument();
  });

  it('shows the warehouse the numbers and files but none of finance’s actions', async () => {
    consoleAt(['warehouse']);
    const done = await rowOf(TAX_NO);
    expect(within(done).getByRole('link', { name: 'PDF' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /录入数电票/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /导入数电票/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /上传发票文件/ })).not.toBeInTheDocument();
  });
});
