import { HM_CHECK_STATES, HM_RECEIPT_DUE_DAYS, type AdminHmRow, type HmCheckState } from '@yc/contracts';
import { Button, Popconfirm, Space, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { yuan } from '../../lib/format/money';
import { formatSecondsTime } from '../../lib/format/time';
import { QueryTable, usePageState } from '../components/paged-table';
import { useAcceptReceipt, useHmReceipts } from './api/hm-receipts';
import { orderNoColumn } from './order-links';
import { useStaffMe } from '../api/session';

const STATE_TEXT: Record<HmCheckState, string> = { uploaded: '待审核', overdue: '逾期未确认', missing: '未上传', reviewed: '已审核' };

function Receipt({ row }: { row: AdminHmRow }) {
  const url = row.receipt.file_url;
  if (!url) return <span style={{ color: '#8c8c8c' }}>未上传</span>;
  return (
    <a href={url} target="_blank" rel="noreferrer">
      查看回执
    </a>
  );
}

/**
 * Signed receipts of delivered 含麻 orders: the ones to check, the ones whose arrival is not confirmed
 * HM_RECEIPT_DUE_DAYS after shipping (to chase with the store), the ones still missing, the ones accepted.
 */
export function HmReceiptsPage() {
  // ?state= opens a tab: the work queue's 含麻回执逾期未确认 links to the overdue one.
  const [params] = useSearchParams();
  const asked = params.get('state');
  const [state, setState] = useState<HmCheckState>(HM_CHECK_STATES.find((s) => s === asked) ?? 'uploaded');
  const [page, setPage] = usePageState();
  const list = useHmReceipts({ state, ...page });
  const accept = useAcceptReceipt();
  // An account manager sees their stores' receipts to chase them; a reviewer accepts.
  const reviews = useStaffMe().data?.roles.some((r) => r === 'reviewer' || r === 'admin') ?? false;
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
      {state === 'overdue' && (
        <Typography.Text type="secondary">
          发货超过 {HM_RECEIPT_DUE_DAYS} 天仍未确认签收回执的含麻订单，请联系门店核实到货并上传回执。
        </Typography.Text>
      )}
      <QueryTable<AdminHmRow>
        rowKey="order_id"
        query={list}
        page={page}
        onPage={setPage}
        columns={[
          orderNoColumn(),
          { title: '订单状态', dataIndex: 'status_text', width: 96 },
          { title: '门店', key: 'company', render: (_, r) => `${r.company}（${r.contact_phone}）` },
          { title: '实付金额', dataIndex: 'pay_amount', render: (v: number) => yuan(v) },
          { title: '采购人', key: 'hm_buyer', render: (_, r) => (r.hm_buyer ? `${r.hm_buyer.name}（${r.hm_buyer.id_no}）` : '未登记') },
          { title: '发货时间', dataIndex: 'shipped_at', render: (at: number | null) => (at ? formatSecondsTime(at) : '—') },
          {
            title: '逾期',
            width: 104,
            dataIndex: 'overdue_days',
            render: (days: number) => (days > 0 ? <Typography.Text type="danger">逾期 {days} 天</Typography.Text> : '—'),
          },
          {
            title: '上传时间',
            key: 'uploaded',
            render: (_, r) => (r.receipt.uploaded_at ? formatSecondsTime(r.receipt.uploaded_at) : '—'),
          },
          { title: '回执', key: 'receipt', width: 96, render: (_, r) => <Receipt row={r} /> },
          {
            title: '操作',
            width: 112,
            key: 'action',
            render: (_, r) =>
              r.receipt.status === 'uploaded' && reviews ? (
                <Popconfirm
                  title="确认回执签章、数量与订单一致，审核通过？"
                  okText="通过"
                  cancelText="取消"
                  onConfirm={() => accept.mutate(r.order_id)}
                >
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
