import { useState } from 'react';
import { PageContainer } from '../../../components/ui/page-container';
import { PageHero } from '../../../components/ui/page-hero';
import { PagedCards } from '../../../components/ui/paged-cards';
import { useCentreCoupons } from '../api/get-centre-coupons';
import { CentreCouponCard } from '../components/centre-coupon';
import styles from './coupon-centre-page.module.css';

const EMPTY = '暂无可领取的优惠券，敬请期待';
const PAGE_SIZE = 12;

/** /lqzx: public coupons to claim into the store's coupons (我的优惠券), once each, drawn as the store's own tickets. */
export function CouponCentrePage() {
  const [page, setPage] = useState(1);
  const query = useCentreCoupons({ page, page_size: PAGE_SIZE });

  return (
    <PageContainer>
      <PageHero
        title="领券中心"
        lead="好券天天领，采购更省钱 · 每张券每家门店限领1张，领取后在“我的优惠券”查看"
        background="linear-gradient(100deg, #c81623 0%, #e4393c 55%, #ff7a45 100%)"
      />
      <PagedCards query={query} page={page} pageSize={PAGE_SIZE} onPage={setPage} emptyText={EMPTY}>
        {(list) => (
          <div className={styles.grid} role="list" aria-label="可领取的优惠券">
            {list.map((coupon) => (
              <div role="listitem" key={coupon.id}>
                <CentreCouponCard coupon={coupon} />
              </div>
            ))}
          </div>
        )}
      </PagedCards>
    </PageContainer>
  );
}
