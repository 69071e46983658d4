import { Empty, Pagination, Spin, Tabs } from 'antd';
import type { CombinationPage } from '@yc/contracts';
import { Link, useSearchParams } from 'react-router';
import { LazyImage } from '../../../components/ui/lazy-image';
import { PageContainer } from '../../../components/ui/page-container';
import { useCombinationGroups } from '../api/get-combination-groups';
import { useCombinations } from '../api/get-combinations';
import { BuyBox } from '../components/buy-box';
import { goodsHref } from '../components/goods-card';
import { GoodsPrice } from '../components/goods-price';
import { ZoneBanner } from '../components/zone-banner';
import { yuan } from '../../../lib/format/money';
import styles from './combination-zone-page.module.css';

type Package = CombinationPage['list'][number];

const PAGE_SIZE = 10;

function PackageRow({ pkg }: { pkg: Package }) {
  const saving = pkg.price !== null && pkg.original_price !== null && pkg.original_price > pkg.price ? pkg.original_price - pkg.price : 0;
  return (
    <article className={styles.package} aria-label={pkg.name}>
      <div className={styles.members}>
        {pkg.members.map((member, index) => (
          <div key={member.id} className={styles.memberWrap}>
            {index > 0 && <span className={styles.plus}>+</span>}
            <Link to={goodsHref(member.id)} className={styles.member}>
              <LazyImage src={member.image} alt={member.name} width={110} height={110} />
              <span className={styles.memberName} title={member.name}>
                {member.name}
              </span>
              <span className={styles.memberSpec}>
                {member.ypgg} × {member.combination_number}
              </span>
            </Link>
          </div>
        ))}
      </div>
      <div className={styles.buy}>
        <h3 className={styles.name}>
          <Link to={goodsHref(pkg.id)}>{pkg.name}</Link>
        </h3>
        <p className={styles.maker}>{pkg.sccj}</p>
        <div className={styles.price}>
          套餐价 <GoodsPrice goods={pkg} original={pkg.original_price} />
        </div>
        {saving > 0 && <p className={styles.saving}>立省 {yuan(saving)}</p>}
        <p className={styles.stock}>{pkg.number === 0 ? '暂时缺货' : `剩余 ${pkg.number} 套`}</p>
        <BuyBox goods={pkg} />
      </div>
    </article>
  );
}

/** /zhzq: combination packages by class (GET /api/combinationMzhgGroup, GET /api/combinationMzhg). */
export function CombinationZonePage() {
  const [search, setSearch] = useSearchParams();
  const groupId = Number(search.get('group_id')) || undefined;
  const page = Number(search.get('page')) || 1;
  const groups = useCombinationGroups();
  const packages = useCombinations({ group_id: groupId, page, page_size: PAGE_SIZE });
  const total = groups.data?.reduce((sum, group) => sum + group.count, 0) ?? 0;

  const go = (next: { group_id?: number; page?: number }) => {
    const query = new URLSearchParams();
    if (next.group_id) query.set('group_id', String(next.group_id));
    if (next.page && next.page > 1) query.set('page', String(next.page));
    setSearch(query, { preventScrollReset: true });
  };

  return (
    <PageContainer>
      <ZoneBanner title="组合专区" intro="常用品种组合采购，套餐价更优惠" accent="#c41d7f" />
      <div className={styles.panel}>
        <Tabs
          activeKey={groupId ? String(groupId) : 'all'}
          onChange={(key) => go({ group_id: key === 'all' ? undefined : Number(key) })}
          items={[
            { key: 'all', label: `全部套餐（${total}）` },
            ...(groups.data ?? []).map((group) => ({ key: String(group.id), label: `${group.name}（${group.count}）` })),
          ]}
        />
        <Spin spinning={packages.isFetching} delay={200}>
          {packages.data && packages.data.list.length === 0 ? (
            <Empty description="暂无组合套餐" className={styles.empty} />
          ) : (
            <div className={styles.list}>
              {(packages.data?.list ?? []).map((pkg) => (
                <PackageRow key={pkg.id} pkg={pkg} />
              ))}
            </div>
          )}
        </Spin>
        {packages.data && packages.data.total > PAGE_SIZE && (
          <div className={styles.pager}>
            <Pagination current={page} pageSize={PAGE_SIZE} total={packages.data.total} showSizeChanger={false} onChange={(next) => go({ group_id: groupId, page: next })} />
          </div>
        )}
      </div>
    </PageContainer>
  );
}
