import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { pathTo } from '../app/paths';
import { endSession } from '../stores/session-actions';
import { useSessionStore } from '../stores/session-store';

/**
 * Logs out (spec part 1 §4) and lands on `to` (default /login). The session ends while the
 * navigation may still be loading the next page; `signingOutFrom` keeps the guard of the page
 * being left from redirecting to /login?redirect=... in between.
 */
export function useLogout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    async (to: string = pathTo('login')) => {
      useSessionStore.getState().setSigningOutFrom(pathname);
      await navigate(to, { replace: true });
      endSession();
    },
    [navigate, pathname],
  );
}

/** Mounted once in the layout: a logout is settled once another page than the one left shows. */
export function useSettleSignOut() {
  const { pathname } = useLocation();
  const signingOutFrom = useSessionStore((s) => s.signingOutFrom);
  const isLoggedIn = useSessionStore((s) => s.isLoggedIn);
  useEffect(() => {
    if (signingOutFrom !== null && !isLoggedIn && pathname !== signingOutFrom) {
      useSessionStore.getState().setSigningOutFrom(null);
    }
  }, [pathname, signingOutFrom, isLoggedIn]);
}
