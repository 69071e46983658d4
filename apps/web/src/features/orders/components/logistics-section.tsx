import { Empty } from 'antd';
import type { OrderInfo } from '@yc/contracts';
import { SectionPanel } from '../../../components/ui/section-panel';
import { LOGISTICS_ANCHOR } from '../lib/order-links';
import { EventTimeline } from './event-timeline';
import styles from './orders.module.css';

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
