import type { AuditEntry } from '@yc/contracts';
import { DatePicker, Form, Input, Select, Space } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { dayRangeFilter } from '../../lib/format/time';
import { FilterForm, FilterSelect } from '../components/list-bar';
import { QueryTable, timeColumn, usePageState } from '../components/paged-table';
import { optionsOf } from '../lib/options';
import { useStaffList } from '../staff/api/staff';
import { actionText, AUDIT_ACTION_TEXT, AUDIT_ENTITY_TEXT, entityText } from './action-text';
import { useAuditLog, type AuditFilter } from './api/audit-log';
import { ChangeDiff } from './change-diff';

interface FilterValues {
  staff_id?: number;
  action?: string;
  entity?: string;
  entity_id?: string;
  range?: [Dayjs, Dayjs];
}

const toFilter = (f: FilterValues): AuditFilter => ({
  staff_id: f.staff_id,
  action: f.action?.trim() || undefined,
  entity: f.entity?.trim() || undefined,
  entity_id: f.entity_id?.trim() || undefined,
  ...dayRangeFilter(f.range),
});

/** Who changed what and when, with each change's before and after: administrators read and filter it. */
export function AuditPage() {
  const [page, setPage] = usePageState();
  const [filter, setFilter] = useState<AuditFilter>({});
  const log = useAuditLog({ ...filter, ...page });
  const members = useStaffList({ page: 1, page_size: 100 });
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <FilterForm<FilterValues>
        onFilter={(values) => {
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
          <FilterSelect width={160} options={optionsOf(Object.keys(AUDIT_ACTION_TEXT), AUDIT_ACTION_TEXT)} />
        </Form.Item>
        <Form.Item name="entity" label="对象类型">
          <FilterSelect width={140} options={optionsOf(Object.keys(AUDIT_ENTITY_TEXT), AUDIT_ENTITY_TEXT)} />
        </Form.Item>
        <Form.Item name="entity_id" label="对象编号">
          <Input allowClear style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="range" label="日期">
          <DatePicker.RangePicker />
        </Form.Item>
      </FilterForm>
      <QueryTable<AuditEntry>
        query={log}
        page={page}
        onPage={setPage}
        expandable={{ expandedRowRender: (r) => <ChangeDiff before={r.before} after={r.after} /> }}
        columns={[
          timeColumn<AuditEntry>('时间', 'at', 170),
          { title: '操作人', dataIndex: 'staff_name', width: 140 },
          { title: '操作', dataIndex: 'action', render: (a: string) => actionText(a) },
          { title: '对象', key: 'entity', render: (_, r) => `${entityText(r.entity)} #${r.entity_id}` },
        ]}
      />
    </Space>
  );
}
