import { createHash } from 'node:crypto';

/** JSON with the keys of every object sorted: the same entries give the same text. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * The key of saved work's inputs (a match's entries, a report's inputs): the SHA-256 of their
 * canonical JSON, so the same inputs in any key order are one saved item per user.
 */
export function inputKey(inputs: unknown): string {
  return createHash('sha256').update(canonical(inputs)).digest('base64url');
}
