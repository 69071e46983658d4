import { Layout, Result, Spin } from 'antd';
import { Suspense } from 'react';
import { matchRoutes, Outlet, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { useStaffMe } from '../api/session';
import { useConsoleTitle } from '../lib/title';
import { adminPages } from '../pages';
import styles from './admin-layout.module.css';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';

const Loading = () => (
  <div className={styles.loading}>
    <Spin size="large" />
  </div>
);

/** Side menu, top bar and the page; a visitor without a console session is sent to /admin/login by the HTTP layer. */
export function AdminLayout() {
  const me = useStaffMe();
  const { pathname } = useLocation();
  // Ranked as the router ranks them: orders/after-sales wins over orders/:id.
  const page = matchRoutes(
    adminPages.map((p) => ({ path: `${paths.admin}/${p.path}`, page: p })),
    pathname,
  )?.[0]?.route.page;
  const title = page?.label ?? '页面不存在';
  useConsoleTitle(title);

  if (me.isError) return <Result status="warning" title="未能读取登录信息" subTitle="请刷新页面重试" />;
  if (!me.data) return <Loading />;
  return (
    <Layout className={styles.shell}>
      <Layout.Sider width={208} breakpoint="lg">
        <div className={styles.brand}>
          药采云 <small>管理后台</small>
        </div>
        <SideMenu roles={me.data.roles} />
      </Layout.Sider>
      <Layout>
        <TopBar title={title} me={me.data} />
        <Layout.Content className={styles.content}>
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
