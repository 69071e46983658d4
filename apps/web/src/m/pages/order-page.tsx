import {
  amountBreakdown,
  orderAmountParts,
  orderDeliveryNotePath,
  PAY_METHOD_TEXT,
  type OrderInfo,
  type OrderItemView,
  type PayMethod,
} from '@yc/contracts';
import type { ReactNode } from 'react';
import { useOrder } from '../../api/get-order';
import { apiUrl } from '../../lib/api-url';
import { breakdownYuan, yuan } from '../../lib/format/money';
import { formatSecondsTime } from '../../lib/format/time';
import { Link } from '../link';
import { mPaths } from '../paths';
import { OrderButtons } from './order-moves';
import styles from './orders-page.module.css';

const addressText = (a: Record<string, string>) => [a.province, a.city, a.district, a.detail].filter(Boolean).join(' ');

const LINE_TYPE_TEXT: Record<string, string> = { gift: '赠品', hg: '换购' };

const shippedOnce = (order: OrderInfo) => order.status === 'shipped' || order.status === 'completed';

function Row({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={strong ? `${styles.row} ${styles.strongRow}` : styles.row}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A line as bought, and the batches it ships from (批号, 有效期至), which GSP has the buyer check at receipt. */
function Line({ line }: { line: OrderItemView }) {
  return (
    <li className={styles.line}>
      <div className={styles.lineHead}>
        <span className={styles.lineName}>
          {LINE_TYPE_TEXT[line.line_type] ? `【${LINE_TYPE_TEXT[line.line_type]}】` : ''}
          {line.name}
        </span>
        <span>{yuan(line.paid)}</span>
      </div>
      <p className={styles.batch}>
        {line.ypgg} · {line.sccj}
      </p>
      <p className={styles.batch}>
        {yuan(line.price)} × {line.number}
        {line.bzdw}
        {line.min_validity_months > 0 ? `，效期要求 ${line.min_validity_months} 个月以上` : ''}
      </p>
      {line.batches.map((b) => (
        <p key={b.batch_id} className={styles.batch}>
          批号 {b.batch_no}，有效期至 {b.expires_on}，{b.quantity}
          {line.bzdw}
        </p>
      ))}
      {line.trace_codes.length > 0 && (
        // The boxes' 药品追溯码 as the warehouse scanned them: the pharmacy checks them at receipt instead of scanning each box.
        <details className={styles.codes}>
          <summary>追溯码（{line.trace_codes.length} 个）</summary>
          <ul>
            {line.trace_codes.map((code) => (
              <li key={code}>{code}</li>
            ))}
          </ul>
        </details>
      )}
    </li>
  );
}

function Invoice({ order }: { order: OrderInfo }) {
  if (order.invoice) {
    return (
      <a className={styles.link} href={apiUrl(order.invoice.pdf_url)} download={`电子发票-${order.invoice.invoice_no}.pdf`}>
        下载电子发票 {order.invoice.invoice_no}
      </a>
    );
  }
  return <span>{order.status === 'cancelled' ? '订单已取消，不开具发票' : '订单完成后开具电子发票'}</span>;
}

/** /m/order/:id: the order's state and buttons, address, lines with their batches, amounts, logistics and invoice. */
export function OrderPage({ params }: { params: Record<string, string> }) {
  const id = Number(params.id);
  const { data: order, isPending, isError } = useOrder(id);

  if (isError || !Number.isInteger(id) || id <= 0) {
    return (
      <div className={styles.state}>
        <p>该订单不存在或不属于当前店铺</p>
        <Link to={mPaths.orders} className={styles.primary}>
          返回我的订单
        </Link>
      </div>
    );
  }
  if (isPending) return <p className={styles.state}>加载中…</p>;

  const { address, logistics } = order;
  const batched = order.items.some((line) => line.batches.length > 0);
  return (
    <div className={styles.page}>
      <section className={styles.section} aria-label="订单状态">
        <p className={styles.bigStatus}>{order.status_text}</p>
        <dl>
          <Row label="订单号">{order.order_no}</Row>
          <Row label="下单时间">{formatSecondsTime(order.created_at)}</Row>
          {order.paid_at && <Row label="付款时间">{formatSecondsTime(order.paid_at)}</Row>}
          {order.pay_method && <Row label="支付方式">{PAY_METHOD_TEXT[order.pay_method as PayMethod] ?? order.pay_method}</Row>}
        </dl>
        {order.can_pay === 1 && <p className={styles.muted}>请在 {formatSecondsTime(order.expires_at)} 前完成支付，超时订单将自动取消</p>}
        {order.status === 'pending_approval' && <p className={styles.muted}>订单正在等待企业审批，审批通过后即可付款。</p>}
        {order.status === 'cancelled' && order.cancel_reason && <p className={styles.muted}>取消原因：{order.cancel_reason}</p>}
        <OrderButtons order={order} />
      </section>

      <section className={styles.section} aria-labelledby="m-order-address">
        <h2 id="m-order-address" className={styles.heading}>
          收货地址
        </h2>
        <p>
          {address.consignee} {address.phone}
        </p>
        <p className={styles.muted}>{addressText(address)}</p>
      </section>

      <section className={styles.section} aria-labelledby="m-order-lines">
        <h2 id="m-order-lines" className={styles.heading}>
          {batched ? (shippedOnce(order) ? '商品清单（发货批号与效期）' : '商品清单（已分配批号，以实际发货为准）') : '商品清单'}
        </h2>
        <ul className={styles.lines}>
          {order.items.map((line) => (
            <Line key={line.id} line={line} />
          ))}
        </ul>
        {shippedOnce(order) && (
          <a className={styles.link} href={apiUrl(orderDeliveryNotePath(order.id))} download>
            查看随货同行单
          </a>
        )}
      </section>

      <section className={styles.section} aria-label="订单金额">
        <dl>
          {amountBreakdown(orderAmountParts(order)).map((row) => (
            <Row key={row.key} label={row.label}>
              {breakdownYuan(row)}
            </Row>
          ))}
          <Row label={order.paid_at ? '实付金额' : '应付金额'} strong>
            {yuan(order.pay_amount)}
          </Row>
        </dl>
      </section>

      <section className={styles.section} aria-labelledby="m-order-logistics">
        <h2 id="m-order-logistics" className={styles.heading}>
          物流信息
        </h2>
        {logistics.carrier ? (
          <dl>
            <Row label="承运商">{logistics.carrier}</Row>
            <Row label="运单号">{logistics.tracking_no}</Row>
            {logistics.events.map((event) => (
              <Row key={`${event.created_at}-${event.status}`} label={formatSecondsTime(event.created_at)}>
                {event.text}
              </Row>
            ))}
          </dl>
        ) : (
          <p className={styles.muted}>{order.status === 'cancelled' ? '订单已取消，未发货' : '商品尚未出库，发货后可在此查看物流'}</p>
        )}
      </section>

      <section className={styles.section} aria-labelledby="m-order-invoice">
        <h2 id="m-order-invoice" className={styles.heading}>
          发票
        </h2>
        <dl>
          <Row label="发票类型">{order.invoice_type}</Row>
          <Row label="电子发票">
            <Invoice order={order} />
          </Row>
          {order.remark && <Row label="订单备注">{order.remark}</Row>}
        </dl>
      </section>
    </div>
  );
}
