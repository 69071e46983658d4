import { Form, InputNumber, Modal, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';

/** Which row a list's editor has open: none, a new one, or an existing one. */
export function useEditing<T>() {
  const [editing, setEditing] = useState<{ row: T | null } | null>(null);
  return {
    /** The row being edited (null for a new one); undefined while the editor is closed. */
    row: editing ? editing.row : undefined,
    open: editing !== null,
    create: () => setEditing({ row: null }),
    edit: (row: T) => setEditing({ row }),
    close: () => setEditing(null),
  };
}

interface EditModalProps<V> {
  title: string;
  open: boolean;
  initialValues?: Partial<V>;
  /** Resolves once saved (the modal closes); a refusal keeps it open with what was typed. */
  onSubmit(values: V): Promise<unknown>;
  onClose(): void;
  width?: number;
  children: ReactNode | ((form: FormInstance<V>) => ReactNode);
}

/** A console form in a modal: 保存 submits it, and it starts afresh each time it opens. */
export function EditModal<V extends object>({ title, open, initialValues, onSubmit, onClose, width = 560, children }: EditModalProps<V>) {
  const [form] = Form.useForm<V>();
  const [saving, setSaving] = useState(false);
  const submit = async (values: V) => {
    setSaving(true);
    try {
      await onSubmit(values);
      onClose();
    } catch {
      // The HTTP layer has shown why; the modal stays open with what was typed.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      title={title}
      open={open}
      width={width}
      okText="保存"
      cancelText="取消"
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<V> form={form} layout="vertical" initialValues={initialValues} onFinish={submit} preserve={false}>
        {typeof children === 'function' ? children(form) : children}
      </Form>
    </Modal>
  );
}

/** The order a row shows in among its siblings. */
export const SortField = () => (
  <Form.Item name="sort" label="排序（越小越靠前）">
    <InputNumber min={0} precision={0} style={{ width: '100%' }} />
  </Form.Item>
);
