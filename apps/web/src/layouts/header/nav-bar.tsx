import { HEADER_NAV_ITEMS, type NavItem } from '@yc/contracts';
import { SmartLink } from '../../components/ui/smart-link';
import styles from './nav-bar.module.css';

/** The header nav: at most 9 items (spec section 2); is_open 1 opens the item in a new tab. */
export function NavBar({ items }: { items: readonly NavItem[] }) {
  return (
    <nav aria-label="主导航" className={styles.nav}>
      <ul className={styles.list}>
        {items.slice(0, HEADER_NAV_ITEMS).map((item) => (
          <li key={item.id}>
            <SmartLink to={item.url} newTab={item.is_open === 1} className={styles.link}>
              {item.name}
            </SmartLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
