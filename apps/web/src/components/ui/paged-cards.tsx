import { Empty, Pagination, Spin } from 'antd';
import type { ReactNode } from 'react';
import styles from './paged-cards.module.css';

interface PagedCardsProps<T> {
  /** The page's query (its data and whether it is loading). */
  query: { data: { list: T[]; total: number } | undefined; isFetching: boolean };
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** What the empty page says instead of the cards. */
  emptyText: string;
  /** The grid of this page's cards; called only when there are some. */
  children: (list: T[]) => ReactNode;
}

/** A public page of cards (gifts, coupons to claim): a held space while the first page loads, an empty notice, and a pager once there is more than one page. */
export function PagedCards<T>({ query, page, pageSize, onPage, emptyText, children }: PagedCardsProps<T>) {
  const { data, isFetching } = query;
  return (
    <>
      <Spin spinning={isFetching}>
        {!data ? (
          <div className={styles.loading} />
        ) : data.list.length > 0 ? (
          children(data.list)
        ) : (
          <Empty className={styles.empty} description={emptyText} />
        )}
      </Spin>
      {data && data.total > pageSize && (
        <div className={styles.pager}>
          <Pagination current={page} pageSize={pageSize} total={data.total} showSizeChanger={false} onChange={onPage} />
        </div>
      )}
    </>
  );
}
