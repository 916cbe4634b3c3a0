import {
  hashKey,
  type QueryClient,
  type QueryFunction,
  type QueryKey,
} from '@tanstack/react-query';

/**
 * Server answers that must survive a reload (the match, the providers, the product and its
 * impacts, the transport result) are kept in localStorage under their query key, so the same
 * question is never sent twice, reloads included (docs/decisions.md 24). Each entry carries a
 * version: an entry of another version, or one that does not parse, is dropped and asked again.
 */
export const PERSISTED_QUERY_PREFIX = 'foodhub-answer:';
/** Raise when a persisted answer's shape changes: older entries are then dropped. */
export const PERSISTED_QUERY_VERSION = 1;
/** An answer older than this is asked again. */
export const PERSISTED_QUERY_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Answers kept per kind of question (the first element of the key); the oldest go first. */
const KEEP_PER_KIND = 5;

interface StoredAnswer {
  v: number;
  at: number;
  data: unknown;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const storageKeyOf = (queryKey: QueryKey) =>
  `${PERSISTED_QUERY_PREFIX}${String(queryKey[0])}:${hashKey(queryKey)}`;

/**
 * The entry read last, with its key and the text it was read from: a query asks for its kept
 * answer and for that answer's age one after the other, and a match answer in every language is
 * large, so the same text is parsed once. Another key or another text is parsed anew.
 */
let lastRead: { key: string; raw: string; parsed: Partial<StoredAnswer> | null } | null = null;

function parseStored(key: string, raw: string): Partial<StoredAnswer> | null {
  if (lastRead?.key === key && lastRead.raw === raw) return lastRead.parsed;
  let parsed: Partial<StoredAnswer> | null = null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value === 'object' && value !== null) parsed = value as Partial<StoredAnswer>;
  } catch {
    // Not JSON: dropped by the caller like any unreadable entry.
  }
  lastRead = { key, raw, parsed };
  return parsed;
}

function readAnswer(key: string): StoredAnswer | null {
  const store = storage();
  const raw = store?.getItem(key);
  if (!raw) return null;
  const parsed = parseStored(key, raw);
  const fresh =
    parsed !== null &&
    parsed.v === PERSISTED_QUERY_VERSION &&
    typeof parsed.at === 'number' &&
    Date.now() - parsed.at < PERSISTED_QUERY_MAX_AGE_MS &&
    parsed.data !== undefined;
  if (fresh) return parsed as StoredAnswer;
  store?.removeItem(key);
  return null;
}

/** Every key of the storage starting with a prefix, read before anything is removed. */
function keysStartingWith(store: Storage, prefix: string): string[] {
  const keys: string[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  return keys;
}

function writeAnswer(key: string, data: unknown): void {
  const store = storage();
  if (!store) return;
  const kindPrefix = key.slice(0, key.indexOf(':', PERSISTED_QUERY_PREFIX.length) + 1);
  const siblings = keysStartingWith(store, kindPrefix)
    .filter((other) => other !== key)
    .map((other) => ({ key: other, at: readAnswer(other)?.at ?? 0 }))
    .sort((a, b) => b.at - a.at);
  for (const old of siblings.slice(KEEP_PER_KIND - 1)) store.removeItem(old.key);
  try {
    store.setItem(key, JSON.stringify({ v: PERSISTED_QUERY_VERSION, at: Date.now(), data }));
  } catch {
    // Storage full or denied: the answer stays in memory only.
  }
}

/**
 * Query options kept across reloads: an answer kept for the same key is the query's initial
 * data (no request; `enabled: false` readers see it too); a new answer is kept. Failures are
 * never kept. Use with `staleTime: Infinity`: an answer to one key does not change.
 */
export function withPersistence<T, TKey extends QueryKey>(options: {
  queryKey: TKey;
  queryFn: QueryFunction<T, TKey>;
  /** Whether an answer is worth keeping (an answer standing in for a failure is not). */
  keep?: (data: T) => boolean;
}) {
  const { keep = () => true, ...query } = options;
  const key = storageKeyOf(options.queryKey);
  const fetcher = options.queryFn;
  return {
    ...query,
    queryFn: (async (context) => {
      const data = await fetcher(context);
      if (keep(data)) writeAnswer(key, data);
      return data;
    }) as QueryFunction<T, TKey>,
    initialData: () => readAnswer(key)?.data as T | undefined,
    initialDataUpdatedAt: () => readAnswer(key)?.at,
  };
}

/**
 * Holds an answer obtained another way (saved with the account) as the answer to a question: in
 * the cache and, like an answer fetched by the query, kept across reloads.
 */
export function keepAnswer(queryClient: QueryClient, queryKey: QueryKey, data: unknown): void {
  queryClient.setQueryData(queryKey, data);
  writeAnswer(storageKeyOf(queryKey), data);
}

/** Forgets every kept answer (logout, login, Clear All Data). */
export function clearPersistedAnswers(): void {
  lastRead = null;
  const store = storage();
  if (!store) return;
  for (const key of keysStartingWith(store, PERSISTED_QUERY_PREFIX)) store.removeItem(key);
}

/** The answer to this key held in the cache, else kept in storage; undefined when neither. */
export function heldAnswer<T>(queryClient: QueryClient, queryKey: QueryKey): T | undefined {
  return (
    queryClient.getQueryData<T>(queryKey) ??
    (readAnswer(storageKeyOf(queryKey))?.data as T | undefined)
  );
}

/** True when an answer to this key is kept (in storage) or held (in the cache). */
export function hasAnswer(queryClient: QueryClient, queryKey: QueryKey): boolean {
  return (
    queryClient.getQueryData(queryKey) !== undefined || readAnswer(storageKeyOf(queryKey)) !== null
  );
}
