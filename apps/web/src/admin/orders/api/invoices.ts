import { useQuery } from '@tanstack/react-query';
import { AdminInvoicePage, TaxInvoiceImportResult, type PageQuery, type TaxInvoiceBody } from '@yc/contracts';
import { postForm, request } from '../../../lib/http';
import { useAdminMutation } from '../../api/mutation';
import { listQuery } from '../../api/query-options';
import { fileBody } from '../../api/upload';
import { ORDERS_KEY } from './orders';

export type InvoicesQuery = PageQuery & { keywords?: string };

/** One page of the e-invoices issued with completed orders (GET /api/admin/invoices). */
export const invoicesQueryOptions = listQuery([ORDERS_KEY, 'invoices'], '/api/admin/invoices', AdminInvoicePage);

export const useInvoices = (query: InvoicesQuery) => useQuery(invoicesQueryOptions(query));

// The number, the date and the files show in the invoice list and on the order: both refetch.
const REFRESH = [ORDERS_KEY] as const;

/** 录入数电票: PUT /api/admin/invoices/:id/tax-invoice. */
export const useRecordTaxInvoice = () =>
  useAdminMutation(({ id, body }: { id: number; body: TaxInvoiceBody }) => request('PUT', `/api/admin/invoices/${id}/tax-invoice`, body), {
    done: '数电票信息已保存，买家可在电子发票中查看',
    refresh: REFRESH,
  });

/** 导入数电票: the whole file or none of it; a refusal names the file's first bad row (第N行). */
export const useImportTaxInvoices = () =>
  useAdminMutation(
    async (file: File) =>
      TaxInvoiceImportResult.parse(await postForm('/api/admin/invoices/tax-invoices/import', fileBody(file, file.name))),
    { done: '数电票已导入', refresh: REFRESH },
  );

/** The tax system's PDF, OFD or XML of an invoice, replacing the file of its kind. */
export const useUploadTaxFile = () =>
  useAdminMutation(
    ({ id, file }: { id: number; file: File }) => postForm(`/api/admin/invoices/${id}/tax-files`, fileBody(file, file.name)),
    { done: '发票文件已上传', refresh: REFRESH },
  );
