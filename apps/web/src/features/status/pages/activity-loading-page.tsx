import { Spin } from 'antd';
import styles from './loading-page.module.css';

/** Where /activity/... links land while their target is worked out. */
export function ActivityLoadingPage() {
  return (
    <div className={styles.loading}>
      <Spin size="large" description="正在进入活动..." />
    </div>
  );
}
