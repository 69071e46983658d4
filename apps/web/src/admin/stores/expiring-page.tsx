import type { ExpiringCertificate } from '@yc/contracts';
import { Form, InputNumber, Space, Tag } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router';
import { QueryTable, usePageState } from '../components/paged-table';
import { useExpiring } from './api/expiring';
import { storeHref } from './store-table';

/** Certificates in force that expire within the days chosen, and those already expired: the stores to remind. */
export function ExpiringPage() {
  const [page, setPage] = usePageState();
  const [days, setDays] = useState(30);
  const list = useExpiring({ days, ...page });
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Form layout="inline">
        <Form.Item label="到期时间">
          <Space>
            <InputNumber
              aria-label="天数"
              min={1}
              max={365}
              precision={0}
              value={days}
              onChange={(v) => {
                setDays(v ?? 30);
                setPage({ ...page, page: 1 });
              }}
            />
            天内（含已过期）
          </Space>
        </Form.Item>
      </Form>
      <QueryTable<ExpiringCertificate>
        query={list}
        page={page}
        onPage={setPage}
        columns={[
          { title: '门店', key: 'company', render: (_, c) => <Link to={storeHref(c.store_id)}>{c.company}</Link> },
          { title: '联系电话', dataIndex: 'contact_phone' },
          { title: '客户经理', dataIndex: 'manager_name', render: (n: string | null) => n ?? '—' },
          { title: '证件类型', dataIndex: 'type' },
          { title: '证件编号', dataIndex: 'number' },
          { title: '有效期至', dataIndex: 'expires_at' },
          {
            title: '剩余',
            key: 'left',
            render: (_, c) =>
              c.expired ? (
                <Tag color="red">已过期{-c.days_left}天</Tag>
              ) : (
                <Tag color={c.days_left <= 7 ? 'red' : 'orange'}>{c.days_left}天</Tag>
              ),
          },
        ]}
      />
    </Space>
  );
}
