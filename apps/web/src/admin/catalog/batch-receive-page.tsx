import { UploadOutlined } from '@ant-design/icons';
import {
  AdminBatchReceiveBody,
  BATCH_IMPORT_COLUMNS,
  IMPORT_MAX_ROWS,
  type AdminBatch,
  type BatchImportPreview,
  type BatchImportResult,
  type BatchImportRow,
} from '@yc/contracts';
import { Button, Card, DatePicker, Form, Input, InputNumber, Select, Space, Table, Tabs, Upload, type UploadFile } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useNavigate } from 'react-router';
import { zodFormRules } from '../../components/ui/form/zod-rule';
import { showServerErrors } from '../../components/ui/form/server-errors';
import { SCAN_ACCEPT, scanRefusal } from '../../lib/upload/scan-check';
import { ImportFlow } from '../components/import-flow';
import { GoodsPicker } from '../components/pickers';
import { useApplyBatchImport, useGoodsBatches, usePreviewBatchImport, useReceiveBatch, useUploadBatchReport } from './api/batches';
import { useWarehouses } from './api/warehouses';
import { BatchReports, BatchStatusTag, expiryBoardHref } from './batch-parts';

/** The body, the warehouse it picks goods from, and the 检验报告 files sent once the batch is in. */
type ReceiveForm = Partial<AdminBatchReceiveBody> & { warehouse_id?: number; reports?: UploadFile[] };

const rule = zodFormRules<ReceiveForm>(AdminBatchReceiveBody, ({ warehouse_id: _, reports: __, ...body }) => body);
const FIELDS = ['goods_id', 'batch_no', 'produced_on', 'expires_on', 'quantity'] as const;

/** The first picked 检验报告 the server would refuse (by its content), as the field's error; the files stay in the form until the batch exists. */
async function reportsRefusal(files: UploadFile[] = []): Promise<void> {
  for (const f of files) {
    const refusal = await scanRefusal(f.originFileObj);
    if (refusal) throw new Error(`${f.name}：${refusal}`);
  }
}

/** A date field kept as the API's YYYY-MM-DD text. */
const dayProps = {
  getValueProps: (v?: string) => ({ value: v ? dayjs(v) : null }),
  normalize: (d: Dayjs | null) => d?.format('YYYY-MM-DD'),
};

/** A goods' batches, the first to expire first, each with its 检验报告 files and the button that adds one. */
function GoodsBatches({ goodsId }: { goodsId: number }) {
  const batches = useGoodsBatches(goodsId);
  return (
    <Table<AdminBatch>
      rowKey="id"
      size="small"
      loading={batches.isFetching}
      dataSource={batches.data}
      pagination={false}
      locale={{ emptyText: '该商品暂无批次' }}
      columns={[
        { title: '批号', dataIndex: 'batch_no', width: 120 },
        { title: '生产日期', dataIndex: 'produced_on', width: 110 },
        { title: '有效期至', dataIndex: 'expires_on', width: 110 },
        { title: '可售数量', dataIndex: 'quantity', width: 90, align: 'right' },
        { title: '已占用', dataIndex: 'reserved', width: 80, align: 'right' },
        { title: '状态', key: 'status', width: 80, render: (_, b) => <BatchStatusTag batch={b} /> },
        { title: '检验报告', key: 'reports', render: (_, b) => <BatchReports batch={b} /> },
      ]}
    />
  );
}

/** 入库 of one batch: the warehouse, then a goods stocked there, its 批号, dates and units, and the 检验报告 files sent once it is in. */
function ReceiveOne() {
  const [form] = Form.useForm<ReceiveForm>();
  const warehouses = useWarehouses();
  const receive = useReceiveBatch();
  const upload = useUploadBatchReport();
  const warehouseId = Form.useWatch('warehouse_id', form);
  const goodsId = Form.useWatch('goods_id', form);

  const submit = async ({ warehouse_id: _, reports = [], ...values }: ReceiveForm) => {
    let batchId: number;
    try {
      batchId = (await receive.mutateAsync(AdminBatchReceiveBody.parse(values))).id;
    } catch (error) {
      showServerErrors(form, error, FIELDS);
      return;
    }
    form.resetFields(['batch_no', 'produced_on', 'expires_on', 'quantity', 'reports']);
    // The batch is in: a report refused now is shown by the HTTP layer and can be sent again from the batch's row below.
    for (const f of reports) await upload.mutateAsync({ id: batchId, file: f.originFileObj as File }).catch(() => undefined);
  };

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Card title="登记一个批次">
        <Form<ReceiveForm> form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 760 }}>
          <div style={{ display: 'grid', gridTemplateColumns: '1fr 2fr', columnGap: 24 }}>
            <Form.Item name="warehouse_id" label="仓库" extra="批次入到商品备货的仓库；选定仓库后只列出该仓库的商品。">
              <Select
                aria-label="仓库"
                placeholder="选择仓库"
                loading={warehouses.isFetching}
                options={(warehouses.data ?? []).filter((w) => w.is_active === 1).map((w) => ({ value: w.id, label: w.name }))}
                onChange={() => form.resetFields(['goods_id'])}
              />
            </Form.Item>
            <Form.Item name="goods_id" label="商品" required rules={[rule('goods_id')]}>
              <GoodsPicker key={warehouseId} warehouseId={warehouseId} />
            </Form.Item>
          </div>
          <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr 1fr 1fr', columnGap: 16 }}>
            <Form.Item name="batch_no" label="批号" required rules={[rule('batch_no')]}>
              <Input maxLength={30} placeholder="如 240815" />
            </Form.Item>
            <Form.Item name="produced_on" label="生产日期" required rules={[rule('produced_on')]} {...dayProps}>
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item
              name="expires_on"
              label="有效期至"
              required
              dependencies={['produced_on']}
              rules={[rule('expires_on')]}
              {...dayProps}
            >
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="quantity" label="入库数量" required rules={[rule('quantity')]}>
              <InputNumber min={1} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </div>
          <Form.Item
            name="reports"
            label="检验报告"
            valuePropName="fileList"
            getValueFromEvent={(e: { fileList: UploadFile[] }) => e.fileList}
            rules={[{ validator: (_, files?: UploadFile[]) => reportsRefusal(files) }]}
            extra="PDF 或 JPG/PNG 图片，可多份；批次入库后随即上传。"
          >
            <Upload accept={SCAN_ACCEPT} multiple beforeUpload={() => false}>
              <Button icon={<UploadOutlined />}>选择报告文件</Button>
            </Upload>
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={receive.isPending || upload.isPending}>
            确认入库
          </Button>
        </Form>
      </Card>
      {goodsId !== undefined && (
        <Card title="该商品的批次" size="small">
          <GoodsBatches goodsId={goodsId} />
        </Card>
      )}
    </Space>
  );
}

/** 入库 by file: the shared import flow over the batch rows. */
function ReceiveFile() {
  const navigate = useNavigate();
  const c = BATCH_IMPORT_COLUMNS;
  return (
    <ImportFlow<BatchImportRow, BatchImportPreview, BatchImportResult>
      title="表格批量入库"
      intro={
        <>
          上传 CSV、XLSX 或 XLS 表格，第一行为列名：「{c.sku}」「{c.batch_no}」「{c.produced_on}」「{c.expires_on}」（日期写作
          2026-08-15）「
          {c.quantity}」（正整数）。同一商品的批号不能重复，已过有效期的批次不能入库。每次最多{IMPORT_MAX_ROWS}
          行，上传后先预览检查结果，确认后再入库。
        </>
      }
      template={{
        name: '批次入库模板.csv',
        lines: [`${c.sku},${c.batch_no},${c.produced_on},${c.expires_on},${c.quantity}`, 'YC000001,240815,2024-08-15,2027-08-14,100'],
      }}
      columns={[
        { title: '商品编码', dataIndex: 'sku', width: 120 },
        { title: '商品名称', dataIndex: 'name', render: (name: string) => name || '—' },
        { title: '批号', dataIndex: 'batch_no', width: 110 },
        { title: '生产日期', dataIndex: 'produced_on', width: 110 },
        { title: '有效期至', dataIndex: 'expires_on', width: 110 },
        { title: '数量', dataIndex: 'quantity', width: 80, align: 'right', render: (q: number | null) => q ?? '—' },
      ]}
      read={usePreviewBatchImport()}
      apply={useApplyBatchImport()}
      applies="登记入库"
      outcome={(result, refused) => ({
        title: `导入完成：已入库${result.received}个批次`,
        subTitle: `共${result.total}行，${refused}行未导入。`,
      })}
      next={{ label: '查看效期看板', onClick: () => navigate(expiryBoardHref) }}
    />
  );
}

/** 入库 (仓库 and 商品运营): one batch at a time, or a file of them checked row by row first. */
export function BatchReceivePage() {
  return (
    <Tabs
      items={[
        { key: 'one', label: '逐个入库', children: <ReceiveOne /> },
        { key: 'file', label: '表格导入', children: <ReceiveFile /> },
      ]}
    />
  );
}
