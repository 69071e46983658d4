import { Link } from 'react-router';
import { BRAND_NAME, BRAND_SLOGAN } from '../../config/brand';
import { paths } from '../../config/paths';
import styles from './logo.module.css';

export function Logo() {
  return (
    <Link to={paths.home} className={styles.logo} aria-label={`${BRAND_NAME}首页`}>
      <span className={styles.name}>{BRAND_NAME}</span>
      <span className={styles.slogan}>{BRAND_SLOGAN}</span>
    </Link>
  );
}
