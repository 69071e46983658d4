import { InboxOutlined } from '@ant-design/icons';
import {
  IMPORT_COLUMNS,
  IMPORT_MAX_ROWS,
  UPLOAD_MAX_BYTES,
  type ImportPreview,
  type ImportPreviewRow,
  type ImportResult,
} from '@yc/contracts';
import { Alert, App, Button, Card, Checkbox, Popconfirm, Result, Space, Table, Tag, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { yuan } from '../../lib/format/money';
import { useApplyImport, usePreviewImport } from './api/goods-import';
import { goodsListHref } from './links';

const ACCEPT = '.csv,.xlsx,.xls';

/** A template to fill in: the columns in the order the server reads them, with a BOM so Excel opens it as UTF-8. */
function downloadTemplate() {
  const csv = `\ufeff${IMPORT_COLUMNS.sku},${IMPORT_COLUMNS.price},${IMPORT_COLUMNS.stock}\nYC000001,12.50,100\n`;
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  link.download = '批量改价改库存模板.csv';
  link.click();
  URL.revokeObjectURL(link.href);
}

const change = (before: number | null, after: number | null, show: (v: number) => string) =>
  after === null ? (
    <Typography.Text type="secondary">不变</Typography.Text>
  ) : before === null || before === after ? (
    show(after)
  ) : (
    `${show(before)} → ${show(after)}`
  );

function RowsTable({ rows }: { rows: ImportPreviewRow[] }) {
  return (
    <Table<ImportPreviewRow>
      rowKey="line"
      size="small"
      dataSource={rows}
      pagination={{ pageSize: 50, showTotal: (total) => `共 ${total} 行`, showSizeChanger: false }}
      columns={[
        { title: '行号', dataIndex: 'line', width: 70 },
        { title: '商品编码', dataIndex: 'sku', width: 140 },
        { title: '商品名称', dataIndex: 'name', render: (name: string) => name || '—' },
        { title: '价格', key: 'price', width: 180, render: (_, r) => change(r.old_price, r.price, yuan) },
        { title: '库存', key: 'stock', width: 140, render: (_, r) => change(r.old_stock, r.stock, String) },
        {
          title: '检查结果',
          key: 'errors',
          width: 360,
          render: (_, r) =>
            r.errors.length ? (
              r.errors.map((e) => (
                <Tag color="error" key={e} style={{ whiteSpace: 'normal' }}>
                  {e}
                </Tag>
              ))
            ) : (
              <Tag color="success">可导入</Tag>
            ),
        },
      ]}
    />
  );
}

/** Bulk price and stock: upload, check every row, apply the valid ones in one go. */
export function GoodsImportPage() {
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);
  const [onlyErrors, setOnlyErrors] = useState(false);
  const read = usePreviewImport();
  const apply = useApplyImport();
  const { message } = App.useApp();
  const navigate = useNavigate();

  const restart = () => {
    setPreview(null);
    setResult(null);
    setOnlyErrors(false);
  };

  const pick = (file: File) => {
    if (file.size > UPLOAD_MAX_BYTES) message.error(`文件大小不能超过${UPLOAD_MAX_BYTES / 1024 / 1024}MB`);
    else read.mutate(file, { onSuccess: setPreview });
    return Upload.LIST_IGNORE;
  };

  if (result) {
    const refused = result.rows.filter((r) => r.errors.length > 0);
    return (
      <Card>
        <Result
          status={refused.length ? 'warning' : 'success'}
          title={`导入完成：已更新${result.changed}个商品`}
          subTitle={`共${result.total}行，${result.unchanged}行与现有价格库存相同，${refused.length}行未导入。`}
          extra={[
            <Button type="primary" key="list" onClick={() => navigate(goodsListHref)}>
              查看商品列表
            </Button>,
            <Button key="again" onClick={restart}>
              继续导入
            </Button>,
          ]}
        />
        {refused.length > 0 && (
          <>
            <Typography.Title level={5}>未导入的行</Typography.Title>
            <RowsTable rows={refused} />
          </>
        )}
      </Card>
    );
  }

  if (preview) {
    const rows = onlyErrors ? preview.rows.filter((r) => r.errors.length > 0) : preview.rows;
    return (
      <Card
        title={`导入预览：${preview.file_name}`}
        extra={
          <Space>
            <Button onClick={restart}>重新上传</Button>
            <Popconfirm
              title={`确定导入${preview.valid}行吗？`}
              description="有错误的行不会导入，其余行将一次性更新价格和库存。"
              okText="确认导入"
              cancelText="取消"
              onConfirm={() => apply.mutate(preview.id, { onSuccess: setResult })}
              disabled={preview.valid === 0}
            >
              <Button type="primary" loading={apply.isPending} disabled={preview.valid === 0}>
                确认导入（{preview.valid}行）
              </Button>
            </Popconfirm>
          </Space>
        }
      >
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Alert
            type={preview.invalid ? 'warning' : 'success'}
            showIcon
            title={`共${preview.total}行：${preview.valid}行可导入${preview.invalid ? `，${preview.invalid}行有错误，不会导入` : ''}。`}
          />
          <Checkbox checked={onlyErrors} onChange={(e) => setOnlyErrors(e.target.checked)} disabled={preview.invalid === 0}>
            只看有错误的行
          </Checkbox>
          <RowsTable rows={rows} />
        </Space>
      </Card>
    );
  }

  return (
    <Card title="批量改价 / 改库存">
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph>
          上传 CSV、XLSX 或 XLS 表格，第一行为列名：「{IMPORT_COLUMNS.sku}」「{IMPORT_COLUMNS.price}」（元，最多两位小数）「
          {IMPORT_COLUMNS.stock}」（整数）。 价格或库存留空表示不修改。每次最多{IMPORT_MAX_ROWS}行，上传后先预览检查结果，确认后再导入。
        </Typography.Paragraph>
        <Button onClick={downloadTemplate}>下载模板</Button>
        <Upload.Dragger accept={ACCEPT} showUploadList={false} beforeUpload={pick} disabled={read.isPending}>
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{read.isPending ? '正在读取文件…' : '点击或拖拽文件到此处上传'}</p>
          <p className="ant-upload-hint">支持 .csv、.xlsx、.xls，文件不超过{UPLOAD_MAX_BYTES / 1024 / 1024}MB</p>
        </Upload.Dragger>
      </Space>
    </Card>
  );
}
