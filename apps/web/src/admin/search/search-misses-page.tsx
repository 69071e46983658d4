import type { AdminSearchMiss } from '@yc/contracts';
import { Space, Table } from 'antd';
import { ListBar } from '../components/list-bar';
import { formatSecondsTime } from '../../lib/format/time';
import { useSearchMisses } from './api/search';

/** The week's searches that found nothing, most typed first: what to stock, or which alias to add. */
export function SearchMissesPage() {
  const misses = useSearchMisses();
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <ListBar note="近 7 天买家搜索却没有结果的词，按次数排列。可据此补充品种，或在“搜索别名”中添加别名。" />
      <Table<AdminSearchMiss>
        rowKey="keywords"
        loading={misses.isFetching}
        dataSource={misses.data}
        pagination={false}
        columns={[
          { title: '搜索词', dataIndex: 'keywords' },
          { title: '次数', dataIndex: 'count', width: 100, align: 'right' },
          { title: '门店数', dataIndex: 'stores', width: 100, align: 'right' },
          { title: '最近一次', dataIndex: 'last_at', width: 180, render: (at: number) => formatSecondsTime(at) },
        ]}
      />
    </Space>
  );
}
