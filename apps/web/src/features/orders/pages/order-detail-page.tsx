import { Alert, Button, Descriptions, Result, Skeleton, Space, Tag } from 'antd';
import { HM_RECEIPT_STATUS_TEXT, PAY_METHOD_TEXT, type AfterSaleType, type OrderInfo, type PayMethod } from '@yc/contracts';
import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { SectionPanel } from '../../../components/ui/section-panel';
import { paths } from '../../../config/paths';
import { apiUrl } from '../../../lib/api-url';
import { yuan } from '../../../lib/format/money';
import { formatSecondsTime } from '../../../lib/format/time';
import { useRoleRefusal } from '../../../api/get-my-roles';
import { useOrder } from '../../../api/get-order';
import { ColdChainPanel } from '../components/cold-chain-panel';
import { LogisticsSection } from '../components/logistics-section';
import { OrderBatches } from '../components/order-batches';
import { OrderActionButtons } from '../components/order-action-buttons';
import { OrderAmounts } from '../components/order-amounts';
import { OrderItemsTable } from '../components/order-items-table';
import { OrderProgress } from '../components/order-progress';
import { PayCountdown } from '../components/pay-countdown';
import { REQUEST_STATUS_COLOR } from '../components/request-table';
import { ReturnDialog } from '../components/return-dialog';
import { TaxInvoiceFacts } from '../components/tax-invoice-facts';
import styles from '../components/orders.module.css';
import { LOGISTICS_ANCHOR, requestHref } from '../lib/order-links';

const addressText = (a: Record<string, string>) => [a.province, a.city, a.district, a.detail].filter(Boolean).join(' ');

function InvoiceFacts({ order }: { order: OrderInfo }) {
  if (order.invoice) {
    return (
      <Space orientation="vertical" size={4}>
        <Space>
          <span>{order.invoice.invoice_no}</span>
          <a href={apiUrl(order.invoice.pdf_url)} download={`电子发票-${order.invoice.invoice_no}.pdf`}>
            下载电子发票
          </a>
        </Space>
        <TaxInvoiceFacts invoice={order.invoice} />
      </Space>
    );
  }
  return <span className={styles.muted}>{order.status === 'cancelled' ? '订单已取消，不开具发票' : '订单完成后开具电子发票'}</span>;
}

function Requests({ order }: { order: OrderInfo }) {
  if (order.after_sales.length === 0) return null;
  return (
    <SectionPanel level={2} title="退货/售后记录" className={styles.links}>
      <ul className={styles.lines}>
        {order.after_sales.map((r) => (
          <li key={r.id} className={styles.line}>
            <Tag>{r.type_text}</Tag>
            <span>{r.items.map((i) => `${i.name}${i.batch_no ? `（批号 ${i.batch_no}）` : ''} × ${i.number}${i.bzdw}`).join('；')}</span>
            <span className={styles.price}>{yuan(r.refund_amount)}</span>
            <Tag color={REQUEST_STATUS_COLOR[r.status]}>{r.status_text}</Tag>
            <Link to={requestHref(r.type, r.id)}>查看详情</Link>
          </li>
        ))}
      </ul>
    </SectionPanel>
  );
}

/** Scrolls to the logistics once the order is drawn, when /order/wl/:id brought the buyer here. */
function useLogisticsAnchor(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (ready && hash === `#${LOGISTICS_ANCHOR}`) document.getElementById(LOGISTICS_ANCHOR)?.scrollIntoView({ block: 'start' });
  }, [ready, hash]);
}

/** /order/info/:id: the order's state and moves, lines, discounts and amounts, payment, delivery and logistics, invoice, 含麻 receipt and requests. */
export function OrderDetailPage() {
  const id = Number(useParams().id);
  const { data: order, isPending, isError, refetch } = useOrder(id);
  const [asking, setAsking] = useState<AfterSaleType | null>(null);
  const payRefusal = useRoleRefusal('finance');
  const mayBuy = useRoleRefusal('purchase') === null;
  useLogisticsAnchor(Boolean(order));

  if (isError || !Number.isInteger(id) || id <= 0) {
    return (
      <SectionPanel title="订单详情">
        <Result
          status="404"
          title="订单不存在"
          subTitle="该订单不存在或不属于当前店铺"
          extra={
            <Link to={paths.order}>
              <Button type="primary">返回我的订单</Button>
            </Link>
          }
        />
      </SectionPanel>
    );
  }
  if (isPending) {
    return (
      <SectionPanel title="订单详情">
        <Skeleton active paragraph={{ rows: 10 }} />
      </SectionPanel>
    );
  }

  const address = order.address;
  return (
    <>
      <SectionPanel title="订单详情" extra={<Link to={paths.order}>返回我的订单</Link>}>
        <div className={styles.summary}>
          <div>
            <p className={styles.bigStatus}>{order.status_text}</p>
            <p className={styles.facts}>
              <span>订单号：{order.order_no}</span>
              <span>下单时间：{formatSecondsTime(order.created_at)}</span>
              {order.is_hm === 1 && <Tag color="orange">含麻订单</Tag>}
            </p>
            {order.status === 'unpaid' && order.can_pay === 1 && <PayCountdown expiresAt={order.expires_at} onEnd={() => void refetch()} />}
            {order.status === 'cancelled' && order.cancel_reason && <p className={styles.muted}>取消原因：{order.cancel_reason}</p>}
            {order.status === 'pending_approval' && <p className={styles.muted}>订单正在等待企业审批，审批通过后即可付款。</p>}
            {order.can_pay === 1 && payRefusal && <p className={styles.muted}>{payRefusal}，请通知财务或负责人付款。</p>}
          </div>
          <div className={styles.actions} aria-label="订单操作">
            <OrderActionButtons order={order} />
            {mayBuy && order.can_return === 1 && (
              <>
                <Button size="small" onClick={() => setAsking('return')}>
                  申请退货
                </Button>
                <Button size="small" onClick={() => setAsking('after_sale')}>
                  申请售后
                </Button>
              </>
            )}
          </div>
        </div>
        <OrderProgress order={order} />
        {order.hm_receipt && order.hm_receipt.can_upload === 1 && (
          <Alert
            className={styles.notice}
            type="warning"
            showIcon
            title={`本订单含含麻药品，签收回执${HM_RECEIPT_STATUS_TEXT[order.hm_receipt.status]}`}
            description={
              <>
                请将签字盖章的签收回执拍照或扫描后上传，<Link to={paths.hmdd}>去上传回执</Link>
              </>
            }
          />
        )}
      </SectionPanel>

      <SectionPanel level={2} title="订单信息" className={styles.links}>
        <Descriptions
          size="small"
          column={2}
          bordered
          items={[
            { key: 'consignee', label: '收货人', children: `${address.consignee ?? ''} ${address.phone ?? ''}` },
            { key: 'address', label: '收货地址', children: addressText(address) },
            {
              key: 'pay',
              label: '支付方式',
              children: order.pay_method ? (PAY_METHOD_TEXT[order.pay_method as PayMethod] ?? order.pay_method) : '未支付',
            },
            { key: 'paid_at', label: '付款时间', children: order.paid_at ? formatSecondsTime(order.paid_at) : '—' },
            { key: 'invoice_type', label: '发票类型', children: order.invoice_type },
            { key: 'invoice', label: '电子发票', children: <InvoiceFacts order={order} /> },
            ...(order.hm_receipt
              ? [
                  { key: 'hm', label: '含麻签收回执', children: <Link to={paths.hmdd}>{order.hm_receipt.status_text}</Link> },
                  {
                    key: 'hm_buyer',
                    label: '含麻采购人',
                    children: order.hm_buyer ? `${order.hm_buyer.name}（${order.hm_buyer.id_no}）` : '付款时登记',
                  },
                ]
              : []),
            { key: 'remark', label: '订单备注', children: order.remark || '—', span: 2 },
          ]}
        />
      </SectionPanel>

      <SectionPanel level={2} title="商品清单">
        <OrderItemsTable items={order.items} showReturnable={order.can_return === 1} />
        <OrderAmounts order={order} />
      </SectionPanel>

      <OrderBatches order={order} />
      <ColdChainPanel order={order} mayRefuse={mayBuy} />

      <Requests order={order} />
      <LogisticsSection order={order} />

      {asking && <ReturnDialog order={order} type={asking} onClose={() => setAsking(null)} />}
    </>
  );
}
