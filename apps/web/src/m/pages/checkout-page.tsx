import {
  amountBreakdown,
  cartAmountParts,
  CheckoutLineRefusal,
  INVOICE_TYPES,
  Msg,
  roleRefusal,
  UNPAID_ORDER_TTL_MINUTES,
  type AddressView,
  type CartItem,
  type ConfirmView,
  type InvoiceType,
} from '@yc/contracts';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useMyRoles } from '../../api/get-my-roles';
import { useConfirm } from '../../features/checkout/api/get-confirm';
import { usePlaceOrder } from '../../features/checkout/api/place-order';
import { couponRule } from '../../features/checkout/lib/coupon-text';
import {
  REQUIREMENT_FIT_TEXT,
  requirementFit,
  VALIDITY_CHOICES,
  validityChoiceText,
} from '../../features/checkout/lib/validity-requirement';
import { readCheckoutLink } from '../../lib/checkout-link';
import { breakdownYuan, yuan } from '../../lib/format/money';
import { alertDialog } from '../feedback';
import { Link } from '../link';
import { checkoutHref, chooseDesktop, mPaths, payHref } from '../paths';
import { navigate, usePhoneLocation } from '../router';
import { Sheet } from '../ui/sheet';
import styles from './checkout-page.module.css';

const isInvoiceType = (value: string): value is InvoiceType => (INVOICE_TYPES as readonly string[]).includes(value);

/** 收货地址: the chosen one on the page; the list to choose from in a bottom sheet. */
function AddressChoice({ view, onSelect }: { view: ConfirmView; onSelect(id: number): void }) {
  const [open, setOpen] = useState(false);
  const chosen = view.addresses.find((a) => a.id === view.address_id);
  if (!chosen) {
    return (
      <section className={styles.card} aria-label="收货地址">
        <p className={styles.warn}>您还没有收货地址</p>
        {/* The phone store has no address book yet: the member centre's is on the desktop. */}
        <a className={styles.rowLink} href="/addr" onClick={chooseDesktop}>
          去电脑版新增收货地址
        </a>
      </section>
    );
  }
  return (
    <section className={styles.card} aria-label="收货地址">
      <button type="button" className={styles.address} onClick={() => setOpen(true)} aria-haspopup="dialog">
        <AddressText address={chosen} />
        <span className={styles.chevron} aria-hidden="true">
          ›
        </span>
        <span className={styles.srOnly}>更换收货地址</span>
      </button>
      <Sheet open={open} title="选择收货地址" onClose={() => setOpen(false)}>
        <div role="radiogroup" aria-label="收货地址" className={styles.options}>
          {view.addresses.map((address) => (
            <button
              key={address.id}
              type="button"
              role="radio"
              aria-checked={address.id === view.address_id}
              className={styles.option}
              onClick={() => {
                onSelect(address.id);
                setOpen(false);
              }}
            >
              <AddressText address={address} />
            </button>
          ))}
        </div>
      </Sheet>
    </section>
  );
}

function AddressText({ address }: { address: AddressView }) {
  return (
    <span className={styles.addressText}>
      <span className={styles.consignee}>
        <strong>{address.consignee}</strong> {address.phone}
        {address.is_default === 1 && <span className={styles.tag}>默认</span>}
      </span>
      <span>{address.full_address}</span>
    </span>
  );
}

interface RequirementProps {
  line: CartItem;
  months: number;
  refusal?: string;
  onChange(months: number): void;
}

/** A line of the order with its 效期要求 (a native select: the phone's own picker), whether the batches meet it, and the server's refusal. */
function OrderLine({ line, months, refusal, onChange }: RequirementProps) {
  const { goods } = line;
  const fit = requirementFit(months, goods.xq, goods.xq_to, dayjs().format('YYYY-MM-DD'));
  return (
    <li className={styles.line}>
      <span className={styles.lineName}>{goods.name}</span>
      <span className={styles.muted}>
        {goods.ypgg} · {goods.sccj}
      </span>
      <span className={styles.lineAmounts}>
        <span>
          {yuan(line.price)} × {line.number}
          {goods.bzdw}
        </span>
        <strong>{yuan(line.amount)}</strong>
      </span>
      <label className={styles.requirement}>
        <span>效期要求</span>
        <select value={months} onChange={(event) => onChange(Number(event.target.value))} aria-label={`${goods.name} 效期要求`}>
          {VALIDITY_CHOICES.map((m) => (
            <option key={m} value={m}>
              {validityChoiceText(m)}
            </option>
          ))}
        </select>
      </label>
      {months > 0 && !refusal && <span className={fit === 'none' ? styles.warn : styles.fit}>{REQUIREMENT_FIT_TEXT[fit]}</span>}
      {refusal && (
        <span className={styles.warn} role="alert">
          {refusal}
        </span>
      )}
    </li>
  );
}

/** 优惠券: the one applied on the page, every coupon of the store in a bottom sheet, those that do not fit this order greyed with why. */
function CouponChoice({ view, onSelect }: { view: ConfirmView; onSelect(id: number): void }) {
  const [open, setOpen] = useState(false);
  const usable = view.coupons.filter((c) => c.usable === 1);
  const chosen = view.coupons.find((c) => c.id === view.coupon_id);
  const pick = (id: number) => {
    onSelect(id);
    setOpen(false);
  };
  return (
    <>
      <button type="button" className={styles.row} onClick={() => setOpen(true)} aria-haspopup="dialog">
        <span>优惠券</span>
        <span className={chosen ? styles.red : styles.muted}>
          {chosen ? `-${yuan(chosen.discount)}` : usable.length > 0 ? `${usable.length} 张可用` : '无可用'}
          <span className={styles.chevron} aria-hidden="true">
            ›
          </span>
        </span>
      </button>
      {view.coupon_refused && <p className={styles.warn}>{view.coupon_refused}</p>}
      <Sheet open={open} title="选择优惠券" onClose={() => setOpen(false)}>
        <div role="radiogroup" aria-label="优惠券" className={styles.options}>
          {[...usable, ...view.coupons.filter((c) => c.usable !== 1)].map((coupon) => (
            <button
              key={coupon.id}
              type="button"
              role="radio"
              aria-checked={coupon.id === view.coupon_id}
              disabled={coupon.usable !== 1}
              className={styles.option}
              onClick={() => pick(coupon.id)}
            >
              <span className={styles.addressText}>
                <strong>
                  {coupon.name}
                  {coupon.id === view.best_coupon_id && <span className={styles.tag}>最优</span>}
                </strong>
                <span>{couponRule(coupon)}</span>
                {coupon.usable === 1 ? (
                  <span className={styles.red}>本单可减 {yuan(coupon.discount)}</span>
                ) : (
                  <span className={styles.muted}>不可用：{coupon.reason ?? '不满足使用条件'}</span>
                )}
              </span>
            </button>
          ))}
          <button type="button" role="radio" aria-checked={view.coupon_id === 0} className={styles.option} onClick={() => pick(0)}>
            不使用优惠券
          </button>
        </div>
      </Sheet>
    </>
  );
}

/** Whether this login may pay (财务 or 负责人); a 采购员's order is paid by them. null while the role loads: the server guards anyway. */
function usePayRefusal(): string | null {
  const { data } = useMyRoles();
  return data && !data.permissions.includes('finance') ? roleRefusal(data.role, 'finance') : null;
}

/**
 * /m/cart/step2: the desktop's step 2 on a phone. The server prices every choice (GET /api/cart/confirm) and
 * POST /api/cart/checkout places the order; a refusal is said in the 温馨提示 dialog, a 效期要求 one beside its line.
 */
export function CheckoutPage() {
  const { search } = usePhoneLocation();
  const { ids, picks } = readCheckoutLink(new URLSearchParams(search));
  const [couponId, setCouponId] = useState<number | undefined>(undefined);
  const [addressId, setAddressId] = useState<number | undefined>(undefined);
  const [invoiceType, setInvoiceType] = useState<InvoiceType>(INVOICE_TYPES[0]);
  const [remark, setRemark] = useState('');
  const [validity, setValidity] = useState<Record<number, number>>({});
  const [refusals, setRefusals] = useState<Record<number, string>>({});
  const { data: view, isPending, isError, isFetching } = useConfirm({ ids, picks, couponId, voucherIds: [], addressId });
  const payRefusal = usePayRefusal();
  const place = usePlaceOrder({
    onBizError: (error) => {
      const line = CheckoutLineRefusal.safeParse(error.data);
      if (line.success) setRefusals({ [line.data.goods_id]: error.message });
      alertDialog({
        title: Msg.ALERT_TITLE,
        content: line.success ? `${error.message}，请修改该商品的效期要求` : error.message,
        okText: '知道了',
      });
    },
  });

  if (ids.length === 0 || isError) {
    return (
      <div className={styles.state}>
        <p>{ids.length === 0 ? '请先在购物车中选择要结算的商品' : '订单信息已变化，请返回购物车重新确认'}</p>
        <Link to={mPaths.cart} className={styles.primary}>
          返回购物车
        </Link>
      </div>
    );
  }
  if (isPending || !view) return <p className={styles.state}>加载中…</p>;

  const submit = () => {
    if (view.address_id === null) {
      alertDialog({ title: Msg.ALERT_TITLE, content: '请先新增收货地址', okText: '知道了' });
      return;
    }
    place.mutate(
      {
        ids,
        picks: view.exchange.lines.map((line) => ({ rule_id: line.rule_id, number: line.number })),
        addressId: view.address_id,
        couponId: view.coupon_id,
        voucherIds: [],
        remark: remark.trim(),
        invoiceType,
        validity,
      },
      {
        onSuccess: (order) => {
          if (order.needs_approval !== 1 && !payRefusal) return navigate(payHref(order.order_id), { replace: true });
          alertDialog({
            title: '订单已提交',
            content: order.needs_approval === 1 ? '超出您的采购限额，需企业审批通过后才能付款' : '请通知财务或负责人付款',
            okText: '知道了',
          });
          return navigate(mPaths.cart, { replace: true });
        },
      },
    );
  };

  return (
    <div className={styles.page}>
      <AddressChoice view={view} onSelect={setAddressId} />

      <section className={styles.card} aria-labelledby="m-checkout-lines">
        <h2 id="m-checkout-lines" className={styles.heading}>
          商品清单 <span className={styles.muted}>共 {view.lines.length} 种</span>
        </h2>
        <ul className={styles.lines}>
          {view.lines.map((line) => (
            <OrderLine
              key={line.id}
              line={line}
              months={validity[line.goods.id] ?? 0}
              refusal={refusals[line.goods.id]}
              onChange={(months) => {
                setValidity((asked) => ({ ...asked, [line.goods.id]: months }));
                setRefusals((shown) => Object.fromEntries(Object.entries(shown).filter(([id]) => Number(id) !== line.goods.id)));
              }}
            />
          ))}
          {view.exchange.lines.map((line) => (
            <li key={`hg-${line.rule_id}`} className={styles.line}>
              <span className={styles.lineName}>【换购】{line.name}</span>
              <span className={styles.lineAmounts}>
                <span>
                  {yuan(line.price)} × {line.number}
                </span>
                <strong>{yuan(line.amount)}</strong>
              </span>
            </li>
          ))}
          {view.exchange.refused.map((pick) => (
            <li key={`hg-refused-${pick.rule_id}`} className={styles.line}>
              <span className={styles.warn}>换购未加入：{pick.reason}</span>
              <Link
                to={checkoutHref(
                  ids,
                  picks.filter((p) => p.rule_id !== pick.rule_id),
                )}
                replace
                className={styles.rowLink}
              >
                不换购此商品
              </Link>
            </li>
          ))}
          {view.gifts.map((gift) => (
            <li key={`gift-${gift.name}`} className={styles.line}>
              <span className={styles.lineName}>【赠品】{gift.name}</span>
              <span className={styles.muted}>× {gift.number}</span>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.card} aria-label="优惠与发票">
        <CouponChoice view={view} onSelect={setCouponId} />
        <div className={styles.field} role="radiogroup" aria-labelledby="m-checkout-invoice">
          <span id="m-checkout-invoice">发票类型</span>
          <span className={styles.choices}>
            {view.invoice_types.filter(isInvoiceType).map((type) => (
              <button
                key={type}
                type="button"
                role="radio"
                aria-checked={type === invoiceType}
                className={styles.choice}
                onClick={() => setInvoiceType(type)}
              >
                {type}
              </button>
            ))}
          </span>
        </div>
        <label className={styles.remark}>
          <span>订单备注</span>
          <textarea
            value={remark}
            onChange={(event) => setRemark(event.target.value)}
            maxLength={200}
            rows={2}
            placeholder="选填，可填写对本订单的特殊要求"
          />
        </label>
      </section>

      <section className={styles.card} aria-label="订单金额">
        <dl className={styles.totals}>
          {amountBreakdown(cartAmountParts(view.totals)).map((row) => (
            <div key={row.key}>
              <dt>{row.label}</dt>
              <dd>{breakdownYuan(row)}</dd>
            </div>
          ))}
          <div className={styles.total}>
            <dt>应付金额</dt>
            <dd>{yuan(view.totals.pay_amount)}</dd>
          </div>
        </dl>
        <p className={styles.muted}>提交订单后在支付页选择支付方式，请在 {UNPAID_ORDER_TTL_MINUTES} 分钟内完成支付，超时订单将自动取消。</p>
      </section>

      <div className={styles.bar}>
        <span className={styles.pay}>
          应付 <strong>{yuan(view.totals.pay_amount)}</strong>
        </span>
        <button type="button" className={styles.submit} disabled={isFetching || place.isPending} onClick={submit}>
          {place.isPending ? '提交中…' : '提交订单'}
        </button>
      </div>
    </div>
  );
}
