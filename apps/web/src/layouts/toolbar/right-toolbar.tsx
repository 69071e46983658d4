import { MessageOutlined, ShoppingCartOutlined, UserOutlined, VerticalAlignTopOutlined, WechatOutlined } from '@ant-design/icons';
import { CART_BADGE_CAP, DRAWER_WIDTH_CLOSED, DRAWER_WIDTH_OPEN } from '@yc/contracts';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useRouteMeta } from '../../app/route-meta';
import { CountBadge } from '../../components/ui/count-badge';
import { HoverPopover, HoverTooltip } from '../../components/ui/hover-popup';
import { QrCode } from '../../components/ui/qr-code';
import { paths } from '../../config/paths';
import { useCartTotal } from '../../features/cart/api/get-cart-total';
import { ChatEntry } from '../../features/chat/components/chat-entry';
import { useSiteLinks } from '../../features/content/api/get-site-links';
import { useCartDrawerStore } from '../../lib/cart-events';
import { useSessionStore } from '../../stores/session';
import { CartDrawer } from './cart-drawer';
import { useHeaderBottom } from './use-header-bottom';
import styles from './right-toolbar.module.css';

const STEP_1 = 'cart_step1';
/**
 * The cart pages, where the drawer is forced closed (spec section 4: the cart page, /cart, is step 1
 * itself, so the drawer would only repeat the lines beside them).
 */
const DRAWER_FORCED_CLOSED: ReadonlySet<string> = new Set([STEP_1, 'cart_step2', 'cart_step3', 'cart_step4', 'cart_hm']);

/** Open or closed by the cart button; the cart pages keep it shut. */
function useDrawerOpen(routeName: string): [boolean, (open: boolean) => void] {
  const { open, setOpen } = useCartDrawerStore();
  const forcedClosed = DRAWER_FORCED_CLOSED.has(routeName);
  useEffect(() => {
    if (forcedClosed) setOpen(false);
  }, [forcedClosed, setOpen]);
  return [open && !forcedClosed, setOpen];
}

/** The right-edge toolbar of spec section 2; its cart button opens the cart drawer (40 px closed, 310 px open). */
export function RightToolbar() {
  const user = useSessionStore((state) => state.user);
  const member = useSessionStore((state) => state.status) === 'member';
  const wechatUrl = useSiteLinks().data?.miniprogram_url ?? '';
  const routeName = useRouteMeta().name;
  const [open, setOpen] = useDrawerOpen(routeName);
  const headerBottom = useHeaderBottom(open);
  const count = useCartTotal({ enabled: member }).data?.total ?? user?.cart ?? 0;
  // Spec section 2: no badge on step 1, where the cart itself is on the page.
  const badge = routeName === STEP_1 ? null : <CountBadge count={count} overflowCount={CART_BADGE_CAP} size="small" />;
  const cartLabel = (
    <>
      <ShoppingCartOutlined aria-hidden />
      <span className={styles.vertical}>购物车</span>
      {badge}
    </>
  );

  return (
    <aside className={styles.toolbar} style={{ width: open ? DRAWER_WIDTH_OPEN : DRAWER_WIDTH_CLOSED }} aria-label="侧边工具栏">
      <CartDrawer open={open} top={headerBottom} member={member} onClose={() => setOpen(false)} />
      <div className={styles.rail} style={{ width: DRAWER_WIDTH_CLOSED }}>
        <div className={styles.middle}>
          <HoverTooltip title="会员中心" placement="left" block>
            <Link to={paths.user} className={styles.item} aria-label="会员中心">
              <UserOutlined />
            </Link>
          </HoverTooltip>
          {DRAWER_FORCED_CLOSED.has(routeName) ? (
            <Link to={paths.cart} className={`${styles.item} ${styles.cart}`}>
              {cartLabel}
            </Link>
          ) : (
            <button
              type="button"
              className={`${styles.item} ${styles.cart} ${open ? styles.active : ''}`}
              aria-expanded={open}
              onClick={() => setOpen(!open)}
            >
              {cartLabel}
            </button>
          )}
          <HoverTooltip title="我的消息" placement="left" block>
            <Link to={paths.wdxx} className={styles.item}>
              <span className={styles.visuallyHidden}>我的消息</span>
              <CountBadge count={user?.message_count ?? 0} size="small">
                <MessageOutlined aria-hidden className={styles.icon} />
              </CountBadge>
            </Link>
          </HoverTooltip>
          <ChatEntry className={styles.item} iconClassName={styles.icon} />
        </div>
        <div className={styles.bottom}>
          <HoverPopover
            block
            content={
              <div className={styles.qr}>
                <QrCode text={wechatUrl} size={120} label="微信小程序码" />
                <p>微信扫一扫</p>
              </div>
            }
            placement="left"
          >
            <button type="button" className={styles.item} aria-label="微信">
              <WechatOutlined />
            </button>
          </HoverPopover>
          <HoverTooltip title="返回顶部" placement="left" block>
            <button
              type="button"
              className={styles.item}
              aria-label="返回顶部"
              onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
            >
              <VerticalAlignTopOutlined />
            </button>
          </HoverTooltip>
        </div>
      </div>
    </aside>
  );
}
