import {
  CustomerServiceOutlined,
  MessageOutlined,
  ShoppingCartOutlined,
  UserOutlined,
  VerticalAlignTopOutlined,
  WechatOutlined,
} from '@ant-design/icons';
import { Badge, Popover, Tooltip } from 'antd';
import { CART_BADGE_CAP, DRAWER_WIDTH_CLOSED } from '@yc/contracts';
import { Link } from 'react-router';
import { QrCode } from '../../components/ui/qr-code';
import { paths } from '../../config/paths';
import { useSiteLinks } from '../../features/content/api/get-site-links';
import { useSessionStore } from '../../stores/session';
import { ChatContacts } from './chat-contacts';
import styles from './right-toolbar.module.css';

/** The right-edge toolbar of spec section 2, as wide as the closed cart drawer it will carry. */
export function RightToolbar() {
  const user = useSessionStore((state) => state.user);
  const wechatUrl = useSiteLinks().data?.miniprogram_url ?? '';

  return (
    <aside className={styles.toolbar} style={{ width: DRAWER_WIDTH_CLOSED }} aria-label="侧边工具栏">
      <div className={styles.middle}>
        <Tooltip title="会员中心" placement="left">
          <Link to={paths.user} className={styles.item} aria-label="会员中心">
            <UserOutlined />
          </Link>
        </Tooltip>
        <Link to={paths.cart} className={`${styles.item} ${styles.cart}`} aria-label="购物车">
          <ShoppingCartOutlined />
          <span className={styles.vertical}>购物车</span>
          <Badge count={user?.cart ?? 0} overflowCount={CART_BADGE_CAP} size="small" />
        </Link>
        <Tooltip title="我的消息" placement="left">
          <Link to={paths.wdxx} className={styles.item} aria-label="我的消息">
            <Badge count={user?.message_count ?? 0} size="small" offset={[4, -4]}>
              <MessageOutlined className={styles.icon} />
            </Badge>
          </Link>
        </Tooltip>
        {user?.is_can_chat === 1 && (
          <Popover title="在线客服" content={<ChatContacts user={user} />} placement="left">
            <button type="button" className={styles.item} aria-label="在线客服">
              <CustomerServiceOutlined />
            </button>
          </Popover>
        )}
      </div>
      <div className={styles.bottom}>
        <Popover
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
        </Popover>
        <Tooltip title="返回顶部" placement="left">
          <button
            type="button"
            className={styles.item}
            aria-label="返回顶部"
            onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
          >
            <VerticalAlignTopOutlined />
          </button>
        </Tooltip>
      </div>
    </aside>
  );
}
