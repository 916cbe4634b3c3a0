import { ACCESS_TOKEN_COOKIE } from '../../../config/browser-storage';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { userInfoQueryOptions } from '../../../api/user-info';
import { safeRedirect } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { readCookie } from '../../../lib/cookies';
import { accountLanguageApplied } from '../../../stores/account-language';
import { draftHooks } from '../../../stores/draft-hooks';
import { endServerSession, endSession, startSession } from '../../../stores/session-actions';
import { useSessionStore } from '../../../stores/session-store';
import { tokenSubject } from '../../../stores/work-owner';
import { getLinkAccount } from '../api/link-account';

/**
 * Token-based entry (spec part 1 §4): /login#access_token=...&ga_user_id=...&redirect=... The
 * token travels in the fragment so it never reaches a server log or a Referer header.
 */
export function readTokenEntry(hash: string) {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const token = params.get('access_token');
  if (!token || !/^[\w-]+\.[\w-]+\.[\w-]+$/.test(token)) return null;
  return { token, gaUserId: params.get('ga_user_id'), redirect: params.get('redirect') };
}

/** Where a sign-in link stands: being checked, asking, or refused. */
export type TokenEntryStep =
  | { kind: 'checking' }
  /** currentEmail: the account signed in now, when there is one and it could be read. */
  | { kind: 'confirm'; linkEmail: string; currentEmail: string | null }
  | { kind: 'invalid' }
  /** The link could not be checked (no connection, a server error). */
  | { kind: 'failed' };

export interface TokenEntry {
  step: TokenEntryStep;
  /** Continue was chosen: the session is being switched. */
  accepting: boolean;
  accept(): Promise<void>;
  cancel(): void;
  retry(): void;
}

/**
 * A sign-in link never switches accounts silently: the account it opens is read with its token
 * and the user is asked, naming the account signed in now when it is another one. Only Continue
 * starts the link's session (a different account signed in now is logged out first, its work
 * saved); Cancel keeps the current session, or none, and drops the fragment. Null without a link.
 */
export function useTokenEntry(searchRedirect: string | null): TokenEntry | null {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const entry = useMemo(() => readTokenEntry(hash), [hash]);
  const isLoggedIn = useSessionStore((s) => s.isLoggedIn);
  const [accepting, setAccepting] = useState(false);
  const link = useQuery({
    queryKey: ['sign-in-link', entry?.token ?? ''],
    queryFn: () => getLinkAccount(entry!.token),
    enabled: entry !== null,
    retry: false,
    gcTime: 0,
  });
  const current = useQuery({
    ...userInfoQueryOptions(),
    enabled: entry !== null && isLoggedIn && !accepting,
  });
  if (!entry) return null;

  const step = entryStep(link, isLoggedIn ? current : null);
  const cancel = () => void navigate({ pathname, search }, { replace: true });
  return {
    step,
    accepting,
    cancel,
    retry: () => void link.refetch(),
    async accept() {
      if (accepting) return;
      setAccepting(true);
      const signedIn = readCookie(ACCESS_TOKEN_COOKIE);
      if (signedIn && tokenSubject(signedIn) !== tokenSubject(entry.token)) {
        // Another account is signed in: it logs out as Logout does, its unsaved work saved.
        await draftHooks.flushDraft();
        await endServerSession();
        endSession();
      }
      startSession(entry.token, entry.gaUserId);
      await Promise.all([draftHooks.draftRestored(), accountLanguageApplied()]);
      await navigate(safeRedirect(entry.redirect ?? searchRedirect), { replace: true });
    },
  };
}

interface AccountQuery {
  data?: { email: string };
  error: unknown;
  isFetching: boolean;
  isLoading: boolean;
}

function entryStep(link: AccountQuery, current: AccountQuery | null): TokenEntryStep {
  // isFetching: also while Try again asks anew after a failure.
  if (link.isFetching || current?.isLoading) return { kind: 'checking' };
  if (link.error) {
    const { error } = link;
    const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
    return { kind: refused ? 'invalid' : 'failed' };
  }
  return {
    kind: 'confirm',
    linkEmail: link.data?.email ?? '',
    currentEmail: current?.data?.email ?? null,
  };
}
