import { Navigate, Outlet, useLocation } from 'react-router';
import { loginPathFor } from '../config/paths';
import { sessionExpiredHere } from '../stores/session-actions';
import { useSessionStore } from '../stores/session-store';

/**
 * Guards routes that need login: without a session it redirects to /login with the full path
 * (path, query and hash) as the redirect query (spec part 1 §4 'Auth guard').
 */
export function RequireAuth() {
  const isLoggedIn = useSessionStore((s) => s.isLoggedIn);
  const signingOutFrom = useSessionStore((s) => s.signingOutFrom);
  const location = useLocation();
  if (!isLoggedIn) {
    // A deliberate logout is on its way elsewhere; do not add a redirect round trip.
    if (signingOutFrom === location.pathname) return null;
    const redirect = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={loginPathFor(redirect, { expired: sessionExpiredHere() })} replace />;
  }
  return <Outlet />;
}
