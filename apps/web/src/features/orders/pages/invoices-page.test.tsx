/**
 * 数电票 (issue 37) as the buyer sees it: 电子发票 (/dzfp) and the completed order's detail show the
 * 数电票号码 and 开票日期 finance recorded, and a download per file the tax system issued.
 */
import type { InvoiceView } from '@yc/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shippedOrderInfo } from '../../../testing/cart-fixtures';
import { ok } from '../../../testing/fake-api';
import { memberApi } from '../../../testing/member-fixtures';
import { renderApp } from '../../../testing/render-app';

const TAX_NO = '26110000000000000123';
const LOAD = { timeout: 15_000 };

const invoice = (overrides: Partial<InvoiceView> = {}): InvoiceView => ({
  id: 4,
  order_id: 501,
  order_no: 'YC20261120103000000001123456',
  invoice_no: 'FP2026000004',
  title: '仁和大药房',
  amount: 1200,
  created_at: 1_795_000_300,
  pdf_url: '/api/invoice/4/pdf',
  tax_invoice_no: TAX_NO,
  tax_invoice_date: '2026-12-01',
  tax_invoice_files: (['pdf', 'ofd', 'xml'] as const).map((kind) => ({
    kind,
    file_name: `发票.${kind}`,
    size: 2048,
    uploaded_at: 1_795_000_400,
    url: `/api/invoice/4/tax-files/${kind}`,
  })),
  ...overrides,
});

const pending = invoice({
  id: 5,
  order_id: 502,
  order_no: 'YC20261120103000000001123457',
  invoice_no: 'FP2026000005',
  tax_invoice_no: null,
  tax_invoice_date: null,
  tax_invoice_files: [],
});

describe('电子发票 (/dzfp)', { timeout: 60_000 }, () => {
  it('shows each 数电票’s number, date and file downloads once recorded, 待开具 before', async () => {
    renderApp('/dzfp', memberApi({ 'GET /api/invoice/list': ok({ list: [invoice(), pending], total: 2, page: 1, page_size: 10 }) }));
    const done = (await screen.findByText(`数电票号码 ${TAX_NO}`, {}, LOAD)).closest('tr') as HTMLElement;
    expect(done).toHaveTextContent('开票日期 2026-12-01');
    for (const kind of ['PDF', 'OFD', 'XML']) {
      const link = within(done).getByRole('link', { name: `下载数电票${kind}文件` });
      expect(link.getAttribute('href')).toMatch(new RegExp(`/api/invoice/4/tax-files/${kind.toLowerCase()}$`));
      expect(link).toHaveAttribute('download', `发票.${kind.toLowerCase()}`);
    }
    const waiting = screen.getByText('FP2026000005').closest('tr') as HTMLElement;
    expect(waiting).toHaveTextContent('数电票待开具');
    expect(within(waiting).queryByRole('link', { name: /下载数电票/ })).not.toBeInTheDocument();
  });
});

describe('数电票 on the order detail (/order/info/:id)', { timeout: 60_000 }, () => {
  const completed = (tax: InvoiceView) =>
    shippedOrderInfo({ status: 'completed', status_text: '已完成', can_confirm: 0, can_return: 0, invoice: tax });

  it('shows the number, the date and the files beside the e-invoice', async () => {
    renderApp(
      '/order/info/501',
      memberApi({ 'GET /api/order/info/501': ok(completed(invoice({ tax_invoice_files: [invoice().tax_invoice_files[1]] }))) }),
    );
    expect(await screen.findByText(`数电票号码 ${TAX_NO}`, {}, LOAD)).toBeInTheDocument();
    expect(screen.getByText('开票日期 2026-12-01')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '下载数电票OFD文件' }).getAttribute('href')).toMatch(/\/api\/invoice\/4\/tax-files\/ofd$/);
    expect(screen.queryByRole('link', { name: '下载数电票PDF文件' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: '下载电子发票' })).toBeInTheDocument();
  });

  it('says the 数电票 is still to come before finance records it', async () => {
    renderApp('/order/info/501', memberApi({ 'GET /api/order/info/501': ok(completed(pending)) }));
    expect(await screen.findByText('数电票待开具', {}, LOAD)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /下载数电票/ })).not.toBeInTheDocument();
  });
});
