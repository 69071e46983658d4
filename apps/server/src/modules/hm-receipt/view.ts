import { HM_RECEIPT_STATUS_TEXT, type HmReceiptStatus, type HmReceiptView } from '@yc/contracts';
import { secondsOrNull } from '../../lib/epoch-seconds.js';
import type { OrderRow } from '../orders/queries.js';

export const receiptUrl = (orderId: number) => `/api/hm/receipt/${orderId}`;

/** A receipt is signed on delivery, so it is asked for once the order has shipped. */
export const awaitsReceipt = (order: OrderRow) => order.status === 'shipped' || order.status === 'completed';

export function receiptStatus(order: OrderRow): HmReceiptStatus {
  if (order.hmReceiptReviewedAt) return 'reviewed';
  if (order.hmReceiptPath) return 'uploaded';
  return awaitsReceipt(order) ? 'pending_upload' : 'not_shipped';
}

export function hmReceiptView(order: OrderRow): HmReceiptView {
  const status = receiptStatus(order);
  return {
    status,
    status_text: HM_RECEIPT_STATUS_TEXT[status],
    file_url: order.hmReceiptPath ? receiptUrl(order.id) : null,
    uploaded_at: secondsOrNull(order.hmReceiptAt),
    reviewed_at: secondsOrNull(order.hmReceiptReviewedAt),
    can_upload: status === 'pending_upload' || status === 'uploaded' ? 1 : 0,
  };
}
