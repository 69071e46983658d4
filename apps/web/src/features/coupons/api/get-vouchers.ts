import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CashVoucherPage, type PageQuery } from '@yc/contracts';
import { getData } from '../../../lib/http';

/** The store's cash vouchers with what is left on each (GET /api/user/vouchers {page}). */
export const getVouchers = (query: PageQuery, signal?: AbortSignal): Promise<CashVoucherPage> =>
  getData('/api/user/vouchers', CashVoucherPage, { params: query, signal });

export const vouchersQueryOptions = (query: PageQuery) =>
  queryOptions({ queryKey: ['wallet', 'vouchers', query], queryFn: ({ signal }) => getVouchers(query, signal) });

export const useVouchers = (query: PageQuery) => useQuery({ ...vouchersQueryOptions(query), placeholderData: keepPreviousData });
