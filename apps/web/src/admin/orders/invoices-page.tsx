import type { AdminInvoiceRow } from '@yc/contracts';
import { Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { yuan } from '../../lib/format/money';
import { formatSecondsTime } from '../../lib/format/time';
import { QueryTable, usePageState } from '../components/paged-table';
import { useInvoices } from './api/invoices';
import { orderNoColumn } from './order-links';

/** E-invoices issued on completed orders, found by invoice number, order number or company. */
export function InvoicesPage() {
  const [page, setPage] = usePageState();
  const [keywords, setKeywords] = useState<string | undefined>();
  const list = useInvoices({ keywords, ...page });
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Form<{ keywords?: string }>
        layout="inline"
        onFinish={(v) => {
          setKeywords(v.keywords?.trim() || undefined);
          setPage({ ...page, page: 1 });
        }}
      >
        <Form.Item name="keywords" label="搜索">
          <Input placeholder="发票号码、订单号或企业名称" allowClear style={{ width: 260 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          查询
        </Button>
      </Form>
      <QueryTable<AdminInvoiceRow>
        query={list}
        page={page}
        onPage={setPage}
        columns={[
          { title: '发票号码', dataIndex: 'invoice_no' },
          orderNoColumn(),
          { title: '购买方', dataIndex: 'title' },
          { title: '金额', dataIndex: 'amount', render: (v: number) => yuan(v) },
          { title: '开具时间', dataIndex: 'created_at', render: (at: number) => formatSecondsTime(at) },
          {
            title: '操作',
            key: 'pdf',
            render: (_, r) => (
              <a href={r.pdf_url} target="_blank" rel="noreferrer">
                下载PDF
              </a>
            ),
          },
        ]}
      />
    </Space>
  );
}
