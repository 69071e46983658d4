import {
  formatYuan,
  PAY_METHOD_TEXT,
  REFUND_TO,
  type BuyAgainResult,
  type OrderActions,
  type OrderStatus,
  type PayMethod,
} from '@yc/contracts';
import { useCancelOrder } from '../../api/cancel-order';
import { useMayDo } from '../../api/get-my-roles';
import { useBuyAgain, useConfirmReceipt } from '../../features/orders/api/order-moves';
import { alertDialog, toast } from '../feedback';
import { Link } from '../link';
import { orderHref, payHref } from '../paths';
import styles from './orders-page.module.css';

/** What the buttons need to know of an order, on the list and on the detail. */
interface MovableOrder extends OrderActions {
  id: number;
  order_no: string;
  status: OrderStatus;
  pay_method: string | null;
  pay_amount: number;
}

const payText = (method: string | null) => PAY_METHOD_TEXT[method as PayMethod] ?? '原支付方式';

/** The desktop's words for a cancel: a paid order says where its money goes back. */
const cancelText = (order: MovableOrder): string =>
  order.status === 'paid'
    ? `订单已使用${payText(order.pay_method)}付款 ¥${formatYuan(order.pay_amount)}，取消后款项原路退回，退款去向：${REFUND_TO[order.pay_method ?? ''] ?? '原支付方式'}。`
    : `订单号：${order.order_no}，取消后商品库存与所用优惠券将退回。`;

/** 再次购买's answer in one toast: what went into the cart, and each line the cart refused with its reason. */
function buyAgainNotice(result: BuyAgainResult): string {
  const added = result.added.map((g) => `${g.name} × ${g.number}`).join('、');
  const refused = result.refused.map((g) => `${g.name}：${g.reason}`).join('；');
  if (result.refused.length === 0) return `已加入购物车：${added}`;
  if (result.added.length === 0) return `商品均无法加入购物车（${refused}）`;
  return `已加入购物车：${added}；未能加入：${refused}`;
}

/**
 * The order's buttons as the server's can_* flags say and the login's role allows, as on the desktop: 去支付
 * (财务, 负责人), 确认收货, 再次购买 and 取消订单 (采购员, 负责人). Cancel and confirm ask first; the server's refusals
 * show in the HTTP layer's 温馨提示 dialog.
 */
export function OrderButtons({ order, detailLink = false }: { order: MovableOrder; detailLink?: boolean }) {
  const mayPay = useMayDo('finance');
  const mayBuy = useMayDo('purchase');
  const cancel = useCancelOrder();
  const confirm = useConfirmReceipt();
  const again = useBuyAgain();

  const askCancel = () =>
    alertDialog({
      title: '确定取消该订单吗？',
      content: cancelText(order),
      okText: '确定取消',
      cancelText: '再想想',
      onOk: () =>
        cancel.mutate(order.id, { onSuccess: () => toast(order.status === 'paid' ? '订单已取消，款项已原路退回' : '订单已取消') }),
    });

  const askConfirm = () =>
    alertDialog({
      title: '确认已收到货物吗？',
      content: '确认收货后订单完成，积分与电子发票随之发放；如有问题可在电脑版订单详情中申请退货或售后。',
      okText: '确认收货',
      cancelText: '取消',
      onOk: () =>
        confirm.mutate(order.id, { onSuccess: (done) => toast(done.points > 0 ? `已确认收货，获得 ${done.points} 积分` : '已确认收货') }),
    });

  const busy = cancel.isPending || confirm.isPending;
  return (
    <div className={styles.buttons}>
      {detailLink && (
        <Link to={orderHref(order.id)} className={styles.button} aria-label={`订单 ${order.order_no} 详情`}>
          查看详情
        </Link>
      )}
      {mayBuy && order.can_cancel === 1 && (
        <button type="button" className={styles.button} disabled={busy} onClick={askCancel}>
          取消订单
        </button>
      )}
      {mayBuy && (
        <button
          type="button"
          className={styles.button}
          disabled={again.isPending}
          onClick={() => again.mutate(order.id, { onSuccess: (result) => toast(buyAgainNotice(result)) })}
        >
          {again.isPending ? '加入中…' : '再次购买'}
        </button>
      )}
      {mayBuy && order.can_confirm === 1 && (
        <button type="button" className={styles.strong} disabled={busy} onClick={askConfirm}>
          确认收货
        </button>
      )}
      {mayPay && order.can_pay === 1 && (
        <Link to={payHref(order.id)} className={styles.strong}>
          去支付
        </Link>
      )}
    </div>
  );
}
