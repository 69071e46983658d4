import { Button, Input, Space, Typography } from 'antd';
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
