import { ConfigProvider, Result } from 'antd';
import { Navigate, Route, Routes } from 'react-router';
import { useStaffMe } from './api/session';
import { NoAccess, RoleGate } from './components/role-gate';
import { adminTheme } from './layout/admin-theme';
import { AdminLayout } from './layout/admin-layout';
import { adminHref, pagesFor } from './layout/side-menu';
import { AdminLoginPage } from './login/admin-login-page';
import { adminPages } from './pages';

/** /admin itself: the first page the member may open. */
function ConsoleHome() {
  const { data } = useStaffMe();
  const first = data && pagesFor(data.roles).find((p) => !p.hidden);
  return first ? <Navigate to={adminHref(first)} replace /> : <NoAccess />;
}

/** The console's route tree, under the console's own theme. */
export function AdminApp() {
  return (
    <ConfigProvider theme={adminTheme}>
      <Routes>
        <Route path="login" element={<AdminLoginPage />} />
        <Route element={<AdminLayout />}>
          <Route index element={<ConsoleHome />} />
          {adminPages.map(({ path, roles, Component }) => (
            <Route
              key={path}
              path={path}
              element={
                <RoleGate roles={roles} fallback={<NoAccess />}>
                  <Component />
                </RoleGate>
              }
            />
          ))}
          <Route path="*" element={<Result status="404" title="页面不存在" />} />
        </Route>
      </Routes>
    </ConfigProvider>
  );
}
