import { Spin } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginHref } from '../../../config/paths';
import { useSessionStore } from '../../../stores/session';

/** Pages of a member's own data (favourites, history): a visitor is sent to log in and brought back. */
export function RequireMember({ children }: { children: ReactNode }) {
  const status = useSessionStore((state) => state.status);
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    if (status === 'visitor') navigate(loginHref(location.pathname + location.search), { replace: true });
  }, [status, navigate, location.pathname, location.search]);
  if (status !== 'member') {
    return (
      <div style={{ padding: '120px 0', textAlign: 'center' }}>
        <Spin description="正在确认登录状态..." size="large">
          <div style={{ height: 60 }} />
        </Spin>
      </div>
    );
  }
  return <>{children}</>;
}
