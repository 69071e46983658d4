import { Suspense, useEffect, useLayoutEffect } from 'react';
import { useUserBase } from '../api/get-user-base';
import { FeedbackLayer } from './feedback';
import { Link } from './link';
import { chooseDesktop, desktopTwin, mPaths } from './paths';
import { goBack, matchPath, restoredScroll, usePhoneLocation } from './router';
import { phoneRoutes, type Tab } from './routes';
import styles from './shell.module.css';

// 24×24 outlines: home, grid, cart, person.
const TABS: readonly { tab: Tab; to: string; label: string; icon: string }[] = [
  { tab: 'home', to: mPaths.home, label: '首页', icon: 'M3 11l9-8 9 8M5 10v10h5v-6h4v6h5V10' },
  { tab: 'search', to: mPaths.list, label: '全部商品', icon: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z' },
  {
    tab: 'cart',
    to: mPaths.cart,
    label: '购物车',
    icon: 'M2 3h3l3 12h11l2-8H6M9 20a1 1 0 100-2 1 1 0 000 2M18 20a1 1 0 100-2 1 1 0 000 2',
  },
  { tab: 'login', to: mPaths.login, label: '我的', icon: 'M12 12a4 4 0 100-8 4 4 0 000 8M4 21c0-4 4-6 8-6s8 2 8 6' },
];

/** Puts a page 返回 came back to where the buyer had scrolled it, once the page has drawn. */
function ScrollRestore() {
  useLayoutEffect(() => {
    const y = restoredScroll();
    if (y > 0) window.scrollTo(0, y);
  }, []);
  return null;
}

function NotFound() {
  return (
    <div className={styles.notFound}>
      <p>页面不存在，或手机版还没有这个页面</p>
      <Link to={mPaths.home} className={styles.primary}>
        返回首页
      </Link>
    </div>
  );
}

/** The phone store's frame: a top bar (返回, title, 电脑版), the page, and the tab bar, inside the screen's safe areas. */
export function Shell() {
  const location = usePhoneLocation();
  const found = phoneRoutes.map((route) => ({ route, params: matchPath(route.pattern, location.pathname) })).find((m) => m.params);
  const { data: user } = useUserBase({ enabled: true });
  const title = found?.route.title ?? '页面不存在';

  useEffect(() => {
    document.title = found?.route.tab === 'home' ? '药采云 手机版' : `${title} - 药采云`;
  }, [found, title]);

  const Page = found?.route.Page;
  const pageKey = location.pathname + location.search;
  return (
    <div className={styles.shell}>
      <header className={styles.top}>
        {found?.route.back !== false ? (
          <button type="button" className={styles.back} aria-label="返回" onClick={() => goBack(mPaths.home)}>
            ‹
          </button>
        ) : (
          <span className={styles.brand}>药采云</span>
        )}
        <h1 className={styles.title}>{found?.route.back === false ? '' : title}</h1>
        <a className={styles.desktop} href={desktopTwin(location.pathname, location.search)} onClick={chooseDesktop}>
          电脑版
        </a>
      </header>
      <main className={styles.main}>
        <Suspense fallback={<p className={styles.loading}>加载中…</p>}>
          {Page && found?.params ? <Page key={pageKey} params={found.params} /> : <NotFound />}
          {/* A key of its own: a sibling with the page's key made React keep the old page beside the new one. */}
          <ScrollRestore key={`scroll:${pageKey}`} />
        </Suspense>
      </main>
      <nav className={styles.tabs} aria-label="手机版导航">
        {TABS.map(({ tab, to, label, icon }) => (
          // 我的 is the member's page once logged in, the login page before.
          <Link
            key={tab}
            to={tab === 'login' && user ? mPaths.my : to}
            className={styles.tab}
            aria-current={found?.route.tab === tab ? 'page' : undefined}
          >
            <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true">
              <path d={icon} />
            </svg>
            <span>
              {tab === 'login' && !user ? '登录' : label}
              {tab === 'cart' && user && user.cart > 0 ? <span className={styles.badge}>{user.cart > 99 ? '99+' : user.cart}</span> : null}
            </span>
          </Link>
        ))}
      </nav>
      <FeedbackLayer />
    </div>
  );
}
