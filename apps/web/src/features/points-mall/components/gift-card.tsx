import { Button } from 'antd';
import type { PointsGoods } from '@yc/contracts';
import { LazyImage } from '../../../components/ui/lazy-image';
import styles from './points-mall.module.css';

interface GiftCardProps {
  gift: PointsGoods;
  /** The store's points; null for a visitor, who is asked to log in on 立即兑换. */
  balance: number | null;
  onExchange(gift: PointsGoods): void;
}

export function GiftCard({ gift, balance, onExchange }: GiftCardProps) {
  const soldOut = gift.stock <= 0;
  const short = balance !== null && balance < gift.points;
  return (
    <article className={styles.card} aria-label={gift.name}>
      <LazyImage src={gift.image} alt={gift.name} width="100%" height={200} className={styles.picture} />
      <h3 className={styles.name} title={gift.name}>
        {gift.name}
      </h3>
      <p className={styles.description}>{gift.description}</p>
      <div className={styles.foot}>
        <span className={styles.points}>
          <strong>{gift.points}</strong> 积分
        </span>
        <span className={styles.stock}>库存 {gift.stock}</span>
      </div>
      <Button type="primary" block disabled={soldOut || short} onClick={() => onExchange(gift)}>
        {soldOut ? '已兑完' : short ? '积分不足' : '立即兑换'}
      </Button>
    </article>
  );
}
