import { Link } from 'react-router';
import { BRAND_NAME, BRAND_SLOGAN } from '../../config/brand';
import { paths } from '../../config/paths';
import styles from './logo.module.css';

export function Logo() {
  return (
    // Its name is the text it shows (brand and slogan), so speech input can say what the eye reads.
    <Link to={paths.home} className={styles.logo}>
      <span className={styles.name}>{BRAND_NAME}</span>
      <span className={styles.slogan}>{BRAND_SLOGAN}</span>
    </Link>
  );
}
