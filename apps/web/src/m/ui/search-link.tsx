import { Link } from '../link';
import { mPaths } from '../paths';
import { ScanButton } from './scan-button';
import styles from './search-link.module.css';

/** The search bar of the home and the list: a tap opens the search page, where the keyboard and suggestions are; 扫码 beside it. */
export function SearchLink({ keywords }: { keywords?: string }) {
  return (
    <div className={styles.row}>
      <Link to={keywords ? `${mPaths.search}?${new URLSearchParams({ keywords }).toString()}` : mPaths.search} className={styles.bar}>
        <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
          <path d="M11 18a7 7 0 100-14 7 7 0 000 14M16 16l5 5" />
        </svg>
        <span className={keywords ? styles.text : styles.placeholder}>{keywords || '搜索药名、拼音首字母或厂家'}</span>
      </Link>
      <ScanButton mode="open" />
    </div>
  );
}
