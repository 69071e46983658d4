import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Msg } from '@yc/contracts';
import { modal } from '../../lib/http';
import { useSessionStore } from '../../stores/session';
import styles from './quality-notice.module.css';

/**
 * The store's quality-inspection notice (user/base quality_inspection) under the top bar, for members
 * while it has a message. Its link opens the inspection page; without a URL it shows the message as an
 * alert (spec section 8).
 */
export function QualityNotice() {
  const quality = useSessionStore((state) => state.user?.quality_inspection);
  if (!quality?.msg) return null;
  const { msg, quality_inspection_url: url } = quality;
  return (
    <div className={styles.bar} role="note" aria-label="质检说明">
      <div className={styles.inner}>
        <SafetyCertificateOutlined className={styles.icon} />
        <span className={styles.text} title={msg}>
          {msg}
        </span>
        {url ? (
          <a href={url} target="_blank" rel="noreferrer" className={styles.link}>
            查看质检报告
          </a>
        ) : (
          <button type="button" className={styles.link} onClick={() => modal.info({ title: Msg.ALERT_TITLE, content: msg })}>
            查看质检报告
          </button>
        )}
      </div>
    </div>
  );
}
