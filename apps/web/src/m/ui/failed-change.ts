import { isApiError } from '../../lib/http';
import { toast } from '../feedback';

/**
 * A cart change that did not happen: the cart stays as the server has it (the queries are not touched), and a
 * failure the HTTP layer says nothing of (no network) is said here. A refusal, 422 or timeout it has already shown.
 */
export const failedChange =
  (what: string) =>
  (error: unknown): void => {
    if (isApiError(error) && error.kind !== 'network') return;
    toast(`${what}：网络连接失败，购物车未改动，请稍后再试`);
  };
