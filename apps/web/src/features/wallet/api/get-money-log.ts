import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MoneyLogPage } from '@yc/contracts';
import { getData } from '../../../lib/http';

/** The ledger filter as the page sends it: days as YYYY-MM-DD, '' or absent for any. */
export interface MoneyLogFilter {
  page: number;
  page_size: number;
  use_type?: string;
  start_time?: string;
  end_time?: string;
}

/** The wallet's ledger, newest first (GET /api/user/user_money_log {page, use_type, start_time, end_time}). */
export const getMoneyLog = (query: MoneyLogFilter, signal?: AbortSignal): Promise<MoneyLogPage> =>
  getData('/api/user/user_money_log', MoneyLogPage, { params: query, signal });

export const moneyLogQueryOptions = (query: MoneyLogFilter) =>
  queryOptions({ queryKey: ['wallet', 'money-log', query], queryFn: ({ signal }) => getMoneyLog(query, signal) });

export const useMoneyLog = (query: MoneyLogFilter) => useQuery({ ...moneyLogQueryOptions(query), placeholderData: keepPreviousData });
