import { Table } from 'antd';
import { formatTime } from '../../lib/format/time';
import { fieldText, valueText } from './action-text';

type Snapshot = Record<string, unknown> | null;

const asRecord = (value: unknown): Snapshot =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : value === null || value === undefined ? null : { value };

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A field's value as a reader takes it: times formatted, codes named, lists joined. */
function show(field: string, value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'boolean') return value ? '是' : '否';
  if (typeof value === 'string') return ISO_TIME.test(value) ? formatTime(value) : valueText(field, value);
  if (Array.isArray(value)) return value.map((v) => show(field, v)).join('、') || '—';
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** The fields an audit row's change touched: before and after side by side, changed ones first. */
export function ChangeDiff({ before, after }: { before: unknown; after: unknown }) {
  const b = asRecord(before);
  const a = asRecord(after);
  const keys = [...new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])];
  const rows = keys
    .map((key) => ({ key, before: show(key, b?.[key]), after: show(key, a?.[key]) }))
    .sort((x, y) => Number(x.before === x.after) - Number(y.before === y.after));
  return (
    <Table
      size="small"
      pagination={false}
      dataSource={rows}
      rowClassName={(r) => (r.before === r.after ? '' : 'ant-table-row-selected')}
      columns={[
        { title: '字段', dataIndex: 'key', width: 200, render: (key: string) => fieldText(key) },
        { title: '修改前', dataIndex: 'before' },
        { title: '修改后', dataIndex: 'after' },
      ]}
    />
  );
}
