import { HM_CHECK_STATES, type AdminHmRow, type HmCheckState } from '@yc/contracts';
import { Button, Popconfirm, Space, Tabs } from 'antd';
import { useState } from 'react';
import { yuan } from '../../lib/format/money';
import { formatSecondsTime } from '../../lib/format/time';
import { QueryTable, usePageState } from '../components/paged-table';
import { useAcceptReceipt, useHmReceipts } from './api/hm-receipts';
import { orderNoColumn } from './order-links';

const STATE_TEXT: Record<HmCheckState, string> = { uploaded: '待审核', missing: '未上传', reviewed: '已审核' };

function Receipt({ row }: { row: AdminHmRow }) {
  const url = row.receipt.file_url;
  if (!url) return <span style={{ color: '#8c8c8c' }}>未上传</span>;
  return (
    <a href={url} target="_blank" rel="noreferrer">
      查看回执
    </a>
  );
}

/** Signed receipts of delivered 含麻 orders: the ones to check, the ones still missing, the ones accepted. */
export function HmReceiptsPage() {
  const [state, setState] = useState<HmCheckState>('uploaded');
  const [page, setPage] = usePageState();
  const list = useHmReceipts({ state, ...page });
  const accept = useAcceptReceipt();
  return (
    <Space orientation="vertical" size="small" style={{ width: '100%' }}>
      <Tabs
        activeKey={state}
        onChange={(key) => {
          setState(key as HmCheckState);
          setPage({ ...page, page: 1 });
        }}
        items={HM_CHECK_STATES.map((s) => ({ key: s, label: STATE_TEXT[s] }))}
      />
      <QueryTable<AdminHmRow>
        rowKey="order_id"
        query={list}
        page={page}
        onPage={setPage}
        columns={[
          orderNoColumn(),
          { title: '订单状态', dataIndex: 'status_text' },
          { title: '门店', key: 'company', render: (_, r) => `${r.company}（${r.contact_phone}）` },
          { title: '实付金额', dataIndex: 'pay_amount', render: (v: number) => yuan(v) },
          { title: '发货时间', dataIndex: 'shipped_at', render: (at: number | null) => (at ? formatSecondsTime(at) : '—') },
          { title: '上传时间', key: 'uploaded', render: (_, r) => (r.receipt.uploaded_at ? formatSecondsTime(r.receipt.uploaded_at) : '—') },
          { title: '回执', key: 'receipt', render: (_, r) => <Receipt row={r} /> },
          {
            title: '操作',
            key: 'action',
            render: (_, r) =>
              r.receipt.status === 'uploaded' ? (
                <Popconfirm title="确认回执签章、数量与订单一致，审核通过？" okText="通过" cancelText="取消" onConfirm={() => accept.mutate(r.order_id)}>
                  <Button size="small" type="primary">
                    审核通过
                  </Button>
                </Popconfirm>
              ) : (
                r.receipt.status_text
              ),
          },
        ]}
      />
    </Space>
  );
}
