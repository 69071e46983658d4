import { useEffect } from 'react';
import { useUserBase } from '../api/get-user-base';
import { useSessionStore } from '../stores/session';

// Spec section 5: these pages load the user themselves (member centre, WeChat binding) or have none (login).
const SKIP_USER_LOAD: ReadonlySet<string> = new Set(['user_hyzx', 'login', 'zhzx_bdwx']);

/** Loads the session user for the header and toolbar and keeps the session store in step with it. */
export function useSessionLoader(routeName: string): void {
  const { data, isSuccess, isError } = useUserBase({ enabled: !SKIP_USER_LOAD.has(routeName) });
  const setUser = useSessionStore((state) => state.setUser);
  useEffect(() => {
    if (isSuccess) setUser(data);
    // A failed load leaves the header as a visitor's rather than empty.
    else if (isError) setUser(null);
  }, [data, isSuccess, isError, setUser]);
}
