import { Empty } from 'antd';
import type { OrderInfo } from '@yc/contracts';
import { SectionPanel } from '../../../components/ui/section-panel';
import { LOGISTICS_ANCHOR } from '../lib/order-links';
import { EventTimeline } from './event-timeline';
import styles from './orders.module.css';

/** What the parcel holds by batch, for checking it against the 随货同行单 at receipt (an order ships as one parcel). */
function ParcelBatches({ items }: { items: OrderInfo['items'] }) {
  const lines = items.filter((i) => i.batches.length > 0);
  if (lines.length === 0) return null;
  return (
    <ul className={styles.parcel} aria-label="包裹内批号">
      {lines.map((i) => (
        <li key={i.id}>
          {i.name}：{i.batches.map((b) => `批号 ${b.batch_no}（有效期至 ${b.expires_on}）× ${b.quantity}${i.bzdw}`).join('；')}
        </li>
      ))}
    </ul>
  );
}

/** 物流信息 (where /order/wl/:id lands) beside the order's whole timeline. */
export function LogisticsSection({ order }: { order: OrderInfo }) {
  const { logistics } = order;
  return (
    <div className={styles.twoColumns}>
      <div>
        <SectionPanel level={2} title="物流信息">
          <div id={LOGISTICS_ANCHOR}>
            {logistics.carrier ? (
              <>
                <p className={styles.facts}>
                  <span>承运商：{logistics.carrier}</span>
                  <span>运单号：{logistics.tracking_no}</span>
                </p>
                <ParcelBatches items={order.items} />
                <EventTimeline events={logistics.events} label="物流跟踪" />
              </>
            ) : (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={order.status === 'cancelled' ? '订单已取消，未发货' : '商品尚未出库，发货后可在此查看物流'}
              />
            )}
          </div>
        </SectionPanel>
      </div>
      <div>
        <SectionPanel level={2} title="订单跟踪">
          <EventTimeline events={order.events} label="订单跟踪" />
        </SectionPanel>
      </div>
    </div>
  );
}
