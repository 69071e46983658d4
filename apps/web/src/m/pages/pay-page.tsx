import {
  Msg,
  PAY_METHOD_TEXT,
  PAY_PASSWORD_UNSET,
  PAY_PROVIDER_TEXT,
  roleRefusal,
  type OrderInfo,
  type PayMethod,
  type PayProvider,
} from '@yc/contracts';
import { useState } from 'react';
import { useCancelOrder } from '../../api/cancel-order';
import { useCreditSummary } from '../../api/get-credit-summary';
import { useMyRoles } from '../../api/get-my-roles';
import { useOrder } from '../../api/get-order';
import { useChosenProvider, usePayChannels } from '../../api/get-pay-channels';
import { useUserBase } from '../../api/get-user-base';
import { useWalletSummary } from '../../api/get-wallet-summary';
import { usePayOrder } from '../../features/payments/api/pay-order';
import { providerPage } from '../../features/payments/lib/provider-page';
import { yuan } from '../../lib/format/money';
import { useCountdown } from '../../lib/use-countdown';
import { alertDialog } from '../feedback';
import { Link } from '../link';
import { chooseDesktop, mPaths, paidHref } from '../paths';
import { navigate } from '../router';
import { PayKeypad } from '../ui/pay-keypad';
import { useHmBuyer } from '../../features/payments/lib/hm-buyer';
import { HmBuyerSection } from './hm-buyer-section';
import styles from './checkout-page.module.css';

function Countdown({ order, onEnd }: { order: OrderInfo; onEnd(): void }) {
  const { minutes, seconds, left, hours } = useCountdown(order.expires_at, onEnd);
  return (
    <p className={styles.muted}>
      请在{' '}
      <span role="timer" aria-label="剩余支付时间" className={styles.red}>
        {left >= 3600 ? `${hours}:` : ''}
        {minutes}:{seconds}
      </span>{' '}
      内完成支付，超时订单将自动取消
    </p>
  );
}

/** The difference in fen, as yuan: what the wallet lacks. */
const shortBy = (due: number, have: number): number => (Math.round(due * 100) - Math.round(have * 100)) / 100;

// Past its time an unpaid order is about to be cancelled by the server's job: look again until it is.
const CANCEL_POLL_MS = 5000;

/**
 * /m/cart/step3/:orderId: pay the order from the wallet or credit (账期) with the 支付密码 on the keypad sheet, or
 * online on the provider's H5 page (the server answers a phone's user agent with one), as the desktop step 3 does.
 */
export function PayPage({ params }: { params: Record<string, string> }) {
  const id = Number(params.orderId);
  const {
    data: order,
    isPending,
    isError,
    refetch,
  } = useOrder(id, {
    poll: (o) => (o?.status === 'unpaid' && o.timestamp >= o.expires_at ? CANCEL_POLL_MS : false),
  });
  const balance = useWalletSummary().data?.balance;
  const creditAvailable = useCreditSummary().data?.available;
  const channels = usePayChannels().data;
  const [picked, setProvider] = useState<PayProvider | null>(null);
  const payType = useChosenProvider(picked);
  const passwordSet = useUserBase({ enabled: true }).data?.pay_password_set === 1;
  const roles = useMyRoles().data;
  const [chosen, setMethod] = useState<PayMethod | null>(null);
  const [keypad, setKeypad] = useState(false);
  const [password, setPassword] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const cancel = useCancelOrder();
  const hmBuyer = useHmBuyer();
  const pay = usePayOrder({
    onBizError: (error) => {
      // A wrong 支付密码 is typed again from empty cells, on the keypad still open; other refusals in the dialog.
      setPassword('');
      if (keypad && error.message.includes('支付密码') && error.message !== PAY_PASSWORD_UNSET) {
        setRefusal(error.message);
        return;
      }
      setKeypad(false);
      alertDialog({ title: Msg.ALERT_TITLE, content: error.message, okText: '知道了' });
    },
  });

  if (!Number.isInteger(id) || id <= 0 || isError) {
    return (
      <div className={styles.state}>
        <p>未找到该订单</p>
        <Link to={mPaths.cart} className={styles.primary}>
          返回购物车
        </Link>
      </div>
    );
  }
  if (isPending || !order) return <p className={styles.state}>加载中…</p>;

  if (order.status !== 'unpaid') {
    return (
      <div className={styles.state}>
        <p>
          {order.status === 'cancelled' ? '订单已取消' : '该订单已支付'}，订单号：{order.order_no}
        </p>
        <Link to={order.status === 'cancelled' ? mPaths.cart : paidHref(order.id)} className={styles.primary} replace>
          {order.status === 'cancelled' ? '返回购物车' : '查看支付结果'}
        </Link>
      </div>
    );
  }

  const payRefusal = roles && !roles.permissions.includes('finance') ? roleRefusal(roles.role, 'finance') : null;
  const walletShort = balance !== undefined && balance < order.pay_amount;
  const creditShort = creditAvailable !== undefined && creditAvailable < order.pay_amount;
  const onlineOffered = (channels?.providers.length ?? 0) > 0;
  // Until the buyer picks, the first method that can cover the order is offered.
  const method: PayMethod = chosen ?? (!walletShort ? 'wallet' : !creditShort ? 'credit' : 'online');
  const methods: { method: PayMethod; detail: string; refusal: string | null }[] = [
    {
      method: 'wallet',
      detail: `账户余额 ${balance === undefined ? '—' : yuan(balance)}`,
      refusal: walletShort ? `余额不足，还差 ${yuan(shortBy(order.pay_amount, balance ?? 0))}` : null,
    },
    {
      method: 'credit',
      detail: `可用额度 ${creditAvailable === undefined ? '—' : yuan(creditAvailable)}`,
      refusal: creditShort ? '账期可用额度不足' : null,
    },
    { method: 'online', detail: '跳转到支付平台完成付款', refusal: onlineOffered ? null : (channels?.reason ?? null) },
  ];
  const chosenRefusal = methods.find((m) => m.method === method)?.refusal ?? null;

  const send = (typed?: string) => {
    const buyer = hmBuyer.part(order);
    if (!buyer) return setKeypad(false);
    pay.mutate(
      { order_id: order.id, method, ...(method === 'online' ? { pay_type: payType } : { pay_password: typed }), ...buyer },
      {
        onSuccess: (result) => {
          if (result.status === 'paid') {
            setKeypad(false);
            navigate(paidHref(order.id), { replace: true });
          } else if (result.pay_url) providerPage.open(result.pay_url);
          else alertDialog({ title: Msg.ALERT_TITLE, content: '该支付方式不支持手机支付，请选择其他方式或在电脑版支付', okText: '知道了' });
        },
      },
    );
  };
  const start = () => {
    // A wrong 采购人 is shown beside its field before the keypad opens.
    if (!hmBuyer.part(order)) return;
    if (method === 'online') return send();
    if (!passwordSet) {
      return alertDialog({
        title: Msg.ALERT_TITLE,
        content: `${PAY_PASSWORD_UNSET}，是否前往电脑版设置？`,
        okText: '去设置',
        cancelText: '取消',
        onOk: () => {
          chooseDesktop();
          window.location.assign('/basic#pay-password');
        },
      });
    }
    setPassword('');
    setRefusal(null);
    return setKeypad(true);
  };
  const askCancel = () =>
    alertDialog({
      title: '确定取消该订单吗？',
      content: '取消后商品库存、优惠券和现金券将退回。',
      okText: '取消订单',
      cancelText: '再想想',
      onOk: () => cancel.mutate(order.id, { onSuccess: () => void refetch() }),
    });

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-labelledby="m-pay-head">
        <h2 id="m-pay-head" className={styles.heading}>
          订单提交成功，请尽快付款
        </h2>
        <p className={styles.muted}>订单号：{order.order_no}</p>
        <p>
          应付金额 <strong className={styles.red}>{yuan(order.pay_amount)}</strong>
        </p>
        <Countdown order={order} onEnd={() => void refetch()} />
        {channels?.sandbox && <p className={styles.warn}>演示模式：在线支付为模拟支付，不会产生真实扣款。</p>}
        {order.is_hm === 1 && <p className={styles.warn}>本订单含含麻药品，收货后请在电脑版“含麻订单回执”上传签收回执。</p>}
      </section>

      {!payRefusal && order.is_hm === 1 && <HmBuyerSection order={order} state={hmBuyer} />}
      {payRefusal ? (
        <section className={styles.card}>
          <p className={styles.warn}>{payRefusal}，订单已提交，请通知财务或负责人付款。</p>
        </section>
      ) : (
        <section className={styles.card} aria-labelledby="m-pay-method">
          <h2 id="m-pay-method" className={styles.heading}>
            选择支付方式
          </h2>
          <div role="radiogroup" aria-labelledby="m-pay-method" className={styles.methods}>
            {methods.map((option) => (
              <button
                key={option.method}
                type="button"
                role="radio"
                aria-checked={method === option.method}
                disabled={option.refusal !== null}
                className={styles.option}
                onClick={() => setMethod(option.method)}
              >
                <span className={styles.addressText}>
                  <strong>{PAY_METHOD_TEXT[option.method]}</strong>
                  <span className={styles.muted}>{option.detail}</span>
                  {option.refusal && <span className={styles.warn}>{option.refusal}</span>}
                </span>
              </button>
            ))}
          </div>
          {method === 'online' && onlineOffered && (
            <div className={styles.field} role="radiogroup" aria-labelledby="m-pay-provider">
              <span id="m-pay-provider">在线支付方式</span>
              <span className={styles.choices}>
                {channels?.providers.map((p) => (
                  <button
                    key={p.value}
                    type="button"
                    role="radio"
                    aria-checked={p.value === payType}
                    className={styles.choice}
                    onClick={() => setProvider(p.value)}
                  >
                    {PAY_PROVIDER_TEXT[p.value]}
                  </button>
                ))}
              </span>
            </div>
          )}
          <button type="button" className={styles.rowLink} onClick={askCancel}>
            取消订单
          </button>
        </section>
      )}

      {!payRefusal && (
        <div className={styles.bar}>
          <span className={styles.pay}>
            应付 <strong>{yuan(order.pay_amount)}</strong>
          </span>
          <button type="button" className={styles.submit} disabled={chosenRefusal !== null || pay.isPending} onClick={start}>
            立即支付
          </button>
        </div>
      )}

      <PayKeypad
        open={keypad}
        value={password}
        onChange={(typed) => {
          setPassword(typed);
          setRefusal(null);
        }}
        onComplete={(typed) => send(typed)}
        onClose={() => setKeypad(false)}
        summary={
          <>
            {PAY_METHOD_TEXT[method]} <strong className={styles.red}>{yuan(order.pay_amount)}</strong>
          </>
        }
        error={refusal}
        busy={pay.isPending}
      />
    </div>
  );
}
