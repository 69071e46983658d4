import type { Qualification } from '@yc/contracts';
import { Image, Table, Tag } from 'antd';

const isPdf = (name: string) => name.toLowerCase().endsWith('.pdf');

function Scan({ q }: { q: Qualification }) {
  if (!q.file_url) return <span style={{ color: '#8c8c8c' }}>无扫描件</span>;
  return isPdf(q.file_name) ? (
    <a href={q.file_url} target="_blank" rel="noreferrer">
      查看PDF
    </a>
  ) : (
    <Image src={q.file_url} alt={`${q.type}扫描件`} width={72} height={48} style={{ objectFit: 'cover' }} />
  );
}

const STATUS_COLOR: Record<string, string> = { pending: 'orange', passed: 'green', rejected: 'red' };

/** The store's certificates in force, each with its scan to look at and its expiry. */
export function QualificationTable({ list }: { list: Qualification[] }) {
  return (
    <Table<Qualification>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={list}
      locale={{ emptyText: '门店尚未上传资质证件' }}
      columns={[
        { title: '证件类型', dataIndex: 'type' },
        { title: '证件编号', dataIndex: 'number' },
        {
          title: '有效期至',
          key: 'expires',
          render: (_, q) =>
            q.expires_at ? (
              <>
                {q.expires_at} {q.expired ? <Tag color="red">已过期</Tag> : q.expiry_warning ? <Tag color="orange">{q.days_left}天后到期</Tag> : null}
              </>
            ) : (
              '长期'
            ),
        },
        { title: '状态', key: 'status', render: (_, q) => <Tag color={STATUS_COLOR[q.status]}>{q.status_text}</Tag> },
        { title: '扫描件', key: 'file', render: (_, q) => <Scan q={q} /> },
      ]}
    />
  );
}
