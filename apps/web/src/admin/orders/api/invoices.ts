import { useQuery } from '@tanstack/react-query';
import { AdminInvoicePage, type PageQuery } from '@yc/contracts';
import { listQuery } from '../../api/query-options';
import { ORDERS_KEY } from './orders';

export type InvoicesQuery = PageQuery & { keywords?: string };

/** One page of the e-invoices issued with completed orders (GET /api/admin/invoices). */
export const invoicesQueryOptions = listQuery([ORDERS_KEY, 'invoices'], '/api/admin/invoices', AdminInvoicePage);

export const useInvoices = (query: InvoicesQuery) => useQuery(invoicesQueryOptions(query));
