import { Empty, Input, Pagination, Spin } from 'antd';
import { KEYWORD_MAX } from '@yc/contracts';
import { Link, useSearchParams } from 'react-router';
import { PageContainer } from '../../../components/ui/page-container';
import { paths } from '../../../config/paths';
import { useVisits } from '../api/get-visits';
import { GoodsCard } from '../components/goods-card';
import { RequireMember } from '../components/require-member';
import { formatSecondsTime } from '../../../lib/format/time';
import styles from './member-lists.module.css';

const PAGE_SIZE = 20;

function VisitList() {
  const [search, setSearch] = useSearchParams();
  const page = Number(search.get('page')) || 1;
  const keywords = search.get('keywords')?.trim() ?? '';
  const { data, isPending, isFetching } = useVisits({ page, page_size: PAGE_SIZE, ...(keywords ? { keywords } : {}) }, { enabled: true });

  const go = (next: { page?: number; keywords?: string }) => {
    const query = new URLSearchParams();
    if (next.keywords) query.set('keywords', next.keywords);
    if (next.page && next.page > 1) query.set('page', String(next.page));
    setSearch(query);
  };

  return (
    <>
      <div className={styles.tools}>
        <Input.Search
          key={keywords}
          defaultValue={keywords}
          aria-label="在足迹中搜索"
          placeholder="输入商品名称搜索浏览过的商品"
          allowClear
          maxLength={KEYWORD_MAX}
          enterButton="搜索"
          style={{ width: 360 }}
          onSearch={(value) => go({ keywords: value.trim() })}
        />
        <span className={styles.count}>{data ? `共 ${data.total} 条浏览记录` : ''}</span>
      </div>
      <Spin spinning={isPending || isFetching} delay={200}>
        {data && data.list.length === 0 ? (
          <Empty description={keywords ? '没有找到相关的浏览记录' : '还没有浏览记录'} className={styles.empty}>
            <Link to={paths.list}>去逛逛</Link>
          </Empty>
        ) : (
          <div className={styles.grid}>
            {(data?.list ?? []).map((item) => (
              <GoodsCard key={item.id} goods={item} footnote={`浏览于 ${formatSecondsTime(item.visited_at)}`} />
            ))}
          </div>
        )}
      </Spin>
      {data && data.total > PAGE_SIZE && (
        <div className={styles.pager}>
          <Pagination current={page} pageSize={PAGE_SIZE} total={data.total} showSizeChanger={false} onChange={(next) => go({ page: next, keywords })} />
        </div>
      )}
    </>
  );
}

/** /wdzj: the store's browsing history (GET /api/goods/visit {page,keywords}). */
export function VisitHistoryPage() {
  return (
    <PageContainer>
      <section className={styles.panel}>
        <h1 className={styles.title}>我的足迹</h1>
        <RequireMember>
          <VisitList />
        </RequireMember>
      </section>
    </PageContainer>
  );
}
