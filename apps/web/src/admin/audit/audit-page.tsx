import type { AuditEntry } from '@yc/contracts';
import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { formatSecondsTime } from '../../lib/format/time';
import { PagedTable, usePageState } from '../components/paged-table';
import { useStaffList } from '../staff/api';
import { actionText, AUDIT_ACTION_TEXT, AUDIT_ENTITY_TEXT, entityText } from './action-text';
import { useAuditLog, type AuditFilter } from './api';
import { ChangeDiff } from './change-diff';

interface FilterForm {
  staff_id?: number;
  action?: string;
  entity?: string;
  entity_id?: string;
  range?: [Dayjs, Dayjs];
}

const toFilter = (f: FilterForm): AuditFilter => ({
  staff_id: f.staff_id,
  action: f.action?.trim() || undefined,
  entity: f.entity?.trim() || undefined,
  entity_id: f.entity_id?.trim() || undefined,
  start_time: f.range?.[0].format('YYYY-MM-DD'),
  end_time: f.range?.[1].format('YYYY-MM-DD'),
});

/** Who changed what and when, with each change's before and after: administrators read and filter it. */
export function AuditPage() {
  const [page, setPage] = usePageState();
  const [filter, setFilter] = useState<AuditFilter>({});
  const log = useAuditLog({ ...filter, ...page });
  const members = useStaffList({ page: 1, page_size: 100 });
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Form<FilterForm>
        layout="inline"
        onFinish={(values) => {
          setFilter(toFilter(values));
          setPage({ ...page, page: 1 });
        }}
      >
        <Form.Item name="staff_id" label="操作人">
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="全部"
            style={{ width: 140 }}
            options={members.data?.list.map((m) => ({ value: m.id, label: m.name }))}
          />
        </Form.Item>
        <Form.Item name="action" label="操作">
          <Select allowClear placeholder="全部" style={{ width: 160 }} options={Object.entries(AUDIT_ACTION_TEXT).map(([value, label]) => ({ value, label }))} />
        </Form.Item>
        <Form.Item name="entity" label="对象类型">
          <Select allowClear placeholder="全部" style={{ width: 140 }} options={Object.entries(AUDIT_ENTITY_TEXT).map(([value, label]) => ({ value, label }))} />
        </Form.Item>
        <Form.Item name="entity_id" label="对象编号">
          <Input allowClear style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="range" label="日期">
          <DatePicker.RangePicker />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          查询
        </Button>
      </Form>
      <PagedTable<AuditEntry>
        rowKey="id"
        loading={log.isFetching}
        data={log.data}
        page={page}
        onPage={setPage}
        expandable={{ expandedRowRender: (r) => <ChangeDiff before={r.before} after={r.after} /> }}
        columns={[
          { title: '时间', dataIndex: 'at', width: 170, render: (at: number) => formatSecondsTime(at) },
          { title: '操作人', dataIndex: 'staff_name', width: 140 },
          { title: '操作', dataIndex: 'action', render: (a: string) => actionText(a) },
          { title: '对象', key: 'entity', render: (_, r) => `${entityText(r.entity)} #${r.entity_id}` },
        ]}
      />
    </Space>
  );
}
