import { Empty, Table, type TableProps } from 'antd';
import type { ReactNode } from 'react';

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
