import { createHash, randomBytes } from 'node:crypto';

/** A new reset token: 32 random bytes, URL-safe, for the link in the mail. */
export function createResetToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a leaked database does not hand out working reset links. */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
