import { UploadOutlined } from '@ant-design/icons';
import {
  TAX_FILE_KIND_TEXT,
  TAX_FILE_MAX_BYTES,
  TAX_INVOICE_IMPORT_COLUMNS,
  TAX_INVOICE_IMPORT_MAX_ROWS,
  chinaTodayText,
  TaxInvoiceDate,
  TaxInvoiceNo,
  type AdminInvoiceRow,
  type TaxInvoiceBody,
} from '@yc/contracts';
import { Alert, App, Button, DatePicker, Form, Input, Space, Typography, Upload } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { zodRule } from '../../components/ui/form/zod-rule';
import { isApiError } from '../../lib/http';
import { yuan } from '../../lib/format/money';
import { formatSecondsTime } from '../../lib/format/time';
import { EditModal, useEditing } from '../components/edit-modal';
import { QueryTable, usePageState } from '../components/paged-table';
import { RoleGate } from '../components/role-gate';
import { useImportTaxInvoices, useInvoices, useRecordTaxInvoice, useUploadTaxFile } from './api/invoices';
import { orderNoColumn } from './order-links';

/** Finance's work on the server (account managers for their stores; an administrator passes every gate). */
const FINANCE = ['account_manager'] as const;

/** A date field kept as the API's YYYY-MM-DD text, so the contract's rule checks what the server will. */
const dayProps = {
  getValueProps: (v?: string) => ({ value: v ? dayjs(v) : null }),
  normalize: (d: Dayjs | null) => d?.format('YYYY-MM-DD'),
};

/**
 * 录入数电票: the number and date the tax system gave the invoice, checked by the same rules as the server.
 * The date defaults to, and stops at, today in China, the tax system's day, whatever the browser's zone.
 */
function TaxInvoiceModal({ invoice, onClose }: { invoice: AdminInvoiceRow | undefined | null; onClose(): void }) {
  const record = useRecordTaxInvoice();
  return (
    <EditModal<TaxInvoiceBody>
      title={invoice ? `录入数电票：订单 ${invoice.order_no}` : '录入数电票'}
      open={!!invoice}
      initialValues={{
        tax_invoice_no: invoice?.tax_invoice_no ?? '',
        tax_invoice_date: invoice?.tax_invoice_date ?? chinaTodayText(),
      }}
      fields={['tax_invoice_no', 'tax_invoice_date']}
      onSubmit={(body) => record.mutateAsync({ id: invoice?.id ?? 0, body })}
      onClose={onClose}
    >
      <Form.Item name="tax_invoice_no" label="数电票号码" rules={[zodRule(TaxInvoiceNo)]} extra="税务系统开具的20位号码，可直接粘贴">
        <Input placeholder="20位数字" maxLength={40} inputMode="numeric" autoComplete="off" />
      </Form.Item>
      <Form.Item name="tax_invoice_date" label="开票日期" rules={[zodRule(TaxInvoiceDate)]} {...dayProps}>
        <DatePicker aria-label="开票日期" style={{ width: '100%' }} disabledDate={(day) => day.format('YYYY-MM-DD') > chinaTodayText()} />
      </Form.Item>
    </EditModal>
  );
}

/** The tax system's files, one button each picks a PDF, OFD or XML for the row. */
function TaxFileUpload({ invoice }: { invoice: AdminInvoiceRow }) {
  const upload = useUploadTaxFile();
  const { message } = App.useApp();
  return (
    <Upload
      accept=".pdf,.ofd,.xml"
      showUploadList={false}
      beforeUpload={(file) => {
        // The server bounds it too; this spares sending a file it would refuse.
        if (file.size > TAX_FILE_MAX_BYTES) message.error(`发票文件不能超过${TAX_FILE_MAX_BYTES / 1024 / 1024}MB`);
        else upload.mutate({ id: invoice.id, file });
        return Upload.LIST_IGNORE;
      }}
    >
      <Button size="small" icon={<UploadOutlined />} loading={upload.isPending} aria-label={`上传发票文件 ${invoice.invoice_no}`}>
        上传文件
      </Button>
    </Upload>
  );
}

type ImportOutcome = { recorded: number } | { refused: string };

/** 导入数电票: the file is taken whole or not at all, and the outcome stays on the page (the refusal names 第N行). */
function TaxInvoiceImport() {
  const importFile = useImportTaxInvoices();
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  const columns = Object.values(TAX_INVOICE_IMPORT_COLUMNS).join('、');
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Upload
          accept=".csv,.xlsx,.xls"
          showUploadList={false}
          beforeUpload={(file) => {
            setOutcome(null);
            importFile.mutate(file, {
              onSuccess: (r) => setOutcome({ recorded: r.recorded }),
              onError: (e) => setOutcome({ refused: isApiError(e) && e.message ? e.message : '导入失败，请稍后重试' }),
            });
            return Upload.LIST_IGNORE;
          }}
        >
          <Button icon={<UploadOutlined />} loading={importFile.isPending}>
            导入数电票
          </Button>
        </Upload>
        <Typography.Text type="secondary">{`CSV/XLSX，列：${columns}；号码列须为文本格式，最多${TAX_INVOICE_IMPORT_MAX_ROWS}行，任一行有误则整份不导入`}</Typography.Text>
      </Space>
      {outcome &&
        ('recorded' in outcome ? (
          <Alert type="success" showIcon closable onClose={() => setOutcome(null)} title={`已导入${outcome.recorded}张数电票`} />
        ) : (
          <Alert
            type="error"
            showIcon
            closable
            onClose={() => setOutcome(null)}
            title="导入失败，整份文件未导入"
            description={outcome.refused}
          />
        ))}
    </Space>
  );
}

/** The 数电票 of a row: its number and date once recorded, and a download per file kept. */
function TaxInvoiceFacts({ invoice }: { invoice: AdminInvoiceRow }) {
  if (!invoice.tax_invoice_no) return <Typography.Text type="secondary">未登记</Typography.Text>;
  return (
    <Space orientation="vertical" size={0}>
      <Typography.Text copyable style={{ whiteSpace: 'nowrap' }}>
        {invoice.tax_invoice_no}
      </Typography.Text>
      <Typography.Text type="secondary">{`开票日期 ${invoice.tax_invoice_date ?? ''}`}</Typography.Text>
    </Space>
  );
}

function TaxFileLinks({ invoice }: { invoice: AdminInvoiceRow }) {
  if (invoice.tax_invoice_files.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Space size="small" wrap>
      {invoice.tax_invoice_files.map((f) => (
        <a key={f.kind} href={f.url} download={f.file_name} title={f.file_name}>
          {TAX_FILE_KIND_TEXT[f.kind]}
        </a>
      ))}
    </Space>
  );
}

/** E-invoices issued on completed orders, found by invoice number, 数电票号码, order number or company; finance records each 数电票. */
export function InvoicesPage() {
  const [page, setPage] = usePageState();
  const [keywords, setKeywords] = useState<string | undefined>();
  const list = useInvoices({ keywords, ...page });
  const editing = useEditing<AdminInvoiceRow>();
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
          <Input placeholder="发票号码、数电票号码、订单号或企业名称" allowClear style={{ width: 300 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          查询
        </Button>
      </Form>
      <RoleGate roles={FINANCE}>
        <TaxInvoiceImport />
      </RoleGate>
      <QueryTable<AdminInvoiceRow>
        query={list}
        page={page}
        onPage={setPage}
        scroll={{ x: 1180 }}
        columns={[
          { title: '发票号码', dataIndex: 'invoice_no' },
          orderNoColumn(),
          { title: '购买方', dataIndex: 'title' },
          { title: '金额', dataIndex: 'amount', render: (v: number) => yuan(v) },
          { title: '开具时间', dataIndex: 'created_at', render: (at: number) => formatSecondsTime(at) },
          { title: '数电票', key: 'tax', width: 210, render: (_, r) => <TaxInvoiceFacts invoice={r} /> },
          { title: '数电票文件', key: 'files', width: 100, render: (_, r) => <TaxFileLinks invoice={r} /> },
          {
            title: '操作',
            key: 'actions',
            width: 130,
            render: (_, r) => (
              <Space orientation="vertical" size={4}>
                <a href={r.pdf_url} target="_blank" rel="noreferrer">
                  下载PDF
                </a>
                <RoleGate roles={FINANCE}>
                  <Space size={4} wrap>
                    <Button size="small" onClick={() => editing.edit(r)} aria-label={`录入数电票 ${r.invoice_no}`}>
                      {r.tax_invoice_no ? '修改数电票' : '录入数电票'}
                    </Button>
                    <TaxFileUpload invoice={r} />
                  </Space>
                </RoleGate>
              </Space>
            ),
          },
        ]}
      />
      <TaxInvoiceModal invoice={editing.row} onClose={editing.close} />
    </Space>
  );
}
