import { DownloadOutlined } from '@ant-design/icons';
import { TAX_FILE_KIND_TEXT, type InvoiceView } from '@yc/contracts';
import { Space } from 'antd';
import { apiUrl } from '../../../lib/api-url';
import styles from './orders.module.css';

/**
 * The 数电票 of an invoice once finance recorded it: its 20-digit number, its 开票日期 and a download
 * per file the tax system issued (PDF, OFD, XML; finance may upload them before the number); until then
 * it says the 数电票 is still to come.
 */
export function TaxInvoiceFacts({ invoice }: { invoice: Pick<InvoiceView, 'tax_invoice_no' | 'tax_invoice_date' | 'tax_invoice_files'> }) {
  const files = invoice.tax_invoice_files;
  if (!invoice.tax_invoice_no && files.length === 0) return <span className={styles.muted}>数电票待开具</span>;
  return (
    <Space orientation="vertical" size={0}>
      {invoice.tax_invoice_no && <span>{`数电票号码 ${invoice.tax_invoice_no}`}</span>}
      {invoice.tax_invoice_date && <span className={styles.muted}>{`开票日期 ${invoice.tax_invoice_date}`}</span>}
      {files.length > 0 && (
        <Space size={12} wrap>
          {files.map((f) => (
            <a key={f.kind} href={apiUrl(f.url)} download={f.file_name} aria-label={`下载数电票${TAX_FILE_KIND_TEXT[f.kind]}文件`}>
              <DownloadOutlined /> {TAX_FILE_KIND_TEXT[f.kind]}
            </a>
          ))}
        </Space>
      )}
    </Space>
  );
}
