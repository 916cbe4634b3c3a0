import type { PersistOptions } from 'zustand/middleware';
import * as z from 'zod/mini';
import { noteDroppedStore } from './dropped-stores';

interface Options<TState, TStored> {
  /** The localStorage key. */
  name: string;
  /** Raise it when the stored shape changes, and say in `migrate` how older copies carry over. */
  version: number;
  /** The stored shape; a copy that does not match it is dropped whole, never half-read. */
  schema: z.ZodMiniType<TStored>;
  /** What of the state is stored. */
  partialize(state: TState): TStored;
  /** Turns an older version's copy into the current shape; it is then checked by the schema. */
  migrate?(stored: unknown, version: number): unknown;
}

/**
 * The persist options every user-data store uses: versioned, migrated, checked by its schema.
 * A copy that fails the check is removed and the user is told their saved entries were reset.
 */
export function persistOptions<TState, TStored>({
  name,
  version,
  schema,
  partialize,
  migrate = (stored) => stored,
}: Options<TState, TStored>): PersistOptions<TState, TStored> {
  return {
    name,
    version,
    partialize,
    migrate: (stored, storedVersion) => migrate(stored, storedVersion) as TStored,
    merge: (stored, current) => {
      if (stored === undefined || stored === null) return current;
      const read = z.safeParse(schema, stored);
      if (read.success) return { ...current, ...read.data };
      console.warn(`The saved ${name} could not be read and was reset`, read.error.issues);
      try {
        window.localStorage.removeItem(name);
      } catch {
        // Storage denied: nothing was kept either.
      }
      noteDroppedStore(name);
      return current;
    },
  };
}
