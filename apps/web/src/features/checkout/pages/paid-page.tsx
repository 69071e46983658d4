import { Button, Result, Skeleton, Spin } from 'antd';
import { PAY_METHOD_TEXT, PAY_METHODS, type PayMethod } from '@yc/contracts';
import { Link, useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/ui/page-container';
import { paths } from '../../../config/paths';
import { orderInfoHref } from '../../../lib/checkout-link';
import { yuan } from '../../../lib/format/money';
import { useOrder } from '../../../api/get-order';
import styles from '../components/checkout.module.css';

const methodText = (method: string | null): string =>
  method !== null && (PAY_METHODS as readonly string[]).includes(method) ? PAY_METHOD_TEXT[method as PayMethod] : '';

// Back from the provider the payment may still be confirming: look again every couple of seconds.
const CONFIRM_POLL_MS = 2000;

/** /cart/step4?order_id=: payment complete, with the order number, the amount and where to go next. */
export function PaidPage() {
  const [search] = useSearchParams();
  const id = Number(search.get('order_id'));
  const {
    data: order,
    isPending,
    isError,
  } = useOrder(id, {
    poll: (current) => (current?.status === 'unpaid' ? CONFIRM_POLL_MS : false),
  });

  if (!Number.isInteger(id) || id <= 0 || isError) {
    return (
      <PageContainer>
        <Result status="404" title="未找到该订单" extra={<Link to={paths.home}>继续购物</Link>} />
      </PageContainer>
    );
  }
  if (isPending || !order) {
    return (
      <PageContainer>
        <Skeleton active paragraph={{ rows: 4 }} />
      </PageContainer>
    );
  }
  const actions = [
    <Link key="order" to={orderInfoHref(order.id)}>
      <Button type="primary" size="large">
        查看订单详情
      </Button>
    </Link>,
    <Link key="home" to={paths.home}>
      <Button size="large">继续购物</Button>
    </Link>,
  ];
  if (order.status === 'unpaid') {
    return (
      <PageContainer>
        <div className={styles.card}>
          <Result icon={<Spin size="large" />} title="正在确认支付结果…" subTitle={`订单号：${order.order_no}`} extra={actions} />
        </div>
      </PageContainer>
    );
  }
  if (order.status === 'cancelled') {
    return (
      <PageContainer>
        <div className={styles.card}>
          <Result status="warning" title="订单已取消" subTitle={`订单号：${order.order_no}`} extra={actions} />
        </div>
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <div className={styles.card}>
        <Result status="success" title="支付成功" subTitle="我们将尽快为您安排发货" extra={actions}>
          <dl className={styles.paidFacts} aria-label="支付结果">
            <div>
              <dt>订单号：</dt>
              <dd>{order.order_no}</dd>
            </div>
            <div>
              <dt>支付金额：</dt>
              <dd className={styles.red}>{yuan(order.pay_amount)}</dd>
            </div>
            {methodText(order.pay_method) && (
              <div>
                <dt>支付方式：</dt>
                <dd>{methodText(order.pay_method)}</dd>
              </div>
            )}
            {order.is_hm === 1 && (
              <div>
                <dt>温馨提示：</dt>
                <dd>
                  含麻订单收货后请在{' '}
                  <Link to={paths.hmdd} className={styles.inlineLink}>
                    含麻订单回执
                  </Link>{' '}
                  上传签收回执
                </dd>
              </div>
            )}
          </dl>
        </Result>
      </div>
    </PageContainer>
  );
}
