import { Spin } from 'antd';
import styles from './loading-page.module.css';

/** A bare page with a spinner, for hand-offs that need a moment. */
export function LoadingPage() {
  return (
    <div className={styles.loading}>
      <Spin size="large" description="加载中..." />
    </div>
  );
}
