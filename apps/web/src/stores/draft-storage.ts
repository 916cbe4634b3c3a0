import { canonicalJson, draftParts } from './draft-parts';

/**
 * What the draft sync keeps in this browser (stores/draft-sync.ts), beside the stores' own copies:
 *
 * - the sync mark (`foodhub-draft-sync`): whose data the stores hold, when it last changed and a
 *   hash of what the server last confirmed, so unsynced work is known across reloads;
 * - the stash (`foodhub-draft-stash`): the unsynced work of a session that ended without a logout
 *   (a 401, an expired cookie), set aside under its user's id before the stores are reset, until
 *   that user logs in again (or another user does: then it is deleted).
 */
export const DRAFT_SYNC_KEY = 'foodhub-draft-sync';
export const DRAFT_STASH_KEY = 'foodhub-draft-stash';
/** Raise when the draft's shape changes; a part's own version travels inside it. */
export const DRAFT_FORMAT = 1;

/** The draft as PUT /me/draft keeps it: every part's persisted data with its version. */
export interface DraftData {
  format: number;
  parts: Record<string, { version: number; state: unknown }>;
}

export interface SyncMark {
  user: string;
  /** When the stores' data last changed (this browser's clock). */
  changedAt: number;
  /** The hash of the data the server last confirmed; null when it has none of it. */
  syncedHash: string | null;
}

export interface Stash {
  user: string;
  /** When the stashed data last changed: it wins over a server draft saved before. */
  savedAt: number;
  data: DraftData;
}

/** The draft of the stores as they are now. */
export function collectDraft(): DraftData {
  const parts: DraftData['parts'] = {};
  for (const [name, part] of draftParts()) {
    parts[name] = { version: part.version(), state: part.read() };
  }
  return { format: DRAFT_FORMAT, parts };
}

/** True when no part holds anything but its initial data. */
export function isBlankDraft(data: DraftData): boolean {
  return [...draftParts()].every(
    ([name, part]) =>
      data.parts[name] === undefined ||
      canonicalJson(data.parts[name].state) === canonicalJson(part.initial()),
  );
}

/** Puts a saved draft back into the stores; true when any part was read. Unreadable parts stay. */
export function applyDraft(data: unknown): boolean {
  if (!data || typeof data !== 'object') return false;
  const { format, parts } = data as Partial<DraftData>;
  if (format !== DRAFT_FORMAT || !parts || typeof parts !== 'object') return false;
  let applied = false;
  for (const [name, part] of draftParts()) {
    const saved = (parts as Record<string, unknown>)[name];
    if (!saved || typeof saved !== 'object') continue;
    const { version, state } = saved as { version?: unknown; state?: unknown };
    if (typeof version !== 'number') continue;
    if (part.restore(state, version)) applied = true;
    else console.warn(`The saved draft of ${name} could not be read`);
  }
  return applied;
}

/** A short hash of the data (FNV-1a of its canonical JSON): equal data, equal hash. */
export function hashOf(data: DraftData): string {
  const text = canonicalJson(data);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${(hash >>> 0).toString(36)}-${text.length.toString(36)}`;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function readJson(key: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(key) ?? 'null');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function writeJson(key: string, value: unknown): void {
  try {
    storage()?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or denied: the work then only lives in the stores and the server's draft.
  }
}

function remove(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing was kept either.
  }
}

export function readSyncMark(): SyncMark | null {
  const mark = readJson(DRAFT_SYNC_KEY);
  if (typeof mark?.user !== 'string' || typeof mark.changedAt !== 'number') return null;
  const syncedHash = typeof mark.syncedHash === 'string' ? mark.syncedHash : null;
  return { user: mark.user, changedAt: mark.changedAt, syncedHash };
}

export function writeSyncMark(mark: SyncMark): void {
  writeJson(DRAFT_SYNC_KEY, mark);
}

export function removeSyncMark(): void {
  remove(DRAFT_SYNC_KEY);
}

export function readStash(): Stash | null {
  const stash = readJson(DRAFT_STASH_KEY);
  if (typeof stash?.user !== 'string' || typeof stash.savedAt !== 'number') return null;
  if (!stash.data || typeof stash.data !== 'object') return null;
  return { user: stash.user, savedAt: stash.savedAt, data: stash.data as DraftData };
}

export function writeStash(stash: Stash): void {
  writeJson(DRAFT_STASH_KEY, stash);
}

export function removeStash(): void {
  remove(DRAFT_STASH_KEY);
}
