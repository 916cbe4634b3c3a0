import { useState } from 'react';
import * as z from 'zod/mini';
import { sessionDraft } from '../lib/session-draft';
import { useSessionStore } from '../stores/session-store';
import { tokenSubject } from '../stores/work-owner';

const textFields = sessionDraft(z.record(z.string(), z.string()));

/**
 * A short form's text fields kept as the signed-in account's draft under `name` (what the form
 * is for: 'offer:<provider>:<solution>'): the values to start from, `keep` for each change and
 * `drop` once it is sent. Without a session nothing is kept.
 */
export function useKeptFields<V extends { [K in keyof V]: string }>(name: string, initial: V) {
  const owner = useSessionStore((s) => (s.token ? tokenSubject(s.token) : null));
  const key = owner ? `draft:${owner}:${name}` : null;
  // Read once: the form starts from it.
  const [initialValues] = useState<V>(() => {
    const stored = key ? textFields.read(key) : null;
    if (!stored) return initial;
    const known = Object.keys(initial).filter((field) => typeof stored[field] === 'string');
    return {
      ...initial,
      ...(Object.fromEntries(known.map((field) => [field, stored[field]])) as Partial<V>),
    };
  });
  return {
    initialValues,
    keep: (values: V) => {
      if (key) textFields.save(key, values);
    },
    drop: () => {
      if (key) textFields.clear(key);
    },
  };
}

/** Drops every account's kept fields whose name starts with `prefix` ('answer:<offer id>:'). */
export function dropKeptFields(prefix: string): void {
  try {
    const keys = Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i));
    for (const key of keys) {
      if (key?.startsWith('draft:') && key.slice(key.indexOf(':', 6) + 1).startsWith(prefix)) {
        textFields.clear(key);
      }
    }
  } catch {
    // Storage refused: there is nothing to drop.
  }
}
