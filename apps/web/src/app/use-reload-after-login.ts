import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { takeReloadAfterLogin } from '../features/auth/lib/reload-after-login';
import { pageLocation } from '../lib/browser/page-location';

/** Spec section 4: the flag the login page leaves makes the page it lands on reload once. */
export function useReloadAfterLogin(): void {
  const { key } = useLocation();
  useEffect(() => {
    if (takeReloadAfterLogin()) pageLocation.reload();
  }, [key]);
}
