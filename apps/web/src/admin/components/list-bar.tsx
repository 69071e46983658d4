import { Button, Form, Input, Select, Space, Typography } from 'antd';
import type { ReactNode } from 'react';

interface ListBarProps {
  /** A search box and what it searches, when the list has one. */
  search?: { placeholder: string; onSearch(keywords: string): void };
  /** The button that adds a row, when the list takes new rows. */
  addLabel?: string;
  onAdd?: () => void;
  /** Filters, before the button. */
  children?: ReactNode;
  /** A hint after the button. */
  note?: ReactNode;
}

/** Above a console list: its search and filters, and the button that adds a row. */
export function ListBar({ search, addLabel, onAdd, children, note }: ListBarProps) {
  return (
    <Space wrap>
      {search && (
        <Input.Search
          placeholder={search.placeholder}
          allowClear
          enterButton="查询"
          style={{ width: 300 }}
          onSearch={(v) => search.onSearch(v.trim())}
        />
      )}
      {children}
      {addLabel && (
        <Button type="primary" onClick={onAdd}>
          {addLabel}
        </Button>
      )}
      {note && <Typography.Text type="secondary">{note}</Typography.Text>}
    </Space>
  );
}

interface FilterSelectProps<V> {
  /** The value and its setter; inside a Form.Item, the form gives them. */
  value?: V;
  onChange?: (value: NoInfer<V> | undefined) => void;
  options: { value: NoInfer<V>; label: string }[];
  /** What the cleared filter shows. */
  placeholder?: string;
  width?: number;
  'aria-label'?: string;
}

/** A list's filter by one field; cleared, it lists them all. */
export function FilterSelect<V extends string | number>({ placeholder = '全部', width = 120, ...select }: FilterSelectProps<V>) {
  return <Select<V> allowClear placeholder={placeholder} style={{ width }} {...select} />;
}

/** A list's filters as an inline form, applied by its 查询 button. */
export function FilterForm<V>({ onFilter, children }: { onFilter(values: V): void; children: ReactNode }) {
  return (
    <Form<V> layout="inline" onFinish={onFilter}>
      {children}
      <Button type="primary" htmlType="submit">
        查询
      </Button>
    </Form>
  );
}
