import { coverImage, type GoodsCard as Goods } from '@yc/contracts';
import { GoodsPrice } from '../../features/catalog/components/goods-price';
import { validityAfterLabel } from '../../features/catalog/lib/validity';
import { Link } from '../link';
import { goodsHref } from '../paths';
import styles from './goods-card.module.css';

/** One goods of a phone listing: picture, name, spec and maker, validity, price; the whole row opens its page. */
export function GoodsCard({ goods }: { goods: Goods }) {
  const image = coverImage(goods) || goods.image;
  return (
    <Link to={goodsHref(goods.id)} className={styles.card}>
      {image ? (
        <img className={styles.image} src={image} alt="" width={88} height={88} loading="lazy" />
      ) : (
        <span className={styles.image} />
      )}
      <span className={styles.body}>
        <span className={styles.name}>{goods.name}</span>
        <span className={styles.meta}>{goods.ypgg}</span>
        <span className={styles.meta}>{goods.sccj}</span>
        {goods.xq_text && <span className={styles.meta}>有效期：{validityAfterLabel(goods.xq_text)}</span>}
        <span className={styles.price}>
          <GoodsPrice goods={goods} />
          {goods.number <= 0 && <span className={styles.out}>暂时缺货</span>}
        </span>
      </span>
    </Link>
  );
}
