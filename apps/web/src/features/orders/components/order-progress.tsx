import { Steps } from 'antd';
import type { OrderInfo } from '@yc/contracts';
import { formatSecondsTime } from '../../../lib/format/time';
import styles from './orders.module.css';

const when = (seconds: number | null) => (seconds ? formatSecondsTime(seconds) : undefined);

/** 提交订单 → 付款 → 发货 → 完成, each with its time; a cancelled order ends at 已取消. */
export function OrderProgress({ order }: { order: OrderInfo }) {
  const cancelled = order.status === 'cancelled';
  const items = cancelled
    ? [
        { title: '提交订单', description: when(order.created_at) },
        ...(order.paid_at ? [{ title: '付款成功', description: when(order.paid_at) }] : []),
        { title: '已取消', description: when(order.cancelled_at) },
      ]
    : [
        { title: '提交订单', description: when(order.created_at) },
        { title: '付款成功', description: when(order.paid_at) },
        { title: '商品出库', description: when(order.shipped_at) },
        { title: '完成', description: when(order.completed_at) },
      ];
  const reached = cancelled
    ? items.length - 1
    : [order.created_at, order.paid_at, order.shipped_at, order.completed_at].filter((t) => t !== null).length - 1;
  return (
    <Steps
      className={styles.steps}
      size="small"
      current={reached}
      status={cancelled ? 'error' : order.status === 'completed' ? 'finish' : 'process'}
      items={items}
    />
  );
}
