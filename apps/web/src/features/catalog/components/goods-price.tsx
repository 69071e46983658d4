import type { GoodsCard } from '@yc/contracts';
import { yuan } from '../../../lib/format/money';
import styles from './goods-price.module.css';

interface GoodsPriceProps {
  goods: Pick<GoodsCard, 'price' | 'price_text' | 'base_price'>;
  size?: 'normal' | 'large';
  /** Shown crossed out when higher than the price (a package's original price, the list price). */
  original?: number | null;
}

/** The price in red, or the reason it is hidden (登录可见, 资质审核中) in the same red. */
export function GoodsPrice({ goods, size = 'normal', original }: GoodsPriceProps) {
  const className = `${styles.price} ${size === 'large' ? styles.large : ''}`;
  if (goods.price === null) {
    return <span className={`${className} ${styles.hidden}`}>{goods.price_text || '登录可见'}</span>;
  }
  const before = original ?? goods.base_price;
  return (
    <span className={className}>
      <span className={styles.amount}>{yuan(goods.price)}</span>
      {before !== null && before !== undefined && before > goods.price && <del className={styles.original}>{yuan(before)}</del>}
    </span>
  );
}
