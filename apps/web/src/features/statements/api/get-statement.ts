import { queryOptions, useQuery } from '@tanstack/react-query';
import { Statement } from '@yc/contracts';
import { getData } from '../../../lib/http';
import { STATEMENTS_KEY } from './get-statement-months';

/** One month's 对账单: balances, payments and refunds by method, every line and the disputes (GET /api/user/statements/:month). */
export const getStatement = (month: string, signal?: AbortSignal): Promise<Statement> =>
  getData(`/api/user/statements/${month}`, Statement, { signal });

export const statementQueryOptions = (month: string) =>
  queryOptions({ queryKey: [...STATEMENTS_KEY, month], queryFn: ({ signal }) => getStatement(month, signal) });

export const useStatement = (month: string | undefined) => useQuery({ ...statementQueryOptions(month ?? ''), enabled: month !== undefined });

/** The month as a file to keep (GET /api/user/statements/:month/pdf | xlsx). */
export const statementFilePath = (month: string, kind: 'pdf' | 'xlsx'): string => `/api/user/statements/${month}/${kind}`;
