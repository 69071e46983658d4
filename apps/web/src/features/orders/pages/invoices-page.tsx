import { DownloadOutlined } from '@ant-design/icons';
import { type TableColumnsType } from 'antd';
import type { InvoiceView } from '@yc/contracts';
import { Link } from 'react-router';
import { QueryTable, usePaging } from '../../../components/ui/paged-table';
import { SectionPanel } from '../../../components/ui/section-panel';
import { apiUrl } from '../../../lib/api-url';
import { orderInfoHref } from '../../../lib/checkout-link';
import { yuan } from '../../../lib/format/money';
import { formatSecondsTime } from '../../../lib/format/time';
import { useInvoices } from '../api/get-invoices';
import { TaxInvoiceFacts } from '../components/tax-invoice-facts';
import styles from '../components/orders.module.css';

const PAGE_SIZE = 10;

const columns: TableColumnsType<InvoiceView> = [
  {
    // The 数电票 is the invoice's number in the tax system: under the store's own, not a column the 抬头 would be squeezed for.
    title: '发票号码 / 数电票',
    key: 'invoice_no',
    width: 200,
    render: (_, i) => (
      <>
        <div>{i.invoice_no}</div>
        <TaxInvoiceFacts invoice={i} />
      </>
    ),
  },
  { title: '订单号', key: 'order', width: 200, render: (_, i) => <Link to={orderInfoHref(i.order_id)}>{i.order_no}</Link> },
  { title: '发票抬头', dataIndex: 'title' },
  { title: '发票金额', key: 'amount', width: 110, align: 'right', render: (_, i) => yuan(i.amount) },
  { title: '开票时间', key: 'created_at', width: 140, render: (_, i) => formatSecondsTime(i.created_at) },
  {
    title: '操作',
    key: 'pdf',
    width: 150,
    render: (_, i) => (
      <span className={styles.rowActions}>
        <a href={apiUrl(i.pdf_url)} target="_blank" rel="noopener noreferrer">
          查看
        </a>
        <a href={apiUrl(i.pdf_url)} download={`电子发票-${i.invoice_no}.pdf`} aria-label={`下载发票${i.invoice_no}`}>
          <DownloadOutlined /> 下载PDF
        </a>
      </span>
    ),
  },
];

/** /dzfp: the e-invoice of every completed order, to view or download as a PDF, and its 数电票 once finance recorded it. */
export function InvoicesPage() {
  const paging = usePaging(PAGE_SIZE);
  const query = useInvoices(paging.params);
  return (
    <SectionPanel title="电子发票" className={styles.links}>
      <p className={`${styles.muted} ${styles.small}`}>
        订单完成（确认收货）后自动开具电子普通发票，金额为订单实付金额扣除完成前已退款部分；财务在税务系统开具数电票后，可在此查看数电票号码并下载
        PDF、OFD、XML 文件。
      </p>
      <QueryTable<InvoiceView> columns={columns} query={query} paging={paging} empty="暂无电子发票，订单完成后可在此下载" />
    </SectionPanel>
  );
}
