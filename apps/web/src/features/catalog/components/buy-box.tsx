import { LoadingOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { CART_ITEM_TYPE_ACTIVITY, CART_ITEM_TYPE_FLASH_SALE, midPackText, type GoodsCard } from '@yc/contracts';
import { useState } from 'react';
import { useMayDo } from '../../../api/get-my-roles';
import { yuan } from '../../../lib/format/money';
import { clampQuantity, quantityRange } from '../../../lib/quantity';
import { quoteTier } from '../lib/ladder';
import { ArrivalButton } from './arrival-button';
import styles from './buy-box.module.css';
import { QuantityStepper } from './quantity-stepper';
import { useCartAdder } from './use-cart-adder';

/**
 * An activity page's offer of the goods: the line is an activity line (type 2) at its price while
 * the activity is on; `closed` (活动未开始 / 活动已结束) takes the place of the button otherwise.
 */
export interface ActivityOffer {
  id: number;
  price: number | null;
  closed?: string;
}

interface BuyBoxProps {
  goods: GoodsCard;
  /** Flash-sale price and stock when the goods is on a flash sale now: the line is then a flash-sale line. */
  flashSale?: { price: number | null; stock: number; limit: number } | null;
  /** The full-reduction promotion the line takes part in. */
  manjianId?: number;
  activity?: ActivityOffer | null;
  size?: 'small' | 'middle';
  layout?: 'row' | 'stack';
  /** The goods page: the unit price follows the ladder tier of the quantity in the stepper, and says so. */
  showTier?: boolean;
}

/** Quantity stepper and 加入购物车, or why the goods cannot be bought; nothing for a role that does not buy (财务, 查看). */
export function BuyBox({
  goods,
  flashSale = null,
  manjianId = 0,
  activity = null,
  size = 'small',
  layout = 'row',
  showTier = false,
}: BuyBoxProps) {
  const { add, adding, isVisitor } = useCartAdder();
  const onFlash = flashSale !== null && flashSale.price !== null && flashSale.stock > 0;
  const range = quantityRange(
    onFlash ? { ...goods, number: flashSale.stock, qg_number: flashSale.limit > 0 ? flashSale.limit : goods.qg_number } : goods,
  );
  const [quantity, setQuantity] = useState(() => range.min);
  const mayBuy = useMayDo('purchase');
  const tier = showTier && !onFlash && !activity ? quoteTier(goods, clampQuantity(quantity, range).number) : null;
  const outOfStock = range.max === 0;
  // Visitors may press the button: it takes them to the login page (spec: visitors are sent to /login).
  const blocked = activity?.closed !== undefined || (!isVisitor && (goods.is_buy === 0 || outOfStock));
  const refusal =
    activity?.closed ?? (isVisitor ? '' : goods.is_buy === 0 ? goods.buy_reason || '暂不可购买' : outOfStock ? '暂时缺货' : '');
  // 资质审核中 already stands in red where the price would be; saying it twice adds nothing.
  const reason = refusal === goods.price_text ? '' : refusal;

  if (!mayBuy) return null;

  const submit = () => {
    const { number } = clampQuantity(quantity, range);
    setQuantity(number);
    add([
      {
        goods_id: goods.id,
        // The price the buyer saw; the cart prices the line itself and says so when it differs.
        price: (onFlash ? flashSale.price : activity ? activity.price : (tier?.price ?? goods.price)) ?? 0,
        number,
        ck_id: goods.ck_id,
        goods_price_id: goods.goods_price_id,
        goods_manjian_id: manjianId,
        ...(onFlash ? { type: CART_ITEM_TYPE_FLASH_SALE } : activity ? { type: CART_ITEM_TYPE_ACTIVITY, activity_id: activity.id } : {}),
      },
    ]);
  };

  return (
    <div className={layout === 'row' ? styles.row : styles.stack}>
      {reason !== '' && (
        <p className={styles.reason} role="note">
          {reason}
        </p>
      )}
      {tier && (
        <p className={styles.tier} role="status" aria-label="阶梯价">
          {tier.tier ? `当前适用 ${tier.tier.range}，` : ''}单价 <strong>{yuan(tier.price)}</strong>
          {tier.next && <span>；{tier.next}</span>}
        </p>
      )}
      <div className={styles.controls}>
        <QuantityStepper range={range} value={quantity} onChange={setQuantity} disabled={blocked} size={size} />
        {range.packs && (
          <span className={styles.pack} role="note">
            {midPackText(goods)}
          </span>
        )}
        {/* A plain button for the reason the stepper is plain: twenty cards draw it at once. */}
        <button
          type="button"
          disabled={blocked}
          aria-busy={adding || undefined}
          onClick={adding ? undefined : submit}
          className={`${styles.add} ${size === 'middle' ? styles.addMiddle : ''}`}
        >
          {adding ? <LoadingOutlined /> : size === 'middle' && <ShoppingCartOutlined />}
          加入购物车
        </button>
        {outOfStock && !isVisitor && goods.is_buy === 1 && !activity && !onFlash && <ArrivalButton goodsId={goods.id} size={size} />}
      </div>
    </div>
  );
}
