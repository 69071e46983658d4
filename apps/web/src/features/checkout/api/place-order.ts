import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckoutResult, type CheckoutBody, type InvoiceType } from '@yc/contracts';
import { invalidateCart } from '../../../lib/cart-events';
import type { ExchangePick } from '../../../lib/checkout-link';
import { postForm, type RequestPolicy } from '../../../lib/http';
import { validityField } from '../lib/validity-requirement';

export interface PlaceOrderInput {
  ids: readonly number[];
  picks: readonly ExchangePick[];
  addressId: number;
  /** The coupon the buyer saw applied; 0 = none. */
  couponId: number;
  voucherIds: readonly number[];
  remark: string;
  invoiceType: InvoiceType;
  /** 效期要求 by goods id in months; 0 or absent: 不限. */
  validity: Readonly<Record<number, number>>;
}

/** The form body: buy_hg_goods goes serialized (spec section 7), new = 1 as the page always sends it. */
export const checkoutBody = (input: PlaceOrderInput): Omit<CheckoutBody, 'buy_hg_goods'> & { buy_hg_goods: string } => ({
  ids: [...input.ids],
  buy_hg_goods: JSON.stringify(input.picks),
  new: 1,
  address_id: input.addressId,
  coupon_id: input.couponId,
  ...(input.voucherIds.length > 0 ? { voucher_ids: [...input.voucherIds] } : {}),
  validity: validityField(input.validity),
  remark: input.remark,
  invoice_type: input.invoiceType,
});

/** Places the order (POST /api/cart/checkout); the ordered lines leave the cart. A 459 goes to /dzht through the HTTP layer. */
export const placeOrder = async (input: PlaceOrderInput, policy?: RequestPolicy): Promise<CheckoutResult> =>
  CheckoutResult.parse(await postForm('/api/cart/checkout', checkoutBody(input), { policy }));

export const usePlaceOrder = (policy?: RequestPolicy) => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (input: PlaceOrderInput) => placeOrder(input, policy), onSuccess: () => invalidateCart(queryClient) });
};
