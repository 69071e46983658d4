import { Table, Tag } from 'antd';
import type { StatementDispute } from '@yc/contracts';
import { formatSecondsTime } from '../../../lib/format/time';

/** The disputes raised on the month's lines, with the account manager's answers. */
export function StatementDisputes({ disputes }: { disputes: StatementDispute[] }) {
  return (
    <Table<StatementDispute>
      rowKey="id"
      size="middle"
      pagination={false}
      dataSource={disputes}
      columns={[
        { title: '明细', dataIndex: 'line_text', width: 260 },
        { title: '异议说明', dataIndex: 'note' },
        { title: '提出人', key: 'by', width: 140, render: (_, d) => `${d.by} ${formatSecondsTime(d.created_at)}` },
        {
          title: '状态',
          key: 'status',
          width: 90,
          render: (_, d) => <Tag color={d.status === 'open' ? 'orange' : 'green'}>{d.status_text}</Tag>,
        },
        { title: '客户经理答复', key: 'reply', render: (_, d) => d.reply ?? '—' },
      ]}
    />
  );
}
