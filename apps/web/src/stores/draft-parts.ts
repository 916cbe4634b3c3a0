import * as z from 'zod/mini';

/**
 * The stores whose data makes the user's draft (stores/draft-sync.ts): the entry stepper and the
 * impact analysis. Each registers itself (the analysis from app/user-stores.ts) as a part that
 * can be read, put back and watched, the way stores register their reset (reset-stores.ts).
 */
export interface DraftPart {
  /** The store's persisted data now (what its localStorage copy holds). */
  read(): unknown;
  /** The store's data before anything was entered. */
  initial(): unknown;
  /** The version of the persisted shape; a draft of another version is migrated first. */
  version(): number;
  /** Puts saved data back, migrated and checked by the store's schema; false when unreadable. */
  restore(state: unknown, version: number): boolean;
  /** Calls back when the persisted data changed (not on other state changes). */
  subscribe(onChange: () => void): () => void;
}

const parts = new Map<string, DraftPart>();
const listeners = new Set<(name: string, part: DraftPart) => void>();

export function registerDraftPart(name: string, part: DraftPart): void {
  parts.set(name, part);
  for (const listener of listeners) listener(name, part);
}

export function draftParts(): ReadonlyMap<string, DraftPart> {
  return parts;
}

/** Calls back for each part registered from now on (the sync watches late registrations too). */
export function onDraftPartRegistered(listener: (name: string, part: DraftPart) => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** JSON with the keys of every object sorted: the same data gives the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** The parts of a zustand store with persist that a draft part needs. */
interface PersistedStore<TState> {
  getState(): TState;
  getInitialState(): TState;
  setState(partial: Partial<TState>): void;
  subscribe(listener: () => void): () => void;
  persist: {
    getOptions(): {
      partialize?: (state: TState) => unknown;
      version?: number;
      migrate?: (persisted: unknown, version: number) => unknown;
    };
  };
}

/** A draft part made of a store persisted with stores/persist-options.ts, and its schema. */
export function persistedDraftPart<TState, TStored>(
  store: PersistedStore<TState>,
  schema: z.ZodMiniType<TStored>,
): DraftPart {
  const options = () => store.persist.getOptions();
  const partialize = (state: TState) => options().partialize?.(state) ?? state;
  const read = () => partialize(store.getState());
  return {
    read,
    initial: () => partialize(store.getInitialState()),
    version: () => options().version ?? 0,
    restore(state, version) {
      const current = options().version ?? 0;
      let migrated = state;
      try {
        if (version !== current) migrated = options().migrate?.(state, version) ?? state;
      } catch {
        return false;
      }
      const parsed = z.safeParse(schema, migrated);
      if (!parsed.success) return false;
      store.setState(parsed.data as Partial<TState>);
      return true;
    },
    subscribe(onChange) {
      let last = canonicalJson(read());
      return store.subscribe(() => {
        const now = canonicalJson(read());
        if (now === last) return;
        last = now;
        onChange();
      });
    },
  };
}
