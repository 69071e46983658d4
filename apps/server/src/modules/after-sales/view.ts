import {
  AFTER_SALE_STATUS_TEXT,
  AFTER_SALE_TYPE_TEXT,
  fenToYuan,
  REFUND_TO,
  type AfterSaleStatus,
  type AfterSaleSummary,
  type AfterSaleType,
} from '@yc/contracts';
import { seconds } from '../../lib/epoch-seconds.js';
import { lineGoods } from '../orders/item-view.js';
import type { OrderItemRow } from '../orders/queries.js';
import type { RequestWithOrder } from './queries.js';

export const typeText = (type: string) => AFTER_SALE_TYPE_TEXT[type as AfterSaleType] ?? type;

export function requestSummary(
  { request: r, orderNo, payMethod }: RequestWithOrder,
  items: ReadonlyMap<number, OrderItemRow>,
): AfterSaleSummary {
  const status = r.status as AfterSaleStatus;
  return {
    id: r.id,
    order_id: r.orderId,
    order_no: orderNo,
    type: r.type as AfterSaleType,
    type_text: typeText(r.type),
    status,
    status_text: AFTER_SALE_STATUS_TEXT[status],
    reason: r.reason,
    reply: r.reply,
    images: r.images,
    items: r.items.flatMap((line) => {
      const i = items.get(line.order_item_id);
      return i
        ? [
            {
              order_item_id: i.id,
              ...lineGoods(i),
              number: line.number,
              refund_amount: fenToYuan(line.amount),
              batch_no: line.batch_no ?? null,
            },
          ]
        : [];
    }),
    refund_amount: fenToYuan(r.refundAmount),
    refund_to: REFUND_TO[payMethod ?? ''] ?? '',
    created_at: seconds(r.createdAt),
    handled_at: r.handledAt ? seconds(r.handledAt) : null,
    can_cancel: status === 'pending' ? 1 : 0,
  };
}

export const itemsById = (rows: readonly OrderItemRow[]) => new Map(rows.map((i) => [i.id, i]));
