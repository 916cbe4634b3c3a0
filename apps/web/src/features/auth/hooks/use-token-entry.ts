import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { safeRedirect } from '../../../config/paths';
import { draftHooks } from '../../../stores/draft-hooks';
import { startSession } from '../../../stores/session-actions';

/**
 * Token-based entry (spec part 1 §4): /login#access_token=...&ga_user_id=...&redirect=...
 * resets the stores, saves the token, sets the analytics id when given and goes on. The token
 * travels in the fragment so it never reaches a server log or a Referer header. An invalid token
 * is caught by the first authenticated call (401 -> logout).
 */
export function readTokenEntry(hash: string) {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const token = params.get('access_token');
  if (!token || !/^[\w-]+\.[\w-]+\.[\w-]+$/.test(token)) return null;
  return { token, gaUserId: params.get('ga_user_id'), redirect: params.get('redirect') };
}

export function useTokenEntry(searchRedirect: string | null): boolean {
  const navigate = useNavigate();
  const { hash } = useLocation();
  const entry = readTokenEntry(hash);
  const handled = useRef(false);
  useEffect(() => {
    if (!entry || handled.current) return;
    handled.current = true;
    startSession(entry.token, entry.gaUserId);
    void draftHooks
      .draftRestored()
      .then(() => navigate(safeRedirect(entry.redirect ?? searchRedirect), { replace: true }));
  }, [entry, navigate, searchRedirect]);
  return entry !== null;
}
