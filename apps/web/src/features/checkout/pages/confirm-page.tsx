import { Alert, App, Button, Input, Radio, Result, Skeleton } from 'antd';
import {
  CheckoutLineRefusal,
  INVOICE_TYPES,
  Msg,
  PAY_METHOD_TEXT,
  PAY_METHODS,
  UNPAID_ORDER_TTL_MINUTES,
  type AddressView,
  type InvoiceType,
} from '@yc/contracts';
import { useState, type ComponentType } from 'react';
import { generatePath, Link, useNavigate, useSearchParams } from 'react-router';
import { useMayDo } from '../../../api/get-my-roles';
import { PageContainer } from '../../../components/ui/page-container';
import { paths } from '../../../config/paths';
import { checkoutHref, payHref, readCheckoutLink } from '../../../lib/checkout-link';
import { yuan } from '../../../lib/format/money';
import { useConfirm } from '../api/get-confirm';
import { usePlaceOrder } from '../api/place-order';
import { AddressSection } from '../components/address-section';
import { AmountSummary } from '../components/amount-summary';
import { CouponSection } from '../components/coupon-section';
import { OrderLines } from '../components/order-lines';
import styles from '../components/checkout.module.css';

const isInvoiceType = (value: string): value is InvoiceType => (INVOICE_TYPES as readonly string[]).includes(value);

/** The 新增收货地址 dialog of the member's addresses, handed in by the route (features do not import each other). */
export type NewAddressDialog = ComponentType<{ open: boolean; onClose(): void; onSaved(address: AddressView): void }>;

/** /cart/step2: address, invoice, coupon and vouchers, the 换购 picks from the cart, remark, the final amounts, 提交订单. */
export function ConfirmPage({ AddressDialog }: { AddressDialog: NewAddressDialog }) {
  const navigate = useNavigate();
  const { message, modal } = App.useApp();
  const [search] = useSearchParams();
  const { ids, picks } = readCheckoutLink(search);
  const [couponId, setCouponId] = useState<number | undefined>(undefined);
  const [voucherIds, setVoucherIds] = useState<number[]>([]);
  const [addressId, setAddressId] = useState<number | undefined>(undefined);
  const [invoiceType, setInvoiceType] = useState<InvoiceType>(INVOICE_TYPES[0]);
  const [remark, setRemark] = useState('');
  const [adding, setAdding] = useState(false);
  const [validity, setValidity] = useState<Record<number, number>>({});
  const [refusals, setRefusals] = useState<Record<number, string>>({});
  const { data: view, isPending, isError, isFetching } = useConfirm({ ids, picks, couponId, voucherIds, addressId });
  const place = usePlaceOrder({
    onBizError: (error) => {
      // A 效期要求 the batches cannot meet is shown beside its line, the form left as it is.
      const line = CheckoutLineRefusal.safeParse(error.data);
      if (line.success) {
        setRefusals({ [line.data.goods_id]: error.message });
        void message.warning('部分商品的效期要求无法满足，请查看商品清单中的提示');
      } else {
        modal.warning({ title: Msg.ALERT_TITLE, content: error.message });
      }
    },
  });
  const mayPay = useMayDo('finance');

  if (ids.length === 0 || isError) {
    return (
      <PageContainer>
        <Result
          status="warning"
          title={ids.length === 0 ? '请先在购物车中选择要结算的商品' : '订单信息已变化，请返回购物车重新确认'}
          extra={
            <Link to={paths.cart}>
              <Button type="primary">返回购物车</Button>
            </Link>
          }
        />
      </PageContainer>
    );
  }
  if (isPending || !view) {
    return (
      <PageContainer>
        <Skeleton active paragraph={{ rows: 10 }} />
      </PageContainer>
    );
  }

  const address = view.addresses.find((a) => a.id === view.address_id);
  const dropPick = (ruleId: number) =>
    navigate(
      checkoutHref(
        ids,
        picks.filter((p) => p.rule_id !== ruleId),
      ),
      { replace: true },
    );
  const submit = () => {
    if (view.address_id === null) {
      setAdding(true);
      return;
    }
    place.mutate(
      {
        ids,
        picks: view.exchange.lines.map((line) => ({ rule_id: line.rule_id, number: line.number })),
        addressId: view.address_id,
        couponId: view.coupon_id,
        voucherIds: view.vouchers.filter((v) => voucherIds.includes(v.id) && v.usable === 1).map((v) => v.id),
        remark: remark.trim(),
        invoiceType,
        validity,
      },
      {
        onSuccess: (order) => {
          if (order.needs_approval !== 1 && mayPay) return navigate(payHref(order.order_id, order.is_hm === 1), { replace: true });
          // Over a spending limit the order waits for the company's approver; a 采购员's order is paid by 财务 or 负责人.
          void message.info(
            order.needs_approval === 1 ? '订单已提交，超出您的采购限额，需企业审批通过后才能付款' : '订单已提交，请通知财务或负责人付款',
          );
          return navigate(generatePath(paths.orderInfo, { id: String(order.order_id) }), { replace: true });
        },
      },
    );
  };

  return (
    <PageContainer>
      <h1 className={styles.pageTitle}>填写并核对订单信息</h1>
      <div className={styles.card}>
        <AddressSection addresses={view.addresses} selectedId={view.address_id} onSelect={setAddressId} onAdd={() => setAdding(true)} />

        <section className={styles.section} aria-labelledby="checkout-pay">
          <h2 id="checkout-pay" className={styles.sectionTitle}>
            支付方式
          </h2>
          <p className={styles.payPreview}>
            可选：
            {PAY_METHODS.map((method) => (
              <span key={method}>{PAY_METHOD_TEXT[method]}</span>
            ))}
          </p>
          <p className={styles.muted}>
            提交订单后在支付页选择支付方式，请在 {UNPAID_ORDER_TTL_MINUTES} 分钟内完成支付，超时订单将自动取消。
          </p>
          {view.is_hm === 1 && (
            <Alert
              type="warning"
              showIcon
              className={styles.alert}
              title="本订单含含麻药品"
              description="含麻订单在专用支付页支付，收货后需在“含麻订单回执”中上传签收回执。"
            />
          )}
        </section>

        <section className={styles.section} aria-labelledby="checkout-invoice">
          <h2 id="checkout-invoice" className={styles.sectionTitle}>
            发票类型
          </h2>
          <Radio.Group
            value={invoiceType}
            onChange={(event) => {
              const value = String(event.target.value);
              if (isInvoiceType(value)) setInvoiceType(value);
            }}
            options={view.invoice_types.filter(isInvoiceType).map((type) => ({ value: type, label: type }))}
            aria-label="发票类型"
          />
        </section>

        <OrderLines
          view={view}
          onDropPick={dropPick}
          requirements={{
            months: validity,
            refusals,
            onChange: (goodsId, months) => {
              setValidity((asked) => ({ ...asked, [goodsId]: months }));
              setRefusals((shown) => Object.fromEntries(Object.entries(shown).filter(([id]) => Number(id) !== goodsId)));
            },
          }}
        />

        <CouponSection view={view} onCoupon={setCouponId} voucherIds={voucherIds} onVouchers={setVoucherIds} />

        <section className={styles.section} aria-labelledby="checkout-remark">
          <h2 id="checkout-remark" className={styles.sectionTitle}>
            订单备注
          </h2>
          <Input.TextArea
            aria-labelledby="checkout-remark"
            value={remark}
            onChange={(event) => setRemark(event.target.value)}
            maxLength={200}
            showCount
            rows={2}
            placeholder="选填，可填写对本订单的特殊要求"
          />
        </section>

        <div className={styles.summary}>
          <AmountSummary totals={view.totals} />
        </div>
      </div>

      <div className={styles.submitBar}>
        <div className={styles.submitInfo}>
          <span>
            应付金额：<strong className={styles.payAmount}>{yuan(view.totals.pay_amount)}</strong>
          </span>
          {address && (
            <span className={styles.muted}>
              寄送至：{address.full_address}，收货人：{address.consignee} {address.phone}
            </span>
          )}
        </div>
        <Link to={paths.cart} className={styles.back}>
          返回购物车修改
        </Link>
        <Button type="primary" size="large" className={styles.submit} loading={place.isPending} disabled={isFetching} onClick={submit}>
          提交订单
        </Button>
      </div>

      <AddressDialog open={adding} onClose={() => setAdding(false)} onSaved={(created) => setAddressId(created.id)} />
    </PageContainer>
  );
}
