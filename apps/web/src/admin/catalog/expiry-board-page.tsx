import { EXPIRY_WINDOWS, type AdminExpiryBatch, type AdminExpirySummary, type ExpiryBucket, type ExpiryWindow } from '@yc/contracts';
import { Button, Card, Segmented, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { yuan } from '../../lib/format/money';
import { FilterSelect, ListBar } from '../components/list-bar';
import { QueryTable, usePageState } from '../components/paged-table';
import { TwoLines } from '../components/row-actions';
import { useExpiryPage, useExpirySummary } from './api/batches';
import { useWarehouses } from './api/warehouses';
import { BatchLockModal, BatchStatusTag, receiveHref } from './batch-parts';

type View = ExpiryWindow | 'expired';
const VIEW_LABEL: Record<View, string> = { 30: '30天内到期', 90: '90天内到期', 180: '180天内到期', expired: '已过期待销毁' };
const VIEWS: View[] = [...EXPIRY_WINDOWS, 'expired'];

type SummaryRow = AdminExpirySummary[number];
const BUCKETS: [keyof SummaryRow & ('within_30' | 'within_90' | 'within_180' | 'expired'), string][] = [
  ['within_30', '30天内到期'],
  ['within_90', '90天内到期'],
  ['within_180', '180天内到期'],
  ['expired', '已过期'],
];

/** A bucket's batches and units over its value; nothing when empty. */
const bucketCell = (b: ExpiryBucket, danger: boolean) =>
  b.batches === 0 ? (
    <Typography.Text type="secondary">—</Typography.Text>
  ) : (
    <TwoLines
      main={<Typography.Text type={danger ? 'danger' : undefined}>{`${b.batches}批 / ${b.units}件`}</Typography.Text>}
      sub={yuan(b.value)}
    />
  );

/** Per warehouse, what expires within 30, 90 and 180 days and what has expired; a row picks the warehouse of the list below. */
function Summary({ onPick }: { onPick(warehouseId: number): void }) {
  const summary = useExpirySummary();
  return (
    <Table<SummaryRow>
      rowKey="warehouse_id"
      size="small"
      loading={summary.isFetching}
      dataSource={summary.data}
      pagination={false}
      onRow={(w) => ({ onClick: () => onPick(w.warehouse_id), style: { cursor: 'pointer' } })}
      columns={[
        { title: '仓库', dataIndex: 'warehouse_name', width: 120 },
        ...BUCKETS.map(([key, title]) => ({
          title,
          key,
          render: (_: unknown, w: SummaryRow) => bucketCell(w[key], key === 'expired' || key === 'within_30'),
        })),
      ]}
    />
  );
}

const daysLeft = (b: AdminExpiryBatch) =>
  b.days_left < 0 ? (
    <Tag color="red">已过期{-b.days_left}天</Tag>
  ) : (
    <Tag color={b.days_left <= 30 ? 'red' : b.days_left <= 90 ? 'orange' : 'gold'}>{`${b.days_left}天`}</Tag>
  );

/**
 * 效期看板 (仓库 and 商品运营): batches that expire within 30, 90 or 180 days, by warehouse, with their
 * units and value; a batch locked for a recall (or unlocked) with the reason; the expired ones to destroy.
 */
export function ExpiryBoardPage() {
  const [view, setView] = useState<View>(30);
  const [warehouseId, setWarehouseId] = useState<number>();
  const [keywords, setKeywords] = useState<string>();
  const [page, setPage] = usePageState();
  const list = useExpiryPage(view, { ...page, warehouse_id: warehouseId, keywords });
  const warehouses = useWarehouses();
  const [locking, setLocking] = useState<AdminExpiryBatch | null>(null);
  const navigate = useNavigate();
  const filter = (next: { view?: View; warehouseId?: number | undefined; keywords?: string }) => {
    if (next.view !== undefined) setView(next.view);
    if ('warehouseId' in next) setWarehouseId(next.warehouseId);
    if (next.keywords !== undefined) setKeywords(next.keywords || undefined);
    setPage({ ...page, page: 1 });
  };
  const expired = view === 'expired';
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card
        title="各仓库效期概览"
        size="small"
        extra={<Typography.Text type="secondary">货值按商品基础价计，含已被订单占用的数量</Typography.Text>}
      >
        <Summary onPick={(id) => filter({ warehouseId: id })} />
      </Card>
      <Card>
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <ListBar
            search={{ placeholder: '商品名称、编码或批号', onSearch: (k) => filter({ keywords: k }) }}
            addLabel="批次入库"
            onAdd={() => navigate(receiveHref)}
            note={
              list.data &&
              `共 ${list.data.total} 个批次，${list.data.units} 件，货值 ${yuan(list.data.value)}${expired ? '；请按规定销毁并做好记录' : ''}`
            }
          >
            <Segmented<View>
              value={view}
              onChange={(v) => filter({ view: v })}
              options={VIEWS.map((v) => ({ value: v, label: VIEW_LABEL[v] }))}
            />
            <FilterSelect<number>
              aria-label="仓库"
              placeholder="全部仓库"
              value={warehouseId}
              onChange={(id) => filter({ warehouseId: id })}
              options={(warehouses.data ?? []).map((w) => ({ value: w.id, label: w.name }))}
            />
          </ListBar>
          <QueryTable<AdminExpiryBatch>
            query={list}
            page={page}
            onPage={setPage}
            columns={[
              {
                title: '商品',
                key: 'goods',
                render: (_, b) => <TwoLines main={b.goods_name} sub={`${b.sku} · ${b.spec} · ${b.manufacturer}`} />,
              },
              { title: '仓库', dataIndex: 'warehouse_name', width: 80 },
              { title: '批号', key: 'batch', width: 130, render: (_, b) => <TwoLines main={b.batch_no} sub={`生产 ${b.produced_on}`} /> },
              { title: '有效期至', dataIndex: 'expires_on', width: 110 },
              { title: '剩余', key: 'days', width: 100, render: (_, b) => daysLeft(b) },
              {
                title: '数量',
                key: 'units',
                width: 110,
                render: (_, b) => <TwoLines main={`可售 ${b.quantity}`} sub={`已占用 ${b.reserved}`} />,
              },
              { title: '货值', dataIndex: 'value', width: 110, align: 'right', render: (v: number) => yuan(v) },
              {
                title: '状态',
                key: 'status',
                width: 150,
                render: (_, b) => (
                  <Space size={4} wrap>
                    <BatchStatusTag batch={b} />
                    {b.lock_reason && <Typography.Text type="secondary">{b.lock_reason}</Typography.Text>}
                  </Space>
                ),
              },
              {
                title: '操作',
                key: 'actions',
                width: 80,
                render: (_, b) =>
                  b.status === 'expired' || b.days_left < 0 ? null : (
                    <Button size="small" type="link" danger={b.status === 'sellable'} onClick={() => setLocking(b)}>
                      {b.status === 'locked' ? '解锁' : '锁定'}
                    </Button>
                  ),
              },
            ]}
          />
        </Space>
      </Card>
      <BatchLockModal batch={locking} onClose={() => setLocking(null)} />
    </Space>
  );
}
