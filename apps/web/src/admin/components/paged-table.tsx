import type { PagedList, PageQuery } from '@yc/contracts';
import { Table, type TableColumnType, type TableProps } from 'antd';
import { useState } from 'react';
import { formatSecondsTime } from '../../lib/format/time';

/** Page and page size of a console list, as the API's PageQuery takes them. */
export function usePageState(pageSize = 20) {
  return useState<PageQuery>({ page: 1, page_size: pageSize });
}

type PagedTableProps<T> = Omit<TableProps<T>, 'dataSource' | 'pagination' | 'onChange'> & {
  data: PagedList<T> | undefined;
  page: PageQuery;
  onPage(page: PageQuery): void;
};

/** An antd table over one page of a paged API answer, with 共 N 条 and page-size switching. */
export function PagedTable<T extends object>({ data, page, onPage, ...table }: PagedTableProps<T>) {
  return (
    <Table<T>
      size="middle"
      {...table}
      dataSource={data?.list}
      pagination={{
        current: page.page,
        pageSize: page.page_size,
        total: data?.total ?? 0,
        showSizeChanger: true,
        showTotal: (total) => `共 ${total} 条`,
        onChange: (p, size) => onPage({ page: size === page.page_size ? p : 1, page_size: size }),
      }}
    />
  );
}

type QueryTableProps<T> = Omit<PagedTableProps<T>, 'data' | 'loading'> & {
  /** The console query that answers the page: its rows, and a spinner while it fetches. */
  query: { data?: PagedList<T>; isFetching: boolean };
};

/** A PagedTable driven by the query it shows, its rows keyed by id unless told otherwise. */
export function QueryTable<T extends object>({ query, ...table }: QueryTableProps<T>) {
  return <PagedTable<T> rowKey="id" {...table} data={query.data} loading={query.isFetching} />;
}

/** A column of a moment the API gives in seconds, to the minute. */
export const timeColumn = <T,>(title: string, dataIndex: keyof T & string, width = 160): TableColumnType<T> => ({
  title,
  dataIndex,
  width,
  render: (t: number) => formatSecondsTime(t),
});
