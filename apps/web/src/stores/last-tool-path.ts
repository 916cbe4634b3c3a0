import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { isToolPath, pathTo } from '../config/paths';
import { registerStoreReset } from './reset-stores';

/** sessionStorage key: the tool page the user was last on, for this tab's session. */
export const LAST_TOOL_PATH_STORAGE_KEY = 'foodhub-last-tool-path';

interface LastToolPathState {
  /** Path (with its query) of the last tool page visited; null before any. */
  path: string | null;
  remember(path: string): void;
  reset(): void;
}

export const useLastToolPathStore = create<LastToolPathState>()(
  persist(
    (set) => ({
      path: null,
      remember: (path) => set({ path }),
      reset: () => set({ path: null }),
    }),
    {
      name: LAST_TOOL_PATH_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      version: 1,
      partialize: (s) => ({ path: s.path }),
      // Only a tool page is ever taken from storage: nothing else can become the Tool link.
      merge: (stored, current) => {
        const path = (stored as { path?: unknown } | undefined)?.path;
        return typeof path === 'string' && isToolPath(path) ? { ...current, path } : current;
      },
    },
  ),
);

// Login and logout forget it with the rest of the user's data: the next person starts at step 1.
registerStoreReset(() => useLastToolPathStore.getState().reset());

/** Notes each tool page the user opens (called once, in the page shell). */
export function useRememberToolPath(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    if (isToolPath(pathname)) useLastToolPathStore.getState().remember(`${pathname}${search}`);
  }, [pathname, search]);
}

/** Where the Tool link leads: back to the tool page last visited, else the tool's start. */
export function useToolLinkTarget(): string {
  return useLastToolPathStore((s) => s.path) ?? pathTo('tool');
}
