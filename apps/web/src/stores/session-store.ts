import { ACCESS_TOKEN_TTL_SECONDS } from '@foodhub/domain';
import { ACCESS_TOKEN_COOKIE } from '../config/browser-storage';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { deleteCookie, readCookie, writeCookie } from '../lib/cookies';

/** Auth session (spec part 1 §3): the token itself lives in the access_token cookie. */
interface SessionState {
  isLoggedIn: boolean;
  token: string | null;
  gaUserId: string | null;
  /**
   * The path a deliberate logout is leaving, until the page it leads to is shown: the guard of
   * that page then renders nothing instead of redirecting to /login?redirect=....
   */
  signingOutFrom: string | null;
  setSigningOutFrom(path: string | null): void;
  startSession(token: string, gaUserId?: string | null): void;
  endSession(): void;
  /** Re-reads the cookie: it may have expired while the tab was open. */
  syncFromCookie(): void;
}

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      isLoggedIn: readCookie(ACCESS_TOKEN_COOKIE) !== null,
      token: readCookie(ACCESS_TOKEN_COOKIE),
      gaUserId: null,
      signingOutFrom: null,
      setSigningOutFrom(path) {
        set({ signingOutFrom: path });
      },
      startSession(token, gaUserId) {
        writeCookie(ACCESS_TOKEN_COOKIE, token, ACCESS_TOKEN_TTL_SECONDS);
        set({ isLoggedIn: true, token, gaUserId: gaUserId ?? null, signingOutFrom: null });
      },
      endSession() {
        deleteCookie(ACCESS_TOKEN_COOKIE);
        set({ isLoggedIn: false, token: null, gaUserId: null });
      },
      syncFromCookie() {
        const token = readCookie(ACCESS_TOKEN_COOKIE);
        set((s) =>
          token ? { isLoggedIn: true, token } : { ...s, isLoggedIn: false, token: null },
        );
      },
    }),
    {
      name: 'session',
      // The token is never copied to localStorage: the cookie is its only home.
      partialize: (s) => ({ gaUserId: s.gaUserId }),
    },
  ),
);
