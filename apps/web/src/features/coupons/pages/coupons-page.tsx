import { Empty, Pagination, Segmented, Spin, Tabs } from 'antd';
import { COUPON_STATUSES, COUPON_STATUS_TEXT, type CouponStatus } from '@yc/contracts';
import { useState } from 'react';
import { SectionPanel } from '../../../components/ui/section-panel';
import { useCouponCounts } from '../../../api/get-coupon-counts';
import { useCoupons } from '../api/get-coupons';
import { CouponCard } from '../components/coupon-card';
import styles from './coupons-page.module.css';

const PAGE_SIZE = 12;
const TYPE_OPTIONS = [
  { value: '', label: '全部' },
  { value: 'amount', label: '满减券' },
  { value: 'rate', label: '折扣券' },
];

/** /wdqb_yhq: coupons by state (未使用, 已使用, 已过期) and kind, as cards. */
export function CouponsPage() {
  const [status, setStatus] = useState<CouponStatus>('unused');
  const [type, setType] = useState('');
  const [page, setPage] = useState(1);
  const counts = useCouponCounts().data;
  const { data, isFetching } = useCoupons({ page, page_size: PAGE_SIZE, status, ...(type ? { type } : {}) });

  return (
    <SectionPanel title="我的优惠券">
      <Tabs
        activeKey={status}
        onChange={(key) => {
          setStatus(key as CouponStatus);
          setPage(1);
        }}
        items={COUPON_STATUSES.map((key) => ({ key, label: `${COUPON_STATUS_TEXT[key]}${counts ? `（${counts[key]}）` : ''}` }))}
        tabBarExtraContent={
          <Segmented
            aria-label="优惠券类型"
            value={type}
            options={TYPE_OPTIONS}
            onChange={(value) => {
              setType(String(value));
              setPage(1);
            }}
          />
        }
      />
      <Spin spinning={isFetching}>
        {data && data.list.length > 0 ? (
          <div className={styles.grid}>
            {data.list.map((coupon) => (
              <CouponCard key={coupon.id} coupon={coupon} />
            ))}
          </div>
        ) : (
          <Empty className={styles.empty} description={`暂无${COUPON_STATUS_TEXT[status]}的优惠券`} />
        )}
      </Spin>
      {data && data.total > PAGE_SIZE && (
        <div className={styles.pager}>
          <Pagination current={page} pageSize={PAGE_SIZE} total={data.total} showSizeChanger={false} onChange={setPage} />
        </div>
      )}
    </SectionPanel>
  );
}
