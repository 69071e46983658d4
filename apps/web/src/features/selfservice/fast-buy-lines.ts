/** What 常购清单 does with a goods bought before, on the desktop's /kjcg and the phone's /m/often alike. */
import { fitQuantity, type FastBuyItem } from '@yc/contracts';

/** Why the goods cannot go in the cart now; null when it can. */
export function fastBuyRefusal(item: FastBuyItem): string | null {
  const goods = item.goods;
  if (!goods) return '商品已下架';
  if (goods.is_buy !== 1) return goods.buy_reason || '暂不可购买';
  if (goods.number <= 0) return '暂时缺货';
  return null;
}

/** The last quantity, on the goods' quantity rule (起订量, and whole middle packs where required). */
export const lastQuantity = (item: FastBuyItem): number =>
  item.goods ? fitQuantity(item.goods, item.last_number).number : item.last_number;
