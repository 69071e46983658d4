import { Form, InputNumber, Modal, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { showServerErrors } from '../../components/ui/form/server-errors';

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

/** Whether an editor that needs the row's detail may open: a new row at once, an existing one once its detail is the one loaded. */
export const detailReady = (editing: { open: boolean; row?: { id: number } | null }, detail: { id: number } | undefined) =>
  editing.open && (!editing.row || detail?.id === editing.row.id);

interface EditModalProps<V> {
  title: string;
  open: boolean;
  initialValues?: Partial<V>;
  /** Resolves once saved (the modal closes); a refusal keeps it open with what was typed. */
  onSubmit(values: V): Promise<unknown>;
  onClose(): void;
  width?: number;
  /** The fields a refusal's 422 messages are shown under. */
  fields?: readonly string[];
  children: ReactNode | ((form: FormInstance<V>) => ReactNode);
}

/** A console form in a modal: 保存 submits it, and it starts afresh each time it opens. */
export function EditModal<V extends object>({
  title,
  open,
  initialValues,
  onSubmit,
  onClose,
  width = 560,
  fields = [],
  children,
}: EditModalProps<V>) {
  const [form] = Form.useForm<V>();
  const [saving, setSaving] = useState(false);
  const submit = async (values: V) => {
    setSaving(true);
    try {
      await onSubmit(values);
      onClose();
    } catch (error) {
      // The HTTP layer has shown why; the modal stays open with what was typed.
      showServerErrors(form, error, fields);
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
