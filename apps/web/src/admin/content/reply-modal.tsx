import { Form, Input } from 'antd';
import type { ReactNode } from 'react';
import { EditModal } from '../components/edit-modal';

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
      <Form.Item name="reply" label="回复内容" rules={[{ required: true, whitespace: true, message: '请输入回复内容' }]}>
        <Input.TextArea maxLength={1000} rows={4} showCount />
      </Form.Item>
    </EditModal>
  );
}
