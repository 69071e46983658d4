import { AdminReplyBody } from '@yc/contracts';
import { Button, Form, Input, type TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import { zodRule } from '../../components/ui/form/zod-rule';
import { EditModal } from '../components/edit-modal';
import { timeColumn } from '../components/paged-table';

interface ReplyModalProps<V> {
  title: string;
  open: boolean;
  onClose(): void;
  initialValues: Partial<V>;
  onSubmit(values: V): Promise<unknown>;
  /** What is being answered, above the reply. */
  children: ReactNode;
}

/** Answering a store: what it wrote, and the reply it will read on its own page and in its messages. */
export function ReplyModal<V extends { reply: string }>({ children, ...modal }: ReplyModalProps<V>) {
  return (
    <EditModal<V> {...modal} width={640}>
      {children}
      <Form.Item name="reply" label="回复内容" required rules={[zodRule(AdminReplyBody.shape.reply)]}>
        <Input.TextArea maxLength={1000} rows={4} showCount />
      </Form.Item>
    </EditModal>
  );
}

interface Written {
  company: string;
  created_at: number;
  reply: string | null;
}

/** The columns of what a store wrote: the store first, then what it wrote, when, its state, and the reply button. */
export const replyColumns = <T extends Written>(
  written: TableColumnType<T>[],
  state: TableColumnType<T>,
  onReply: (row: T) => void,
): TableColumnType<T>[] => [
  { title: '门店', dataIndex: 'company', width: 180 },
  ...written,
  timeColumn<T>('提交时间', 'created_at'),
  { title: '状态', width: 90, ...state },
  {
    title: '操作',
    key: 'actions',
    width: 90,
    render: (_, row) => (
      <Button size="small" type="link" onClick={() => onReply(row)}>
        {row.reply ? '修改回复' : '回复'}
      </Button>
    ),
  },
];
