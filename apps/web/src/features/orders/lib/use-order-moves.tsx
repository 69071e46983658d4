import { CheckCircleFilled } from '@ant-design/icons';
import { formatYuan, PAY_METHOD_TEXT, REFUND_TO, type OrderStatus, type PayMethod } from '@yc/contracts';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useCancelOrder } from '../../../api/cancel-order';
import { message, modal } from '../../../lib/http';
import { useBuyAgain, useConfirmReceipt } from '../api/order-moves';

/** What the moves need to know of an order, on the list and on the detail. */
export interface MovableOrder {
  id: number;
  order_no: string;
  status: OrderStatus;
  pay_method: string | null;
  pay_amount: number;
}

function GoodsList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <div>
      <strong>{title}</strong>
      <ul>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

const payText = (method: string | null) => PAY_METHOD_TEXT[method as PayMethod] ?? '原支付方式';

/**
 * 取消订单, 确认收货 and 再次购买, each asked first where it cannot be undone: a paid order's
 * cancel says where the money goes back. Refusals show in the HTTP layer's 温馨提示 alert.
 */
export function useOrderMoves() {
  const navigate = useNavigate();
  const cancel = useCancelOrder();
  const confirm = useConfirmReceipt();
  const again = useBuyAgain();

  const cancelOrder = (order: MovableOrder) =>
    modal.confirm({
      title: '确定取消该订单吗？',
      content:
        order.status === 'paid'
          ? `订单已使用${payText(order.pay_method)}付款 ¥${formatYuan(order.pay_amount)}，取消后款项原路退回，退款去向：${REFUND_TO[order.pay_method ?? ''] ?? '原支付方式'}。`
          : `订单号：${order.order_no}，取消后商品库存与所用优惠券将退回。`,
      okText: '确定取消',
      cancelText: '再想想',
      okButtonProps: { danger: true },
      onOk: () =>
        cancel.mutateAsync(order.id).then(() => {
          void message.success(order.status === 'paid' ? '订单已取消，款项已原路退回' : '订单已取消');
        }),
    });

  const confirmReceipt = (order: MovableOrder) =>
    modal.confirm({
      title: '确认已收到货物吗？',
      content: '确认收货后订单完成，积分与电子发票随之发放；如有问题可在订单详情中申请退货或售后。',
      okText: '确认收货',
      cancelText: '取消',
      onOk: () =>
        confirm.mutateAsync(order.id).then((done) => {
          void message.success(done.points > 0 ? `已确认收货，获得 ${done.points} 积分` : '已确认收货');
        }),
    });

  const buyAgain = (order: MovableOrder) =>
    again.mutate(order.id, {
      onSuccess: (result) => {
        const added = result.added.map((g) => `${g.name} × ${g.number}`);
        const refused = result.refused.map((g) => `${g.name}：${g.reason}`);
        modal.confirm({
          icon: refused.length === 0 ? <CheckCircleFilled style={{ color: '#52c41a' }} /> : undefined,
          title: refused.length === 0 ? '商品已加入购物车' : added.length > 0 ? '部分商品已加入购物车' : '商品均无法加入购物车',
          content: (
            <>
              <GoodsList title="已加入：" items={added} />
              <GoodsList title="未能加入：" items={refused} />
            </>
          ),
          okText: '去购物车结算',
          cancelText: '留在本页',
          onOk: () => navigate(paths.cart),
        });
      },
    });

  return {
    cancelOrder,
    confirmReceipt,
    buyAgain,
    /** The order whose 再次购买 is on its way, for that button's spinner. */
    buyingAgain: again.isPending ? again.variables : undefined,
  };
}
