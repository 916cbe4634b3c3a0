// The rule for a password the user chooses (Account Settings, 'Change password'), shared by the
// form (apps/web) and the server (contracts). Passwords the server generates (registration,
// reset) are 20 random letters and digits and always meet it.

import { FIELD_MAX_LENGTH } from './registration';

/** At least this many characters (counted as characters, not UTF-16 units). */
export const PASSWORD_MIN_LENGTH = 10;

/** The longest accepted password: the bound of every free-text account field. */
export const PASSWORD_MAX_LENGTH = FIELD_MAX_LENGTH;

export const passwordMessages = {
  currentRequired: 'Current password is required',
  newRequired: 'New password is required',
  tooWeak: `Use at least ${PASSWORD_MIN_LENGTH} characters with at least one letter and one digit`,
  tooLong: `At most ${PASSWORD_MAX_LENGTH} characters`,
  sameAsCurrent: 'The new password must be different from the current one',
  confirmMismatch: 'The passwords do not match',
} as const;

const LETTER = /\p{L}/u;
const DIGIT = /\p{Nd}/u;

/**
 * Whether a new password meets the rule: at least 10 characters with at least one letter and
 * one digit. Spaces count as characters; nothing is trimmed (as at login).
 */
export function isStrongPassword(password: string): boolean {
  return (
    [...password].length >= PASSWORD_MIN_LENGTH && LETTER.test(password) && DIGIT.test(password)
  );
}

/** The message for a new password, or null when it is acceptable. */
export function validateNewPassword(password: string, currentPassword?: string): string | null {
  if (!password) return passwordMessages.newRequired;
  if (password.length > PASSWORD_MAX_LENGTH) return passwordMessages.tooLong;
  if (!isStrongPassword(password)) return passwordMessages.tooWeak;
  if (currentPassword !== undefined && password === currentPassword) {
    return passwordMessages.sameAsCurrent;
  }
  return null;
}
