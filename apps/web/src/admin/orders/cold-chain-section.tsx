/**
 * The 冷链 record of an order (issue 37): its cold lines and range, the readings at dispatch and on
 * arrival (out-of-range rows red), and for the warehouse a reading form and the logger's CSV upload.
 */
import {
  COLD_CHAIN_FILE_MAX_BYTES,
  COLD_CHAIN_STAGE_TEXT,
  COLD_CHAIN_STAGES,
  coldChainText,
  type ColdChainRecord,
  type ColdChainStage,
} from '@yc/contracts';
import { Button, Card, DatePicker, Form, InputNumber, Select, Space, Table, Tag, Upload, type TableProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { formatSecondsTime } from '../../lib/format/time';
import { RoleGate } from '../components/role-gate';
import { useAddReadings, useColdChain, useUploadLog } from './api/cold-chain';

type Reading = ColdChainRecord['readings'][number];

/** The readings table both sides show: time, stage, °C, out-of-range rows in red. */
const readingColumns: TableProps<Reading>['columns'] = [
  { title: '时间', dataIndex: 'time', render: (t: number) => formatSecondsTime(t) },
  { title: '环节', dataIndex: 'stage', render: (s: ColdChainStage) => COLD_CHAIN_STAGE_TEXT[s] },
  {
    title: '温度',
    dataIndex: 'temp_c',
    render: (t: number, r) => <span style={r.out_of_range ? { color: '#cf1322' } : undefined}>{`${t}℃`}</span>,
  },
  { title: '', dataIndex: 'out_of_range', render: (o: number) => (o ? <Tag color="red">超标</Tag> : null) },
];

/** The 冷链 badge of an order's title: its range, or nothing for an ordinary order. */
export function ColdChainTag({ orderId }: { orderId: number }) {
  const record = useColdChain(orderId).data;
  return record?.cold_chain ? <Tag color="blue">{`冷链 ${coldChainText(record.cold_chain)}`}</Tag> : null;
}

interface ReadingForm {
  stage: ColdChainStage;
  time: Dayjs;
  temp_c: number;
}

function ReadingEntry({ orderId }: { orderId: number }) {
  const add = useAddReadings(orderId);
  const upload = useUploadLog(orderId);
  const [form] = Form.useForm<ReadingForm>();
  const [stage, setStage] = useState<ColdChainStage>('dispatch');
  const stages = COLD_CHAIN_STAGES.map((s) => ({ value: s, label: COLD_CHAIN_STAGE_TEXT[s] }));
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Form<ReadingForm>
        form={form}
        layout="inline"
        initialValues={{ stage: 'dispatch', time: dayjs() }}
        onFinish={(v) =>
          add.mutate(
            { stage: v.stage, readings: [{ time: v.time.unix(), temp_c: v.temp_c }] },
            { onSuccess: () => form.setFieldValue('temp_c', undefined) },
          )
        }
      >
        <Form.Item name="stage" label="环节">
          <Select aria-label="测温环节" options={stages} style={{ width: 90 }} onChange={setStage} />
        </Form.Item>
        <Form.Item name="time" label="时间" rules={[{ required: true, message: '请填写测温时间' }]}>
          <DatePicker aria-label="测温时间" showTime format="YYYY-MM-DD HH:mm" />
        </Form.Item>
        <Form.Item name="temp_c" label="温度" rules={[{ required: true, message: '请填写温度' }]}>
          <InputNumber aria-label="温度" min={-50} max={60} step={0.1} precision={1} suffix="℃" />
        </Form.Item>
        <Button htmlType="submit" loading={add.isPending}>
          记录温度
        </Button>
      </Form>
      <Upload
        accept=".csv,text/csv"
        showUploadList={false}
        beforeUpload={(file) => {
          // The server bounds it too; this spares sending a file it would refuse.
          if (file.size <= COLD_CHAIN_FILE_MAX_BYTES) upload.mutate({ stage, file });
          return false;
        }}
      >
        <Button loading={upload.isPending}>{`导入温度记录仪 CSV（${COLD_CHAIN_STAGE_TEXT[stage]}，时间,温度）`}</Button>
      </Upload>
    </Space>
  );
}

export function ColdChainSection({ orderId, editable }: { orderId: number; editable: boolean }) {
  const record = useColdChain(orderId).data;
  if (!record?.cold_chain) return null;
  return (
    <Card
      title={
        <Space>
          冷链温度记录
          <Tag color="blue">{coldChainText(record.cold_chain)}</Tag>
          {record.out_of_range > 0 && <Tag color="red">{`超标 ${record.out_of_range} 条`}</Tag>}
          {record.refusal && <Tag color="orange">{`买家拒收：${record.refusal.reason}`}</Tag>}
        </Space>
      }
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <span>冷链商品：{record.lines.map((l) => `第${l.line}行 ${l.name}（${coldChainText(l.cold_chain)}）`).join('、')}</span>
        <Table<Reading>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={record.readings}
          columns={readingColumns}
          onRow={(r) => (r.out_of_range ? { style: { color: '#cf1322' } } : {})}
          locale={{ emptyText: '暂无温度记录' }}
        />
        {editable && (
          <RoleGate roles={['warehouse']}>
            <ReadingEntry orderId={orderId} />
          </RoleGate>
        )}
      </Space>
    </Card>
  );
}
