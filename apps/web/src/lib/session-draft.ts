import * as z from 'zod/mini';

/**
 * What a user typed and has not sent yet, kept in sessionStorage: a reload, or the login after an
 * expired session (docs/decisions.md 21), loses nothing, while closing the tab does. A draft is
 * read whole or dropped (an older or broken one is not half-used); storage that refuses leaves
 * the values to the page. A key holding an account's words names the account, so another
 * account signing in on the same tab never sees them.
 */
export function sessionDraft<S extends z.ZodMiniType>(schema: S) {
  function clear(key: string): void {
    try {
      sessionStorage.removeItem(key);
    } catch {
      // Storage refused: there is nothing to clear.
    }
  }
  return {
    read(key: string): z.output<S> | null {
      try {
        const stored = sessionStorage.getItem(key);
        if (stored === null) return null;
        const read = z.safeParse(schema, JSON.parse(stored));
        if (read.success) return read.data;
      } catch {
        // Not JSON, or storage refused: dropped below.
      }
      clear(key);
      return null;
    },
    save(key: string, values: z.input<S>): void {
      try {
        sessionStorage.setItem(key, JSON.stringify(values));
      } catch {
        // Storage full or refused: the values then last as long as the page.
      }
    },
    clear,
  };
}
