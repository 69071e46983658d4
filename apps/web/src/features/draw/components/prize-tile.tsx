import { MoneyCollectOutlined, RedEnvelopeOutlined, SmileOutlined } from '@ant-design/icons';
import type { DrawPrize } from '@yc/contracts';
import styles from './draw.module.css';

const ICONS = { points: MoneyCollectOutlined, coupon: RedEnvelopeOutlined, none: SmileOutlined } as const;

/** A prize's picture: the gift's own for goods, an icon for points, coupons and 谢谢参与. */
export function PrizeFigure({ prize }: { prize: DrawPrize }) {
  if (prize.type === 'goods' && prize.image) return <img className={styles.prizeImage} src={prize.image} alt="" />;
  const Icon = ICONS[prize.type === 'goods' ? 'coupon' : prize.type];
  return <Icon className={`${styles.prizeIcon} ${styles[prize.type]}`} aria-hidden />;
}
