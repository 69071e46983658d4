import { Button, DatePicker, Form, Modal, Radio } from 'antd';
import { ORDER_EXPORT_MAX_DAYS, type OrderExportFormat } from '@yc/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { apiUrl } from '../../../lib/api-url';
import { apiDay } from '../../../lib/format/time';
import { orderExportPath } from '../api/export-orders';

type Range = [Dayjs, Dayjs];

/** Days the export may not cover: the future, and anything further than its longest span from the first day picked. */
const outOfReach = (day: Dayjs, from: Dayjs | undefined) =>
  day.isAfter(dayjs(), 'day') || (from !== undefined && Math.abs(day.diff(from, 'day')) >= ORDER_EXPORT_MAX_DAYS);

interface ErpExportDialogProps {
  onClose(): void;
}

/** 导出发货明细 on /order: the batches shipped in the days picked, as .xlsx or CSV for the store's ERP to receive goods by. */
export function ErpExportDialog({ onClose }: ErpExportDialogProps) {
  const [range, setRange] = useState<Range>(() => [dayjs().startOf('month'), dayjs()]);
  const [format, setFormat] = useState<OrderExportFormat>('xlsx');
  const href = apiUrl(orderExportPath({ from: apiDay(range[0]), to: apiDay(range[1]), format }));
  return (
    <Modal
      title="导出发货明细（ERP入库）"
      open
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <Button key="export" type="primary" href={href} download onClick={onClose}>
          导出
        </Button>,
      ]}
    >
      <Form layout="vertical">
        <Form.Item
          label="发货日期"
          extra={`每个发货批次一行：订单编号、商品编码、通用名、规格、生产厂家、批准文号、批号、生产日期、有效期至、单位、数量、单价、金额。一次最多${ORDER_EXPORT_MAX_DAYS}天。`}
        >
          <DatePicker.RangePicker
            aria-label="发货日期"
            value={range}
            allowClear={false}
            disabledDate={(day, info) => outOfReach(day, info.from)}
            onChange={(value) => {
              if (value?.[0] && value[1]) setRange([value[0], value[1]]);
            }}
          />
        </Form.Item>
        <Form.Item label="文件格式">
          <Radio.Group
            aria-label="文件格式"
            value={format}
            onChange={(e) => setFormat(e.target.value as OrderExportFormat)}
            options={[
              { value: 'xlsx', label: 'Excel（.xlsx）' },
              { value: 'csv', label: 'CSV（UTF-8）' },
            ]}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
