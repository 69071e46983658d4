import { ShoppingCartOutlined } from '@ant-design/icons';
import { CART_BADGE_CAP } from '@yc/contracts';
import { Link } from 'react-router';
import { CountBadge } from '../../components/ui/count-badge';
import { paths } from '../../config/paths';
import { useSessionStore } from '../../stores/session';
import styles from './cart-button.module.css';

/** 我的购物车 with the number of lines in the cart. */
export function CartButton() {
  const count = useSessionStore((state) => state.user?.cart ?? 0);
  return (
    <Link to={paths.cart} className={styles.cart}>
      <ShoppingCartOutlined className={styles.icon} />
      <span>我的购物车</span>
      <CountBadge count={count} overflowCount={CART_BADGE_CAP} showZero className={styles.badge} />
    </Link>
  );
}
