import { mayDo } from '@yc/contracts';
import { Link, Outlet, useLocation } from 'react-router';
import { PageContainer } from '../../components/ui/page-container';
import { Spinner } from '../../components/ui/spinner';
import { Tag } from '../../components/ui/tag';
import { useMyRoles } from '../../api/get-my-roles';
import { useUserBase } from '../../api/get-user-base';
import { useSessionStore } from '../../stores/session';
import { useVisitorToLogin } from '../use-visitor-to-login';
import { isEntryActive, MEMBER_MENU, type MenuEntry } from './member-menu';
import styles from './member-centre-layout.module.css';

function SideMenu() {
  const { pathname } = useLocation();
  const role = useMyRoles().data?.role;
  // An entry its role may not use stays hidden until the role is known.
  const shown = (entry: MenuEntry) => !entry.permission || (role !== undefined && mayDo(role, entry.permission));
  return (
    <nav className={styles.menu} aria-label="会员中心菜单">
      {/* A group none of whose entries the role may use (企业管理 for a 采购员) goes with them. */}
      {MEMBER_MENU.filter((group) => group.to || group.entries.some(shown)).map((group) => (
        <div key={group.title} className={styles.group}>
          {group.to ? (
            <Link
              to={group.to}
              className={`${styles.groupTitle} ${styles.groupLink} ${pathname === group.to ? styles.active : ''}`}
              aria-current={pathname === group.to ? 'page' : undefined}
            >
              {group.title}
            </Link>
          ) : (
            <h2 className={styles.groupTitle}>{group.title}</h2>
          )}
          {group.entries.length > 0 && (
            <ul className={styles.entries}>
              {group.entries.filter(shown).map((entry) => {
                const active = isEntryActive(entry, pathname);
                return (
                  <li key={entry.to}>
                    <Link
                      to={entry.to}
                      className={`${styles.entry} ${active ? styles.active : ''}`}
                      aria-current={active ? 'page' : undefined}
                    >
                      {entry.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      ))}
    </nav>
  );
}

function MemberCard() {
  const user = useSessionStore((state) => state.user);
  return (
    <div className={styles.card}>
      {/* The store's picture, or the first character of its name in its place. */}
      <span className={styles.avatar}>
        {user?.face ? <img src={user.face} alt="" width={48} height={48} /> : (user?.company.slice(0, 1) ?? '会')}
      </span>
      <div className={styles.cardText}>
        <strong className={styles.company} title={user?.company}>
          {user?.company ?? '会员中心'}
        </strong>
        {user && (
          <Tag color="gold" className={styles.rank}>
            {user.rank}
          </Tag>
        )}
      </div>
    </div>
  );
}

/**
 * The member centre's frame: side menu and content. It loads the session user itself, since the
 * header skips that load on the member centre and WeChat pages (spec section 5), and sends a
 * visitor to log in.
 */
export function MemberCentreLayout() {
  useUserBase({ enabled: true });
  useVisitorToLogin();
  const status = useSessionStore((state) => state.status);

  return (
    <PageContainer>
      <div className={styles.frame}>
        <aside className={styles.side}>
          <MemberCard />
          <SideMenu />
        </aside>
        <div className={styles.content}>
          {status === 'member' ? (
            <Outlet />
          ) : (
            <div className={styles.waiting}>
              <Spinner size="large" description="正在确认登录状态..." />
            </div>
          )}
        </div>
      </div>
    </PageContainer>
  );
}
