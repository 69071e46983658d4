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
