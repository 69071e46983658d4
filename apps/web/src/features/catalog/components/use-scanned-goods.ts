import { useQueryClient } from '@tanstack/react-query';
import { SearchType } from '@yc/contracts';
import { useNavigate } from 'react-router';
import { quantityRange } from '../../../lib/quantity';
import { goodsListQueryOptions } from '../api/get-goods-list';
import { goodsHref } from './goods-card';
import { useCartAdder } from './use-cart-adder';

/**
 * A barcode scanned into the search box: the one goods it names is opened, or, with 扫码加购 ticked,
 * added to the cart at its minimum quantity. Answers false when the code names no single goods, so
 * the box searches it as typed.
 */
export function useScannedGoods() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { add } = useCartAdder();
  return async (code: string, addToCart: boolean): Promise<boolean> => {
    const found = await queryClient.fetchQuery(
      goodsListQueryOptions({ keywords: code, type: SearchType.DRUG, sort: 'default', page: 1, page_size: 2 }),
    );
    const goods = found.total === 1 ? found.list[0] : undefined;
    if (!goods) return false;
    if (!addToCart) {
      navigate(goodsHref(goods.id));
      return true;
    }
    add([
      {
        goods_id: goods.id,
        price: goods.price ?? 0,
        number: Math.max(1, quantityRange(goods).min),
        ck_id: goods.ck_id,
        goods_price_id: goods.goods_price_id,
        goods_manjian_id: 0,
      },
    ]);
    return true;
  };
}
