/**
 * Gifts (赠): per goods "buy N get M", repeating (floor(q / N) × M, on the selected units of that goods
 * across its lines), and order-threshold gifts on the selected goods subtotal before discounts. Every
 * rule reached gives its gift; rules do not exclude each other. Gift lines cost nothing.
 */
import { assertQuantity } from '../guards.js';
import { assertFen, type Fen } from '../money.js';

export interface GoodsGiftRule {
  /** The goods bought. */
  goods_id: number;
  buy_qty: number;
  gift_qty: number;
  /** The goods given; null when the gift is not a catalogue goods (a sample, a bag). */
  gift_goods_id: number | null;
  gift_name: string;
}

export interface OrderGiftRule {
  id: number;
  threshold_fen: Fen;
  gift_qty: number;
  gift_goods_id: number | null;
  gift_name: string;
}

export interface GiftLine {
  goods: { goods_id: number | null; name: string };
  number: number;
  price_fen: 0;
  source: { kind: 'goods'; goods_id: number } | { kind: 'order'; rule_id: number };
}

export interface GiftBase {
  goods_id: number;
  number: number;
}

export function computeGifts(
  goodsRules: readonly GoodsGiftRule[],
  orderRules: readonly OrderGiftRule[],
  selected: readonly GiftBase[],
  goodsAmount: Fen,
): GiftLine[] {
  const gifts: GiftLine[] = [];
  for (const rule of goodsRules) {
    const bought = selected.filter((l) => l.goods_id === rule.goods_id).reduce((units, l) => units + l.number, 0);
    const sets = Math.floor(bought / assertQuantity(rule.buy_qty, 'goods_gifts.buy_qty'));
    const number = sets * assertQuantity(rule.gift_qty, 'goods_gifts.gift_qty');
    if (number > 0) {
      gifts.push({
        goods: { goods_id: rule.gift_goods_id, name: rule.gift_name },
        number,
        price_fen: 0,
        source: { kind: 'goods', goods_id: rule.goods_id },
      });
    }
  }
  for (const rule of orderRules) {
    assertQuantity(rule.gift_qty, 'order_gifts.gift_qty');
    if (selected.length > 0 && goodsAmount >= assertFen(rule.threshold_fen, 'order_gifts.threshold_fen')) {
      gifts.push({
        goods: { goods_id: rule.gift_goods_id, name: rule.gift_name },
        number: rule.gift_qty,
        price_fen: 0,
        source: { kind: 'order', rule_id: rule.id },
      });
    }
  }
  return gifts;
}
