import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { InvoicePage } from '@yc/contracts';
import { getData } from '../../../lib/http';

/** The store's e-invoices, one per completed order, newest first (GET /api/invoice/list {page}). */
export const getInvoices = (query: { page: number; page_size: number }, signal?: AbortSignal): Promise<InvoicePage> =>
  getData('/api/invoice/list', InvoicePage, { params: query, signal });

export const useInvoices = (query: { page: number; page_size: number }) =>
  useQuery({
    queryKey: ['order', 'invoices', query],
    queryFn: ({ signal }) => getInvoices(query, signal),
    placeholderData: keepPreviousData,
  });
