import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ConfirmView } from '@yc/contracts';
import type { ExchangePick } from '../../../lib/checkout-link';
import { getData } from '../../../lib/http';

/** What step 2 asks the server to price: the lines and the buyer's choices so far. */
export interface ConfirmChoice {
  ids: readonly number[];
  picks: readonly ExchangePick[];
  /** undefined = the best coupon, 0 = none. */
  couponId?: number;
  voucherIds: readonly number[];
  addressId?: number;
}

/** The query string of GET /api/cart/confirm: ids and voucher_ids as "1,2", buy_hg_goods as JSON (as checkout sends it). */
export const confirmParams = (choice: ConfirmChoice): Record<string, string | number> => ({
  ids: choice.ids.join(','),
  ...(choice.picks.length > 0 ? { buy_hg_goods: JSON.stringify(choice.picks) } : {}),
  ...(choice.couponId === undefined ? {} : { coupon_id: choice.couponId }),
  ...(choice.voucherIds.length > 0 ? { voucher_ids: choice.voucherIds.join(',') } : {}),
  ...(choice.addressId === undefined ? {} : { address_id: choice.addressId }),
});

/** Step 2 of checkout, priced exactly as checkout will price it (GET /api/cart/confirm). */
export const getConfirm = (choice: ConfirmChoice, signal?: AbortSignal): Promise<ConfirmView> =>
  getData('/api/cart/confirm', ConfirmView, { signal, params: confirmParams(choice) });

export const confirmQueryOptions = (choice: ConfirmChoice) =>
  queryOptions({ queryKey: ['checkout', 'confirm', confirmParams(choice)], queryFn: ({ signal }) => getConfirm(choice, signal) });

// The previous answer stays on screen while a new choice is priced, so the page does not flash.
export const useConfirm = (choice: ConfirmChoice) =>
  useQuery({ ...confirmQueryOptions(choice), enabled: choice.ids.length > 0, placeholderData: keepPreviousData });
