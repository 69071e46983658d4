import type { CartList } from '@yc/contracts';
import { CartTag } from './cart-tag';
import styles from './cart.module.css';

/** 赠品 the selected lines earn (买N赠M), shipped with the order. */
export function GiftsPanel({ gifts }: { gifts: CartList['gifts'] }) {
  if (gifts.length === 0) return null;
  return (
    <section className={styles.panel} aria-label="赠品">
      <h2 className={styles.panelTitle}>
        <CartTag name="赠" /> 赠品
        <span className={styles.muted}>随订单一同发货</span>
      </h2>
      <ul className={styles.gifts}>
        {gifts.map((gift) => (
          <li key={`${gift.goods_id ?? 0}-${gift.name}`}>
            <CartTag name="赠" />
            {gift.name} × {gift.number}
          </li>
        ))}
      </ul>
    </section>
  );
}
