import type { OrderActions } from '@yc/contracts';
import { Link, useNavigate } from 'react-router';
import { useMayDo } from '../../../api/get-my-roles';
import { Button } from '../../../components/ui/button';
import { orderInfoHref, payHref } from '../../../lib/checkout-link';
import { logisticsHref } from '../lib/order-links';
import { useOrderMoves, type MovableOrder } from '../lib/use-order-moves';
import styles from './orders.module.css';

type ActionableOrder = MovableOrder & OrderActions & { is_hm: number };

interface OrderActionButtonsProps {
  order: ActionableOrder;
  /** The list links to the detail and to the logistics; the detail shows both itself. */
  onList?: boolean;
}

/**
 * What the buyer may do with an order now, as the server's can_* flags say and the login's role allows:
 * pay (财务, 负责人), confirm, cancel, buy again (采购员, 负责人), and on the list its detail.
 */
export function OrderActionButtons({ order, onList = false }: OrderActionButtonsProps) {
  const navigate = useNavigate();
  const moves = useOrderMoves();
  const mayPay = useMayDo('finance');
  const mayBuy = useMayDo('purchase');
  const shippedOnce = order.status === 'shipped' || order.status === 'completed';
  return (
    <>
      {mayPay && order.can_pay === 1 && (
        <Button variant="primary" size="small" onClick={() => navigate(payHref(order.id, order.is_hm === 1))}>
          立即付款
        </Button>
      )}
      {mayBuy && order.can_confirm === 1 && (
        <Button variant="primary" size="small" onClick={() => moves.confirmReceipt(order)}>
          确认收货
        </Button>
      )}
      {onList && shippedOnce && (
        <Button size="small" onClick={() => navigate(logisticsHref(order.id))}>
          查看物流
        </Button>
      )}
      {mayBuy && (
        <Button size="small" loading={moves.buyingAgain === order.id} onClick={() => moves.buyAgain(order)}>
          再次购买
        </Button>
      )}
      {mayBuy && order.can_cancel === 1 && (
        <Button size="small" danger onClick={() => moves.cancelOrder(order)}>
          取消订单
        </Button>
      )}
      {onList && (
        <Link to={orderInfoHref(order.id)} className={styles.detailLink}>
          订单详情
        </Link>
      )}
    </>
  );
}
