import { CheckCircleFilled } from '@ant-design/icons';
import { Alert, App, Button, Result, Skeleton } from 'antd';
import {
  amountBreakdown,
  orderAmountParts,
  PAY_PASSWORD_UNSET,
  payPassword,
  type OrderInfo,
  type PayMethod,
  type PayProvider,
} from '@yc/contracts';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { DemoPayBanner } from '../../../components/ui/demo-pay-banner';
import { PageContainer } from '../../../components/ui/page-container';
import { useChosenProvider } from '../../../api/get-pay-channels';
import { PayProviderChoice } from '../../../components/ui/pay-provider-choice';
import { SetPayPasswordLink } from '../../../components/ui/pay-password-unset';
import { paths } from '../../../config/paths';
import { orderInfoHref, paidHref } from '../../../lib/checkout-link';
import { breakdownYuan, yuan } from '../../../lib/format/money';
import { useSessionStore } from '../../../stores/session';
import { useCancelOrder } from '../../../api/cancel-order';
import { useRoleRefusal } from '../../../api/get-my-roles';
import { useCreditSummary } from '../../../api/get-credit-summary';
import { useOrder } from '../../../api/get-order';
import { useWalletSummary } from '../../../api/get-wallet-summary';
import { usePayOrder } from '../api/pay-order';
import { OrderCountdown } from '../components/order-countdown';
import { PayMethods } from '../components/pay-methods';
import { PayPasswordField } from '../components/pay-password-field';
import { HmBuyerFields } from '../components/hm-buyer-fields';
import { useHmBuyer } from '../lib/hm-buyer';
import { WechatQr } from '../components/wechat-qr';
import styles from '../components/order-pay.module.css';
import { providerPage } from '../lib/provider-page';

function OrderSummary({ order }: { order: OrderInfo }) {
  const a = order.address;
  return (
    <section className={styles.section} aria-labelledby="pay-order">
      <h2 id="pay-order" className={styles.sectionTitle}>
        订单信息
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>收货信息：</dt>
          <dd>
            {[a.province, a.city, a.district, a.detail].filter(Boolean).join('')}，{a.consignee} {a.phone}
          </dd>
        </div>
        <div>
          <dt>发票类型：</dt>
          <dd>{order.invoice_type}</dd>
        </div>
        {order.remark && (
          <div>
            <dt>订单备注：</dt>
            <dd>{order.remark}</dd>
          </div>
        )}
        <div>
          <dt>商品：</dt>
          <dd>
            <ul className={styles.itemList}>
              {order.items.map((item) => (
                <li key={item.id}>
                  {item.line_type === 'gift' ? '【赠品】' : item.line_type === 'hg' ? '【换购】' : ''}
                  {item.name}（{item.ypgg}）× {item.number}
                  {item.bzdw}
                  <span className={styles.muted}> 小计 {yuan(item.subtotal)}</span>
                </li>
              ))}
            </ul>
          </dd>
        </div>
        <div>
          <dt>金额明细：</dt>
          <dd>
            {amountBreakdown(orderAmountParts(order))
              .map((row) => `${row.label} ${breakdownYuan(row)}`)
              .join('　')}
          </dd>
        </div>
      </dl>
    </section>
  );
}

function Closed({ order }: { order: OrderInfo }) {
  if (order.status === 'cancelled') {
    return (
      <Result
        status="warning"
        title="订单已取消"
        subTitle={`订单号：${order.order_no}，${order.cancel_reason ?? '超时未支付，订单已自动取消'}`}
        extra={[
          <Link key="cart" to={paths.cart}>
            <Button type="primary">返回购物车</Button>
          </Link>,
          <Link key="order" to={orderInfoHref(order.id)}>
            <Button>查看订单</Button>
          </Link>,
        ]}
      />
    );
  }
  return (
    <Result
      status="success"
      title="该订单已支付"
      subTitle={`订单号：${order.order_no}，状态：${order.status_text}`}
      extra={[
        <Link key="done" to={paidHref(order.id)}>
          <Button type="primary">查看支付结果</Button>
        </Link>,
        <Link key="order" to={orderInfoHref(order.id)}>
          <Button>查看订单详情</Button>
        </Link>,
      ]}
    />
  );
}

// Past its time an unpaid order is about to be cancelled by the server's job: look again until it is.
const CANCEL_POLL_MS = 5000;
const awaitingCancel = (order: OrderInfo | undefined): number | false =>
  order?.status === 'unpaid' && order.timestamp >= order.expires_at ? CANCEL_POLL_MS : false;
// While the WeChat Pay QR code is shown, the order is read again until the provider's notification has paid it.
const PAID_POLL_MS = 2000;

/** The order id: /cart/step3/:id carries it in the path, /cart/hm in ?order_id. */
function useOrderId(): number {
  const params = useParams();
  const [search] = useSearchParams();
  return Number(params.id ?? search.get('order_id'));
}

/** /cart/step3/:id and /cart/hm: pay an order by wallet, credit (账期) or online, before the 30-minute auto-cancel. */
export function PayPage({ hm = false }: { hm?: boolean }) {
  const id = useOrderId();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const [codeUrl, setCodeUrl] = useState<string | null>(null);
  const {
    data: order,
    isPending,
    isError,
    refetch,
  } = useOrder(id, {
    poll: (o) => (codeUrl && o?.status === 'unpaid' ? PAID_POLL_MS : awaitingCancel(o)),
  });
  const balance = useWalletSummary().data?.balance;
  const creditAvailable = useCreditSummary().data?.available;
  const [chosen, setMethod] = useState<PayMethod | null>(null);
  const [pickedProvider, setProvider] = useState<PayProvider | null>(null);
  const payType = useChosenProvider(pickedProvider);
  const [refusal, setRefusal] = useState<string | null>(null);
  const passwordSet = useSessionStore((state) => state.user?.pay_password_set === 1);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const pay = usePayOrder({
    onBizError: (error) => {
      setRefusal(error.message);
      // A wrong 支付密码 is typed again from empty boxes; the order stays as it is.
      setPassword('');
    },
  });
  const cancel = useCancelOrder();
  const payRefusal = useRoleRefusal('finance');
  const hmBuyer = useHmBuyer();

  if (!Number.isInteger(id) || id <= 0 || isError) {
    return (
      <PageContainer>
        <Result status="404" title="未找到该订单" extra={<Link to={paths.cart}>返回购物车</Link>} />
      </PageContainer>
    );
  }
  if (isPending || !order) {
    return (
      <PageContainer>
        <Skeleton active paragraph={{ rows: 8 }} />
      </PageContainer>
    );
  }

  if (codeUrl && order.status === 'paid') return <Navigate to={paidHref(order.id)} replace />;

  const isHm = hm || order.is_hm === 1;
  const walletShort = balance !== undefined && balance < order.pay_amount;
  const creditShort = creditAvailable !== undefined && creditAvailable < order.pay_amount;
  // Until the buyer picks, the first method that can cover the order is offered.
  const method: PayMethod = chosen ?? (!walletShort ? 'wallet' : !creditShort ? 'credit' : 'online');
  const chosenShort = (method === 'wallet' && walletShort) || (method === 'credit' && creditShort);
  // Money leaving the wallet or credit needs the 支付密码; an online payment is confirmed on the provider's page.
  const asksPassword = method !== 'online' && !chosenShort;

  const submit = () => {
    setRefusal(null);
    const buyer = hmBuyer.part(order);
    if (!buyer) return;
    if (asksPassword) {
      const typed = payPassword().safeParse(password);
      setPasswordError(typed.success ? null : (typed.error.issues[0]?.message ?? null));
      if (!typed.success) return;
    }
    pay.mutate(
      {
        order_id: order.id,
        method,
        ...(method === 'online' ? { pay_type: payType } : {}),
        ...(asksPassword ? { pay_password: password } : {}),
        ...buyer,
      },
      {
        onSuccess: (result) => {
          if (result.status === 'paid') navigate(paidHref(order.id), { replace: true });
          else if (result.pay_url) providerPage.open(result.pay_url);
          else if (result.code_url) setCodeUrl(result.code_url);
        },
      },
    );
  };
  const askCancel = () =>
    modal.confirm({
      title: '确定取消该订单吗？',
      content: '取消后商品库存、优惠券和现金券将退回。',
      okText: '取消订单',
      cancelText: '再想想',
      onOk: () => cancel.mutateAsync(order.id),
    });

  return (
    <PageContainer>
      {order.status !== 'unpaid' ? (
        <div className={styles.card}>
          <Closed order={order} />
        </div>
      ) : (
        <div className={styles.card}>
          <div className={styles.payHead}>
            <CheckCircleFilled className={styles.payIcon} />
            <div>
              <h1 className={styles.payTitle}>订单提交成功，请尽快付款！</h1>
              <p className={styles.muted}>订单号：{order.order_no}</p>
              <OrderCountdown expiresAt={order.expires_at} onEnd={() => void refetch()} />
            </div>
            <div className={styles.payDue}>
              应付金额
              <strong aria-label="应付金额">{yuan(order.pay_amount)}</strong>
            </div>
          </div>
          <DemoPayBanner className={styles.alert} />
          {isHm && (
            <Alert
              type="warning"
              showIcon
              className={styles.alert}
              title="含麻药品订单"
              description={
                <>
                  本订单含含麻黄碱类复方制剂，按规定实名登记并限量销售。收货后请在
                  <Link to={paths.hmdd} className={styles.inlineLink}>
                    含麻订单回执
                  </Link>
                  上传加盖公章的签收回执。
                </>
              }
            />
          )}
          {codeUrl && <WechatQr codeUrl={codeUrl} amount={yuan(order.pay_amount)} />}
          <OrderSummary order={order} />
          {payRefusal ? (
            // A 采购员 places orders; 财务 or 负责人 pay them.
            <Alert
              type="info"
              showIcon
              className={styles.alert}
              title={payRefusal}
              description="订单已提交，请通知财务或负责人付款。"
              action={
                <Link to={orderInfoHref(order.id)}>
                  <Button size="small">查看订单详情</Button>
                </Link>
              }
            />
          ) : (
            <>
              {order.is_hm === 1 && <HmBuyerFields order={order} state={hmBuyer} />}
              <section className={styles.section} aria-labelledby="pay-method">
                <h2 id="pay-method" className={styles.sectionTitle}>
                  选择支付方式
                </h2>
                <PayMethods
                  payAmount={order.pay_amount}
                  balance={balance}
                  creditAvailable={creditAvailable}
                  value={method}
                  onChange={setMethod}
                />
                {method === 'online' && <PayProviderChoice value={payType} onChange={setProvider} className={styles.alert} />}
                {asksPassword && (
                  <PayPasswordField
                    isSet={passwordSet}
                    value={password}
                    onChange={(typed) => {
                      setPassword(typed);
                      setPasswordError(null);
                    }}
                    error={passwordError}
                  />
                )}
                {refusal && (
                  <Alert
                    type="error"
                    showIcon
                    className={styles.alert}
                    title={refusal}
                    action={
                      refusal === PAY_PASSWORD_UNSET ? (
                        <SetPayPasswordLink />
                      ) : method === 'wallet' && refusal.includes('余额') ? (
                        <Link to={paths.wdqbYegl}>
                          <Button size="small">去充值</Button>
                        </Link>
                      ) : undefined
                    }
                  />
                )}
                <div className={styles.payActions}>
                  <Button
                    type="primary"
                    size="large"
                    className={styles.submit}
                    loading={pay.isPending}
                    disabled={chosenShort || (asksPassword && !passwordSet) || (method === 'online' && !payType)}
                    onClick={submit}
                  >
                    立即支付 {yuan(order.pay_amount)}
                  </Button>
                  <button type="button" className={styles.linkButton} onClick={askCancel}>
                    取消订单
                  </button>
                </div>
              </section>
            </>
          )}
        </div>
      )}
    </PageContainer>
  );
}

/** /cart/hm: the same pay page for 含麻 orders. */
export function HmPayPage() {
  return <PayPage hm />;
}
