import { Modal } from 'antd';
import { QualificationUploadForm } from './qualification-upload-form';

interface QualificationUploadDialogProps {
  open: boolean;
  initialType?: string;
  onClose: () => void;
}

/** The upload form in a dialog (/zzzj); it closes once the certificate is filed. */
export function QualificationUploadDialog({ open, initialType, onClose }: QualificationUploadDialogProps) {
  return (
    <Modal title="上传资质证件" open={open} onCancel={onClose} footer={null} destroyOnHidden width={600}>
      <QualificationUploadForm initialType={initialType} onUploaded={onClose} onCancel={onClose} />
    </Modal>
  );
}
