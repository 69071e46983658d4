import { fenToYuan } from '@yc/contracts';
import { goodsImageUrl } from '../catalog/cards.js';
import type { OrderItemRow } from './queries.js';

/** An order line's goods as every order page shows them: as bought (name, spec, maker, unit and price then), with today's picture. */
export const lineGoods = (i: OrderItemRow) => ({
  goods_id: i.goodsId,
  name: i.name,
  ypgg: i.spec,
  sccj: i.manufacturer,
  bzdw: i.unit,
  image: goodsImageUrl(i.goodsId),
  price: fenToYuan(i.price),
});

/** A line as the order lists show it: the goods, how many and what kind of line. */
export const listGoods = (i: OrderItemRow) => ({ ...lineGoods(i), number: i.number, line_type: i.lineType });

/** An order's lines by order id, in the order given. */
export function linesByOrder(items: readonly OrderItemRow[]): Map<number, OrderItemRow[]> {
  const byOrder = new Map<number, OrderItemRow[]>();
  for (const i of items) byOrder.set(i.orderId, [...(byOrder.get(i.orderId) ?? []), i]);
  return byOrder;
}
