import type { NewsType } from '@yc/contracts';
import { Empty, Pagination, Result, Skeleton } from 'antd';
import type { ComponentType } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatSecondsDay } from '../../../lib/format/time';
import { useArticleCategory } from '../api/get-article-category';
import { HelpLayout } from '../components/help-layout';
import { Trail } from '../../../components/ui/trail';
import { newsInfoHref, NEWS_LISTS } from '../lib/article-links';
import styles from './news-list-page.module.css';

const PAGE_SIZE = 8;

const pageOf = (raw: string | null): number => (raw !== null && /^[1-9]\d{0,3}$/.test(raw) ? Number(raw) : 1);

function NewsListPage({ type }: { type: NewsType }) {
  const list = NEWS_LISTS[type];
  const [search, setSearch] = useSearchParams();
  const page = pageOf(search.get('page'));
  const { data, isError } = useArticleCategory({ categoryId: list.categoryId, page, pageSize: PAGE_SIZE });
  return (
    <HelpLayout place={{ news: type }}>
      <Trail steps={[{ label: '新闻中心' }, { label: list.title }]} />
      <h1 className={styles.title}>{list.title}</h1>
      {!data ? (
        isError ? (
          <Result status="warning" title="新闻暂时无法加载" subTitle="请稍后刷新页面重试。" />
        ) : (
          <Skeleton active paragraph={{ rows: 10 }} />
        )
      ) : data.list.length === 0 ? (
        <Empty description="暂无新闻" />
      ) : (
        <>
          <ul className={styles.list}>
            {data.list.map((item) => (
              <li key={item.id} className={styles.item}>
                <time className={styles.date}>
                  <b>{formatSecondsDay(item.published_at).slice(8)}</b>
                  {formatSecondsDay(item.published_at).slice(0, 7)}
                </time>
                <div className={styles.text}>
                  <Link to={newsInfoHref(item.id, type)} className={styles.headline}>
                    {item.title}
                  </Link>
                  <p className={styles.summary}>{item.summary}</p>
                </div>
              </li>
            ))}
          </ul>
          <Pagination
            className={styles.pager}
            align="end"
            current={data.page}
            pageSize={PAGE_SIZE}
            total={data.total}
            showSizeChanger={false}
            hideOnSinglePage
            onChange={(next) => setSearch(next > 1 ? { page: String(next) } : {})}
          />
        </>
      )}
    </HelpLayout>
  );
}

/** /news/hy and /news/company: one news list, a page at a time (?page=). */
export const newsListScreen = (type: NewsType): ComponentType =>
  function NewsListScreen() {
    return <NewsListPage type={type} />;
  };
