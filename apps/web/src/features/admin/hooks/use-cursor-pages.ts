import { useLocation, useSearchParams } from 'react-router';

/** What the history entry of a list page keeps: the cursors of the pages before it. */
interface PagesState {
  /** Oldest first; null is the first page (no cursor). */
  back: (string | null)[];
}

const isPagesState = (state: unknown): state is PagesState =>
  typeof state === 'object' &&
  state !== null &&
  Array.isArray((state as Partial<PagesState>).back) &&
  (state as PagesState).back.every((c) => c === null || typeof c === 'string');

/** The longest cursor the API takes (contracts listCursor); a longer one reads as none. */
const MAX_CURSOR = 4000;

/**
 * A console list paged by cursor (the API pages by key, not by number). The page shown is
 * ?cursor=… in the address, so Back and a reload show it again; the cursors of the pages before
 * it ride in the history entry's state, which is how Previous goes back without the API
 * having to page backwards. An address opened without that state (a bookmark) knows only the
 * first page before it: Previous leads there and the page number is not shown.
 */
/** The page's cursor in the address (?cursor=); none (the first page) when missing or too long. */
export function cursorOf(params: URLSearchParams): string | undefined {
  const raw = params.get('cursor');
  return raw && raw.length <= MAX_CURSOR ? raw : undefined;
}

export function useCursorPages() {
  const [params, setParams] = useSearchParams();
  const state: unknown = useLocation().state;
  const cursor = cursorOf(params);
  // The first page has nothing before it, whatever the history entry holds.
  const known = !cursor || (isPagesState(state) && state.back.length > 0);
  const back: (string | null)[] = !cursor ? [] : known && isPagesState(state) ? state.back : [null];

  const show = (next: string | null, nextBack: (string | null)[]) => {
    const nextParams = new URLSearchParams(params);
    if (next) nextParams.set('cursor', next);
    else nextParams.delete('cursor');
    setParams(nextParams, { state: { back: nextBack } satisfies PagesState });
  };

  return {
    cursor,
    /** From 1; undefined when the address did not say how deep the page is. */
    page: known ? back.length + 1 : undefined,
    hasPrevious: back.length > 0,
    next: (nextCursor: string) => show(nextCursor, [...back, cursor ?? null]),
    previous: () => {
      if (back.length > 0) show(back.at(-1) ?? null, back.slice(0, -1));
    },
  };
}

/** The two ways a list's total reads (translation keys, written out so the locale check finds them). */
export const TOTAL_TEXT_KEYS = {
  users: { exact: 'users.summary', capped: 'users.summaryCapped' },
  catalogue: { exact: 'catalogue.summary', capped: 'catalogue.summaryCapped' },
} as const;

/** How a list's total reads: exact, or '1,000+' once the API stopped counting. */
export function totalText(
  t: (key: string, options: Record<string, unknown>) => string,
  list: keyof typeof TOTAL_TEXT_KEYS,
  total: { total: number; totalCapped: boolean },
  format: (n: number) => string,
): string {
  const keys = TOTAL_TEXT_KEYS[list];
  return total.totalCapped
    ? t(keys.capped, { number: format(total.total) })
    : t(keys.exact, { count: total.total });
}
