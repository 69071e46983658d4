import { Button, Popconfirm, Space, Typography } from 'antd';
import type { ReactNode } from 'react';

/** A list row's 编辑 and 删除 (asked first), with the row's other actions between them. */
export function RowActions({
  onEdit,
  onDelete,
  what,
  children,
}: {
  onEdit(): void;
  onDelete?: () => void;
  what?: string;
  children?: ReactNode;
}) {
  return (
    <Space size={4} wrap>
      <Button size="small" type="link" onClick={onEdit}>
        编辑
      </Button>
      {children}
      {onDelete && (
        <Popconfirm title={`确定删除${what ? `「${what}」` : ''}吗？`} okText="删除" cancelText="取消" onConfirm={onDelete}>
          <Button size="small" type="link" danger>
            删除
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}

/** A cell of a name and, under it, what tells it apart. */
export const TwoLines = ({ main, sub }: { main: ReactNode; sub: ReactNode }) => (
  <>
    <div>{main}</div>
    <Typography.Text type="secondary">{sub}</Typography.Text>
  </>
);
