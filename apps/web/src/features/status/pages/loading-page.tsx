import { Spinner } from '../../../components/ui/spinner';
import styles from './loading-page.module.css';

/** A bare page with a spinner, for hand-offs that need a moment. */
export function LoadingPage() {
  return (
    <div className={styles.loading}>
      <Spinner size="large" description="加载中..." />
    </div>
  );
}
