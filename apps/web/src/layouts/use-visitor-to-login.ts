import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginHref } from '../config/paths';
import { useSessionStore } from '../stores/session';

/** Sends a visitor on a members-only page to log in, to be brought back here; `active` false leaves visitors be. */
export function useVisitorToLogin(active = true): void {
  const status = useSessionStore((state) => state.status);
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (active && status === 'visitor') navigate(loginHref(pathname + search), { replace: true });
  }, [active, status, navigate, pathname, search]);
}
