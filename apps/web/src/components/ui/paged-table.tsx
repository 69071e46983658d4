import { Empty, Table, type TableColumnType, type TableProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { formatTime } from '../../lib/format/time';

/** One page of rows as every paged list of the API answers it. */
export interface RowsPage<T> {
  list: T[];
  total: number;
}

type PagedTableProps<T> = Omit<TableProps<T>, 'dataSource' | 'pagination' | 'loading'> & {
  data: RowsPage<T> | undefined;
  page: number;
  pageSize: number;
  onPageChange(page: number): void;
  loading: boolean;
  /** What an empty list says, or a whole empty state with its own action. */
  empty?: ReactNode;
};

/**
 * The member centre's ledgers and lists: a server page of rows in a table, paged on the server
 * (the pager hides on a single page).
 */
export function PagedTable<T extends object>({ data, page, pageSize, onPageChange, loading, empty, ...table }: PagedTableProps<T>) {
  return (
    <Table<T>
      rowKey="id"
      size="middle"
      dataSource={data?.list ?? []}
      loading={loading}
      pagination={{
        current: page,
        pageSize,
        total: data?.total ?? 0,
        showSizeChanger: false,
        hideOnSinglePage: true,
        onChange: onPageChange,
      }}
      locale={empty === undefined ? undefined : { emptyText: typeof empty === 'string' ? <Empty description={empty} /> : empty }}
      {...table}
    />
  );
}

/** The page a member list shows, and the `page`/`page_size` its query asks for. */
export function usePaging(pageSize: number) {
  const [page, setPage] = useState(1);
  return { page, pageSize, setPage, params: { page, page_size: pageSize } };
}

type QueryTableProps<T> = Omit<PagedTableProps<T>, 'data' | 'loading' | 'page' | 'pageSize' | 'onPageChange'> & {
  /** The query that answers the page: its rows, and a spinner while it fetches. */
  query: { data?: RowsPage<T>; isFetching: boolean };
  paging: ReturnType<typeof usePaging>;
};

/** A PagedTable driven by its query, at the paging's page. */
export function QueryTable<T extends object>({ query, paging, ...table }: QueryTableProps<T>) {
  return (
    <PagedTable<T>
      data={query.data}
      loading={query.isFetching}
      page={paging.page}
      pageSize={paging.pageSize}
      onPageChange={paging.setPage}
      {...table}
    />
  );
}

/** A list's column of when a row was made, to the minute. */
export const createdColumn = <T extends { created_at: string }>(title: string, width = 150): TableColumnType<T> => ({
  title,
  key: 'created_at',
  width,
  render: (_, row) => formatTime(row.created_at),
});
