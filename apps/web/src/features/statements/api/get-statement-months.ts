import { queryOptions, useQuery } from '@tanstack/react-query';
import { StatementMonths } from '@yc/contracts';
import { getData } from '../../../lib/http';

/** The key every statement query sits under: a confirmation or a dispute asks them all again. */
export const STATEMENTS_KEY = ['statements'] as const;

/** The store's months, newest first, each with its state (GET /api/user/statements). */
export const getStatementMonths = (signal?: AbortSignal): Promise<StatementMonths> => getData('/api/user/statements', StatementMonths, { signal });

export const statementMonthsQueryOptions = () =>
  queryOptions({ queryKey: [...STATEMENTS_KEY, 'months'], queryFn: ({ signal }) => getStatementMonths(signal) });

export const useStatementMonths = () => useQuery(statementMonthsQueryOptions());
