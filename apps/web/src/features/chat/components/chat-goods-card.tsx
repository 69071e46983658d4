import type { ChatGoods } from '@yc/contracts';
import { generatePath, Link } from 'react-router';
import { LazyImage } from '../../../components/ui/lazy-image';
import { paths } from '../../../config/paths';
import { yuan } from '../../../lib/format/money';
import styles from './chat.module.css';

/** A goods in the chat: picture, name, spec, maker and the price as the conversation's store may see it (else why not). */
export function ChatGoodsCard({ goods, newTab = false }: { goods: ChatGoods; newTab?: boolean }) {
  return (
    <Link
      to={generatePath(paths.listInfo, { id: String(goods.id) })}
      className={styles.card}
      aria-label={`商品：${goods.name}`}
      target={newTab ? '_blank' : undefined}
    >
      <LazyImage src={goods.image} alt={goods.name} width={56} height={56} />
      <span className={styles.cardBody}>
        <span className={styles.cardName} title={goods.name}>
          {goods.name}
        </span>
        <span className={styles.cardMuted}>规格：{goods.ypgg}</span>
        <span className={styles.cardMuted}>{goods.sccj}</span>
        <span className={styles.cardPrice}>{goods.price === null ? goods.price_text || '登录可见' : `${yuan(goods.price)}/${goods.bzdw}`}</span>
      </span>
    </Link>
  );
}
