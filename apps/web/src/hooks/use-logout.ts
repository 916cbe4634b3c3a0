import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginPathFor, pathTo } from '../config/paths';
import { setUnauthorizedHandler } from '../lib/api-client';
import { draftHooks } from '../stores/draft-hooks';
import { endSession, expireSession } from '../stores/session-actions';
import { useSessionStore } from '../stores/session-store';

/**
 * Logs out (spec part 1 §4) and lands on `to` (default /login). What the user entered and the
 * draft sync has not saved yet is saved first (at most a few seconds), so the reset loses
 * nothing. The session ends while the navigation may still be loading the next page;
 * `signingOutFrom` keeps the guard of the page being left from redirecting to
 * /login?redirect=... in between.
 */
export function useLogout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    async (to: string = pathTo('login')) => {
      await draftHooks.flushDraft();
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

/**
 * Mounted once in the layout: any 401 on an authenticated call (spec part 1 §4, §8) ends the
 * session and shows /login saying the session expired, with the page to come back to; the
 * user's stepper and analysis data stay for their next login.
 */
export function useExpireOnUnauthorized() {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef('');
  useEffect(() => {
    here.current = `${location.pathname}${location.search}${location.hash}`;
  }, [location]);
  useEffect(() => {
    setUnauthorizedHandler(() => {
      const redirect = here.current;
      expireSession();
      // Already on /login (a stale call finishing): nothing to come back to.
      if (!redirect.startsWith(pathTo('login'))) {
        void navigate(loginPathFor(redirect, { expired: true }), { replace: true });
      }
    });
    return () => setUnauthorizedHandler(() => {});
  }, [navigate]);
}
