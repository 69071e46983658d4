import { PAY_METHOD_TEXT, type OrderListGoods, type OrderListItem, type PayMethod } from '@yc/contracts';
import { Link } from 'react-router';
import { LazyImage } from '../../../components/ui/lazy-image';
import { Tag, type TagHue } from '../../../components/ui/tag';
import { orderInfoHref } from '../../../lib/checkout-link';
import { yuan } from '../../../lib/format/money';
import { formatSecondsTime } from '../../../lib/format/time';
import { OrderActionButtons } from './order-action-buttons';
import { PayCountdown } from './pay-countdown';
import styles from './orders.module.css';

const LINE_TAG: Record<string, { text: string; color: TagHue }> = {
  gift: { text: '赠', color: 'pink' },
  hg: { text: '换购', color: 'blue' },
};

export function GoodsLine({ goods }: { goods: OrderListGoods }) {
  const tag = LINE_TAG[goods.line_type];
  return (
    <li className={styles.line}>
      <LazyImage src={goods.image} alt={goods.name} width={60} height={60} />
      <span className={styles.lineText}>
        <span className={styles.lineName} title={goods.name}>
          {tag && (
            <Tag color={tag.color} solid>
              {tag.text}
            </Tag>
          )}
          {goods.name}
        </span>
        <span className={styles.lineMeta}>
          {goods.ypgg} · {goods.sccj}
        </span>
        <span className={styles.lineMeta}>
          {yuan(goods.price)} × {goods.number}
          {goods.bzdw}
        </span>
      </span>
    </li>
  );
}

interface OrderCardProps {
  order: OrderListItem;
  onExpired(): void;
}

/** One order on /order: its first lines, what it paid, its state and what may be done with it. */
export function OrderCard({ order, onExpired }: OrderCardProps) {
  return (
    <article className={styles.card} aria-label={`订单 ${order.order_no}`}>
      <header className={styles.cardHead}>
        <span>{formatSecondsTime(order.created_at)}</span>
        <span>
          订单号：<Link to={orderInfoHref(order.id)}>{order.order_no}</Link>
        </span>
        {order.is_hm === 1 && <Tag color="orange">含麻</Tag>}
        <span className={styles.cardStatus}>{order.status_text}</span>
      </header>
      <div className={styles.cardBody}>
        <div>
          <ul className={styles.lines} aria-label="订单商品">
            {order.items.map((goods, k) => (
              <GoodsLine key={`${goods.goods_id}-${goods.line_type}-${k}`} goods={goods} />
            ))}
          </ul>
          <p className={styles.more}>
            共 {order.item_count} 种商品，合计 {order.goods_count} 件
            {order.item_count > order.items.length && <Link to={orderInfoHref(order.id)}>查看全部商品</Link>}
          </p>
        </div>
        <div className={styles.centred}>
          <span className={styles.price} aria-label="实付金额">
            {yuan(order.pay_amount)}
          </span>
          <span className={`${styles.muted} ${styles.small}`}>
            {order.shipping_amount > 0 ? `含运费 ${yuan(order.shipping_amount)}` : '免运费'}
          </span>
          {order.discount_amount > 0 && <span className={`${styles.muted} ${styles.small}`}>已优惠 {yuan(order.discount_amount)}</span>}
          {order.pay_method && <span className={styles.small}>{PAY_METHOD_TEXT[order.pay_method as PayMethod] ?? order.pay_method}</span>}
        </div>
        <div className={styles.centred}>
          <span>{order.status_text}</span>
          {order.status === 'unpaid' && order.can_pay === 1 && <PayCountdown expiresAt={order.expires_at} onEnd={onExpired} />}
        </div>
        <div className={styles.actions}>
          <OrderActionButtons order={order} onList />
        </div>
      </div>
    </article>
  );
}
