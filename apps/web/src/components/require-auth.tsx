import { ACCESS_TOKEN_COOKIE } from '../config/browser-storage';
import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { GUARD_REDIRECT_STATE, loginPathFor } from '../config/paths';
import { readCookie } from '../lib/cookies';
import { expireSession, sessionExpiredHere } from '../stores/session-actions';
import { useSessionStore } from '../stores/session-store';

/**
 * Guards routes that need login: without a session it redirects to /login with the full path
 * (path, query and hash) as the redirect query (spec part 1 §4 'Auth guard'). A session whose
 * cookie is gone (it expired, or was removed, while the tab stayed open) has expired: it ends as
 * a 401 ends it, and the login page says so.
 */
export function RequireAuth() {
  const isLoggedIn = useSessionStore((s) => s.isLoggedIn);
  const signingOutFrom = useSessionStore((s) => s.signingOutFrom);
  const location = useLocation();
  const cookieGone = isLoggedIn && readCookie(ACCESS_TOKEN_COOKIE) === null;
  // Kept past the re-render the ended session causes, which renders the redirect again.
  const [cookieExpired, setCookieExpired] = useState(false);
  if (cookieGone && !cookieExpired) setCookieExpired(true);
  useEffect(() => {
    if (cookieGone) expireSession();
  }, [cookieGone]);
  if (!isLoggedIn || cookieGone) {
    // A deliberate logout is on its way elsewhere; do not add a redirect round trip.
    if (signingOutFrom === location.pathname) return null;
    const redirect = `${location.pathname}${location.search}${location.hash}`;
    const expired = cookieExpired || sessionExpiredHere();
    return (
      <Navigate to={loginPathFor(redirect, { expired })} state={GUARD_REDIRECT_STATE} replace />
    );
  }
  return <Outlet />;
}
