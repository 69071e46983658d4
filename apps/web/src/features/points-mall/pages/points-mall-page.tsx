import { App } from 'antd';
import type { PointsGoods } from '@yc/contracts';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { PageContainer } from '../../../components/ui/page-container';
import { PageHero } from '../../../components/ui/page-hero';
import { PagedCards } from '../../../components/ui/paged-cards';
import { loginHref, paths } from '../../../config/paths';
import { usePointsGoods } from '../api/get-points-goods';
import { ExchangeDialog } from '../components/exchange-dialog';
import { GiftCard } from '../components/gift-card';
import styles from '../components/points-mall.module.css';

const EMPTY = '礼品正在上架中，敬请期待';
const PAGE_SIZE = 12;

/** /jfsc: gifts for points; an exchange becomes a points order at /jfdd. */
export function PointsMallPage() {
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const [page, setPage] = useState(1);
  const [picked, setPicked] = useState<PointsGoods | null>(null);
  const query = usePointsGoods({ page, page_size: PAGE_SIZE });
  const balance = query.data?.balance ?? null;

  const onExchange = (gift: PointsGoods) => (balance === null ? navigate(loginHref(location.pathname)) : setPicked(gift));

  return (
    <PageContainer>
      <PageHero
        title="积分商城"
        lead="订单完成每实付1元累计1积分，积分可兑换门店实用好礼，兑换后由平台安排配送"
        background="linear-gradient(100deg, #d46b08 0%, #fa8c16 50%, #ffc53d 100%)"
        extra={
          <div className={styles.balance} aria-label="我的积分">
            {balance === null ? (
              <Link to={loginHref(location.pathname)}>登录后查看积分</Link>
            ) : (
              <>
                <span>我的积分</span>
                <strong>{balance}</strong>
                <span className={styles.links}>
                  <Link to={paths.jfdd}>积分订单</Link>
                  <Link to={paths.wdqbJfgl}>积分明细</Link>
                </span>
              </>
            )}
          </div>
        }
      />
      <PagedCards query={query} page={page} pageSize={PAGE_SIZE} onPage={setPage} emptyText={EMPTY}>
        {(list) => (
          <div className={styles.grid}>
            {list.map((gift) => (
              <GiftCard key={gift.id} gift={gift} balance={balance} onExchange={onExchange} />
            ))}
          </div>
        )}
      </PagedCards>
      {picked && balance !== null && (
        <ExchangeDialog
          gift={picked}
          balance={balance}
          onCancel={() => setPicked(null)}
          onDone={(result) => {
            setPicked(null);
            modal.success({
              title: '兑换成功',
              content: `已消耗${result.points}积分，剩余${result.balance}积分。礼品由平台安排配送，可在积分订单中查看进度。`,
              okText: '查看积分订单',
              onOk: () => navigate(paths.jfdd),
            });
          }}
        />
      )}
    </PageContainer>
  );
}
