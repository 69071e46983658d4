import { Modal, type FormInstance, type ModalProps } from 'antd';

interface FormDialogProps extends Pick<ModalProps, 'title' | 'width' | 'okText' | 'okButtonProps' | 'children'> {
  /** The form the OK button submits. */
  form: FormInstance;
  /** While what the form sent is under way: the OK button spins. */
  busy: boolean;
  onClose(): void;
}

/** A form in a dialog that is open while rendered: its OK button submits the form, 取消 closes it. */
export function FormDialog({ form, busy, onClose, ...modal }: FormDialogProps) {
  return <Modal {...modal} open onCancel={onClose} onOk={() => form.submit()} cancelText="取消" confirmLoading={busy} />;
}
