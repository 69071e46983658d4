/**
 * The checkout steps as one chunk: what they share (the order and its contract, the pay call, the sheet) would
 * otherwise go to the store's common chunk, which every phone page loads.
 */
export { CheckoutPage } from './checkout-page';
export { PaidPage } from './paid-page';
export { PayPage } from './pay-page';
