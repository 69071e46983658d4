import { UploadOutlined } from '@ant-design/icons';
import { App, Button, Tag, Upload, type TableColumnsType } from 'antd';
import type { HmOrder, HmReceiptStatus } from '@yc/contracts';
import { Link } from 'react-router';
import { QueryTable, usePaging } from '../../../components/ui/paged-table';
import { SectionPanel } from '../../../components/ui/section-panel';
import { apiUrl } from '../../../lib/api-url';
import { orderInfoHref } from '../../../lib/checkout-link';
import { yuan } from '../../../lib/format/money';
import { formatSecondsTime } from '../../../lib/format/time';
import { SCAN_ACCEPT, scanRefusal } from '../../../lib/upload/scan-check';
import { useHmOrders, useUploadHmReceipt } from '../api/hm-receipts';
import styles from '../components/orders.module.css';

const PAGE_SIZE = 10;
const RECEIPT_COLOR: Record<HmReceiptStatus, string> = {
  not_shipped: 'default',
  pending_upload: 'orange',
  uploaded: 'blue',
  reviewed: 'green',
};

function ReceiptUpload({ order }: { order: HmOrder }) {
  const { message } = App.useApp();
  const upload = useUploadHmReceipt();
  const send = async (file: File) => {
    const refusal = await scanRefusal(file);
    if (refusal) {
      void message.error(refusal);
      return;
    }
    upload.mutate({ orderId: order.id, file }, { onSuccess: () => void message.success('回执已上传，请等待审核') });
  };
  return (
    <Upload
      accept={SCAN_ACCEPT}
      showUploadList={false}
      beforeUpload={(file) => {
        void send(file);
        return false;
      }}
    >
      <Button size="small" type={order.receipt.file_url ? 'default' : 'primary'} icon={<UploadOutlined />} loading={upload.isPending}>
        {order.receipt.file_url ? '重新上传' : '上传回执'}
      </Button>
    </Upload>
  );
}

/** /hmdd: the store's 含麻 orders, each needing the receipt signed on delivery uploaded (jpg, png or pdf) and accepted. */
export function HmReceiptsPage() {
  const paging = usePaging(PAGE_SIZE);
  const query = useHmOrders(paging.params);
  const columns: TableColumnsType<HmOrder> = [
    {
      title: '订单',
      key: 'order',
      width: 200,
      render: (_, o) => (
        <span className={styles.lineText}>
          <Link to={orderInfoHref(o.id)}>{o.order_no}</Link>
          <span className={styles.lineMeta}>{formatSecondsTime(o.created_at)}</span>
        </span>
      ),
    },
    { title: '商品', key: 'items', render: (_, o) => o.items.map((i) => `${i.name} × ${i.number}${i.bzdw}`).join('；') },
    { title: '实付金额', key: 'pay', width: 100, align: 'right', render: (_, o) => yuan(o.pay_amount) },
    { title: '订单状态', dataIndex: 'status_text', width: 90 },
    { title: '发货时间', key: 'shipped', width: 140, render: (_, o) => (o.shipped_at ? formatSecondsTime(o.shipped_at) : '—') },
    {
      title: '回执状态',
      key: 'receipt',
      width: 90,
      render: (_, o) => <Tag color={RECEIPT_COLOR[o.receipt.status]}>{o.receipt.status_text}</Tag>,
    },
    {
      title: '操作',
      key: 'actions',
      width: 190,
      render: (_, o) => (
        <span className={styles.rowActions}>
          {o.receipt.file_url && (
            <a href={apiUrl(o.receipt.file_url)} target="_blank" rel="noopener noreferrer">
              查看回执
            </a>
          )}
          {o.receipt.can_upload === 1 && <ReceiptUpload order={o} />}
        </span>
      ),
    },
  ];
  return (
    <SectionPanel title="含麻订单回执" className={styles.links}>
      <p className={`${styles.muted} ${styles.small}`}>
        含麻黄碱类复方制剂等含特殊药品成分的订单，收货后请将签字盖章的签收回执拍照或扫描上传（jpg、png、pdf，不超过5MB），平台审核通过后归档。
      </p>
      <QueryTable<HmOrder> columns={columns} query={query} paging={paging} empty="暂无含麻药品订单" />
    </SectionPanel>
  );
}
