import { Outlet, ScrollRestoration } from 'react-router';
import { SiteFooter } from '../layouts/footer/site-footer';
import { LoginHeader } from '../layouts/header/login-header';
import { SiteHeader } from '../layouts/header/site-header';
import { RightToolbar } from '../layouts/toolbar/right-toolbar';
import { useSessionLoader } from '../layouts/use-session-loader';
import { useRouteMeta } from './route-meta';
import styles from './root-layout.module.css';
import { usePageTitle } from './use-page-title';
import { usePageView } from './use-page-view';
import { useReloadAfterLogin } from './use-reload-after-login';

/** Draws the chrome the matched route asks for and runs what every route change needs (spec section 2). */
export function RootLayout() {
  const meta = useRouteMeta();
  usePageTitle(meta.title);
  usePageView(meta.name);
  useReloadAfterLogin();
  useSessionLoader(meta.name);

  return (
    <div className={meta.toolbar ? styles.withToolbar : undefined}>
      {meta.header &&
        (meta.headerStyle === 'login' ? (
          <LoginHeader title={meta.title} />
        ) : (
          <SiteHeader showSearch={meta.headerSearch !== false} showCart={meta.headerCart !== false} />
        ))}
      <main className={styles.main}>
        <Outlet />
      </main>
      {meta.footer && <SiteFooter />}
      {meta.toolbar && <RightToolbar />}
      <ScrollRestoration getKey={(location) => location.key} />
    </div>
  );
}
