import { InboxOutlined } from '@ant-design/icons';
import { UPLOAD_MAX_BYTES } from '@yc/contracts';
import { Alert, App, Button, Card, Checkbox, Popconfirm, Result, Space, Table, Tag, Typography, Upload, type TableColumnsType } from 'antd';
import { useState, type ReactNode } from 'react';

const ACCEPT = '.csv,.xlsx,.xls';

/** A read file of a console import (ImportPreview, BatchImportPreview): its counts and every row with its errors. */
interface Preview<Row> {
  id: number;
  file_name: string;
  total: number;
  valid: number;
  invalid: number;
  rows: Row[];
}

interface CheckedRow {
  line: number;
  errors: string[];
}

/** A CSV to fill in, with a BOM so Excel opens it as UTF-8. */
function downloadCsv(name: string, lines: readonly string[]) {
  const link = document.createElement('a');
  link.href = URL.createObjectURL(new Blob([`\ufeff${lines.join('\n')}\n`], { type: 'text/csv;charset=utf-8' }));
  link.download = name;
  link.click();
  URL.revokeObjectURL(link.href);
}

function RowsTable<Row extends CheckedRow>({ rows, columns }: { rows: Row[]; columns: TableColumnsType<Row> }) {
  return (
    <Table<Row>
      rowKey="line"
      size="small"
      dataSource={rows}
      pagination={{ pageSize: 50, showTotal: (total) => `共 ${total} 行`, showSizeChanger: false }}
      columns={[
        { title: '行号', dataIndex: 'line', width: 70 },
        ...columns,
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

/** The call behind a step (a useMutation): started with its input, answering once done. */
interface Step<In, Out> {
  mutate(input: In, options: { onSuccess: (out: Out) => void }): void;
  isPending: boolean;
}

interface ImportFlowProps<Row extends CheckedRow, P extends Preview<Row>, R extends Preview<Row>> {
  /** The upload card's title. */
  title: string;
  /** The columns the file must have and how they are read. */
  intro: ReactNode;
  template: { name: string; lines: readonly string[] };
  /** A row's own columns, between its line number and its check result. */
  columns: TableColumnsType<Row>;
  read: Step<File, P>;
  apply: Step<number, R>;
  /** What 确认导入 does to the valid rows. */
  applies: string;
  /** The outcome's title and line under it. */
  outcome(result: R, refused: number): { title: string; subTitle: string };
  /** Where to go once done. */
  next: { label: string; onClick(): void };
}

/**
 * A console file import (the price and stock update, 入库 by file): upload a CSV/XLSX/XLS, see every
 * row with its errors, apply the valid ones in one go, and see what was refused.
 */
export function ImportFlow<Row extends CheckedRow, P extends Preview<Row>, R extends Preview<Row>>({
  title,
  intro,
  template,
  columns,
  read,
  apply,
  applies,
  outcome,
  next,
}: ImportFlowProps<Row, P, R>) {
  const [preview, setPreview] = useState<P | null>(null);
  const [result, setResult] = useState<R | null>(null);
  const [onlyErrors, setOnlyErrors] = useState(false);
  const { message } = App.useApp();

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
          {...outcome(result, refused.length)}
          extra={[
            <Button type="primary" key="next" onClick={next.onClick}>
              {next.label}
            </Button>,
            <Button key="again" onClick={restart}>
              继续导入
            </Button>,
          ]}
        />
        {refused.length > 0 && (
          <>
            <Typography.Title level={5}>未导入的行</Typography.Title>
            <RowsTable rows={refused} columns={columns} />
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
              description={`有错误的行不会导入，其余行将一次性${applies}。`}
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
          <RowsTable rows={rows} columns={columns} />
        </Space>
      </Card>
    );
  }

  return (
    <Card title={title}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Typography.Paragraph>{intro}</Typography.Paragraph>
        <Button onClick={() => downloadCsv(template.name, template.lines)}>下载模板</Button>
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
