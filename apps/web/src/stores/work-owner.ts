/**
 * Whose tool data the browser holds: the subject of the token the data was entered under. Kept in
 * localStorage beside the persisted stores, so that a user whose session expired (a 401, an
 * expired cookie) finds their stepper and analysis data again after logging back in, while
 * another account logging in on the same browser starts empty (docs/decisions.md).
 */
const WORK_OWNER_KEY = 'work-owner';

/** The `sub` claim of a JWT, read without verifying it (the server verifies); null if unreadable. */
export function tokenSubject(token: string): string | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const claims: unknown = JSON.parse(atob(padded));
    if (typeof claims !== 'object' || claims === null) return null;
    const sub = (claims as { sub?: unknown }).sub;
    return typeof sub === 'string' && sub !== '' ? sub : null;
  } catch {
    return null;
  }
}

export function readWorkOwner(): string | null {
  try {
    return localStorage.getItem(WORK_OWNER_KEY);
  } catch {
    return null;
  }
}

export function writeWorkOwner(subject: string | null): void {
  try {
    if (subject) localStorage.setItem(WORK_OWNER_KEY, subject);
    else localStorage.removeItem(WORK_OWNER_KEY);
  } catch {
    // Storage refused (private mode, quota): the data is then reset on the next login.
  }
}
