import { useEffect } from 'react';
import { create } from 'zustand';
import { APP_TITLE } from '../../hooks/use-document-title';
import type { PageContext } from './types';

export type { PageContext } from './types';

interface PageContextState {
  /** What the page on screen published; null when it published nothing. */
  context: PageContext | null;
  /** Who published it: only that page's unmount clears it. */
  owner: object | null;
  publish(owner: object, context: PageContext): void;
  clear(owner: object): void;
}

export const usePageContextStore = create<PageContextState>()((set, get) => ({
  context: null,
  owner: null,
  publish: (owner, context) => set({ owner, context }),
  clear: (owner) => {
    if (get().owner === owner) set({ owner: null, context: null });
  },
}));

/**
 * Publishes what the current page shows, for the chatbot (spec part 1 §3 'Page context'): set
 * when the page mounts or its data changes, cleared when it unmounts. Call it in route modules.
 */
export function usePageContext(context: PageContext): void {
  // Pages re-render often (every keystroke of a form); the context counts only when it changed.
  const key = JSON.stringify(context);
  useEffect(() => {
    const owner = {};
    usePageContextStore.getState().publish(owner, JSON.parse(key) as PageContext);
    return () => usePageContextStore.getState().clear(owner);
  }, [key]);
}

/** The page's title from the browser tab ("<title> | Alpine Food Hub"), or the app's name. */
function pageTitle(): string {
  const suffix = ` | ${APP_TITLE}`;
  const title = document.title;
  return title.endsWith(suffix) ? title.slice(0, -suffix.length) : title || APP_TITLE;
}

/** The context sent with a chat message: the published one, else the route's title alone. */
export function currentPageContext(): PageContext {
  const published = usePageContextStore.getState().context;
  if (published) return published;
  return {
    currentPageName: pageTitle(),
    currentPageInstruction: `The user is on the page "${pageTitle()}" (${window.location.pathname}).`,
    availablePageData: null,
  };
}
