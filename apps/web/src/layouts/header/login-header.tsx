import { Logo } from './logo';
import styles from './login-header.module.css';

/** The login-style header of login and registration: the logo and the page's title, nothing to wander off to. */
export function LoginHeader({ title }: { title: string }) {
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <Logo />
        <span className={styles.title}>{title}</span>
      </div>
    </header>
  );
}
