import { createHash, randomBytes } from 'node:crypto';

/** A new reset token: 32 random bytes, URL-safe, for the link in the mail. */
export function createResetToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a leaked database does not hand out working reset links. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

// The links that confirm an e-mail address are made and stored the same way.
export const createConfirmationToken = createResetToken;
export const hashConfirmationToken = hashResetToken;

/** How long a confirmation link works: long enough to find the mail again a day later. */
export const EMAIL_CONFIRMATION_TTL_SECONDS = 48 * 60 * 60;
