import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginPathFor, pathTo } from '../config/paths';
import { setUnauthorizedHandler, type Unauthorized } from '../lib/api-client';
import { draftHooks } from '../stores/draft-hooks';
import { endServerSession, endSession, expireSession } from '../stores/session-actions';
import { useSessionStore } from '../stores/session-store';
import { readWorkOwner } from '../stores/work-owner';

/**
 * Logs out (spec part 1 §4) and lands on `to` (default /login). What the user entered and the
 * draft sync has not saved yet is saved first (at most a few seconds), so the reset loses
 * nothing; then the server ends the session, so its token is refused from then on (a few seconds
 * at most, and a failure keeps nobody signed in). The session ends while the navigation may
 * still be loading the next page; `signingOutFrom` keeps the guard of the page being left from
 * redirecting to /login?redirect=... in between.
 */
export function useLogout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(
    async (to: string = pathTo('login')) => {
      await draftHooks.flushDraft();
      await endServerSession();
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
 * Whether a 401 ends a session: one the call's token was refused for, or one the app still
 * believes in while the call went without a token (the cookie expired, or was removed, under an
 * open tab), or one that ended without a logout and left its owner's data here. A visitor's 401
 * on a public page is the caller's alone (a wrong password is answered by the login form).
 */
export function unauthorizedEndsSession({ tokenSent }: Unauthorized): boolean {
  return tokenSent || useSessionStore.getState().isLoggedIn || readWorkOwner() !== null;
}

/**
 * Mounted once in the layout: a 401 of a signed-in user (spec part 1 §4, §8; see
 * unauthorizedEndsSession) ends the session and shows /login saying the session expired, with
 * the page to come back to; the user's stepper and analysis data stay for their next login.
 */
export function useExpireOnUnauthorized() {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef('');
  useEffect(() => {
    here.current = `${location.pathname}${location.search}${location.hash}`;
  }, [location]);
  useEffect(() => {
    setUnauthorizedHandler((event) => {
      if (!unauthorizedEndsSession(event)) return;
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
