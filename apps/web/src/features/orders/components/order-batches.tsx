import { DownloadOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space, Table, type TableColumnsType } from 'antd';
import {
  orderBatchReportPath,
  orderDeliveryNotePath,
  orderTraceHandoverPath,
  orderYbPurchasesPath,
  type OrderInfo,
  type OrderItemView,
  type OrderLineBatch,
} from '@yc/contracts';
import { SectionPanel } from '../../../components/ui/section-panel';
import { SupplierDocumentsLink } from '../../../components/ui/supplier-documents-link';
import { YbPurchasesMenu } from '../../../components/ui/yb-purchases-menu';
import { apiUrl } from '../../../lib/api-url';
import styles from './orders.module.css';

interface BatchRow extends OrderLineBatch {
  key: string;
  line: OrderItemView;
  /** The first batch of its line carries the goods cell across the line's rows. */
  span: number;
}

const shippedStatus = (order: OrderInfo) => order.status === 'shipped' || order.status === 'completed';

const rowsOf = (items: readonly OrderItemView[]): BatchRow[] =>
  items.flatMap((line) =>
    line.batches.map((b, i) => ({ ...b, key: `${line.id}-${b.batch_id}`, line, span: i === 0 ? line.batches.length : 0 })),
  );

/**
 * The boxes' 药品追溯码 the warehouse scanned into the line, folded under their count: the pharmacy checks
 * them at receipt and takes them into its ERP instead of scanning every box.
 */
function LineTraceCodes({ line, shipped }: { line: OrderItemView; shipped: boolean }) {
  if (line.trace_codes.length === 0) return <span className={styles.muted}>{shipped ? '无' : '发货时提供'}</span>;
  return (
    <details className={styles.codes}>
      <summary>追溯码（{line.trace_codes.length} 个）</summary>
      <ul aria-label={`${line.name}的追溯码`}>
        {line.trace_codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
    </details>
  );
}

const HANDOVER_FILES = [
  { format: 'xlsx', label: 'Excel（.xlsx）' },
  { format: 'csv', label: 'CSV（UTF-8）' },
  { format: 'xml', label: 'XML' },
] as const;

/** The shipment's codes as the pharmacy's ERP imports them: one row per box, in the file its ERP reads. */
function TraceHandoverMenu({ orderId }: { orderId: number }) {
  const items = HANDOVER_FILES.map(({ format, label }) => ({
    key: format,
    label: (
      <a href={apiUrl(orderTraceHandoverPath(orderId, format))} download>
        {label}
      </a>
    ),
  }));
  return (
    <Dropdown menu={{ items }} trigger={['click']}>
      <Button size="small" icon={<DownloadOutlined />}>
        下载追溯码
      </Button>
    </Dropdown>
  );
}

/**
 * 批号与效期 of an order: per line the batches it ships from (批号, 生产日期, 有效期至, quantity) and its 追溯码, as
 * GSP has the buyer check them at receipt, and the papers that go with them: the 随货同行单, each
 * batch's 检验报告 and the supplier's 首营资料. Before shipping the batches are those allocated.
 */
export function OrderBatches({ order }: { order: OrderInfo }) {
  const rows = rowsOf(order.items);
  if (rows.length === 0) return null;
  const shipped = shippedStatus(order);
  const columns: TableColumnsType<BatchRow> = [
    {
      title: '商品',
      key: 'goods',
      onCell: (row) => ({ rowSpan: row.span }),
      render: (_, row) => (
        <span className={styles.lineText}>
          <span className={styles.lineName}>{row.line.name}</span>
          <span className={styles.lineMeta}>
            {row.line.ypgg} · {row.line.sccj}
          </span>
        </span>
      ),
    },
    { title: '批号', dataIndex: 'batch_no', key: 'batch_no', width: 120 },
    { title: '生产日期', dataIndex: 'produced_on', key: 'produced_on', width: 110 },
    { title: '有效期至', dataIndex: 'expires_on', key: 'expires_on', width: 110 },
    {
      title: '数量',
      key: 'quantity',
      width: 110,
      align: 'right',
      render: (_, row) => (
        <>
          {row.quantity}
          {row.line.bzdw}
          {row.returned > 0 && (
            <span className={styles.muted}>
              （已退{row.returned}
              {row.line.bzdw}）
            </span>
          )}
        </>
      ),
    },
    {
      title: '追溯码',
      key: 'trace',
      width: 200,
      onCell: (row) => ({ rowSpan: row.span }),
      render: (_, row) => <LineTraceCodes line={row.line} shipped={shipped} />,
    },
    {
      title: '检验报告',
      key: 'report',
      width: 110,
      render: (_, row) =>
        !shipped ? (
          <span className={styles.muted}>发货后可下载</span>
        ) : row.has_report === 1 ? (
          <a
            href={apiUrl(orderBatchReportPath(order.id, row.batch_id))}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`下载批号${row.batch_no}的检验报告`}
          >
            下载
          </a>
        ) : (
          <span className={styles.muted}>暂未上传</span>
        ),
    },
  ];
  return (
    <SectionPanel
      level={2}
      title={shipped ? '发货批号与效期' : '批号与效期（已分配，以实际发货为准）'}
      extra={
        <Space>
          {shipped && (
            <Button size="small" type="primary" icon={<DownloadOutlined />} href={apiUrl(orderDeliveryNotePath(order.id))} download>
              下载随货同行单
            </Button>
          )}
          {shipped && order.items.some((line) => line.trace_codes.length > 0) && <TraceHandoverMenu orderId={order.id} />}
          {shipped && <YbPurchasesMenu path={(format) => orderYbPurchasesPath(order.id, format)} />}
          <SupplierDocumentsLink />
        </Space>
      }
    >
      <Table<BatchRow> aria-label="批号与效期" rowKey="key" size="small" columns={columns} dataSource={rows} pagination={false} bordered />
    </SectionPanel>
  );
}
