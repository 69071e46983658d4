import { Tag } from 'antd';
import { useQualifications } from '../api/get-qualifications';
import { QualificationUploadForm } from './qualification-upload-form';
import styles from './member.module.css';

const STATUS_COLOR: Record<string, string> = { pending: 'processing', passed: 'success', rejected: 'error' };

/** The upload form with what the store has filed so far: registration's last step. */
export function QualificationQuickUpload() {
  const { data } = useQualifications();
  return (
    <>
      {data && data.list.length > 0 && (
        <ul className={styles.filed} aria-label="已上传的资质">
          {data.list.map((q) => (
            <li key={q.id}>
              <Tag color={STATUS_COLOR[q.status] ?? 'default'}>{q.status_text}</Tag>
              {q.type}（{q.number}），有效期至 {q.expires_at ?? '长期'}
            </li>
          ))}
        </ul>
      )}
      <QualificationUploadForm submitText="上传并提交审核" />
    </>
  );
}
