import type { QualityReport } from '@yc/contracts';
import { Modal } from 'antd';

/** One batch's 检验报告 picture in a dialog, with a link to open it at full size. */
export function QualityReportDialog({ report, onClose }: { report: QualityReport; onClose(): void }) {
  return (
    <Modal open title={`检验报告（批号 ${report.batch}）`} footer={null} width={720} onCancel={onClose}>
      <div style={{ textAlign: 'center' }}>
        <img src={report.url} alt={`${report.name} 批号 ${report.batch} 检验报告`} style={{ maxWidth: '100%' }} />
        <p>
          <a href={report.url} target="_blank" rel="noopener noreferrer">
            在新窗口中打开
          </a>
        </p>
      </div>
    </Modal>
  );
}
