import { randomInt } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { hash, verify } from '@node-rs/argon2';
import { Lazy } from './lazy';
import { projectRoot } from './project-root';

// Without 0/O/o, 1/l/I: users copy this password from an e-mail or from the screen.
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const DIGITS = '23456789';
const ALPHABET = UPPER + LOWER + DIGITS;

/** 20 characters of a 56-letter alphabet: about 116 bits. */
export const GENERATED_PASSWORD_LENGTH = 20;

const pick = (chars: string) => chars.charAt(randomInt(chars.length));

/**
 * A random password with at least one upper-case letter, one lower-case letter and one digit
 * (crypto random, unbiased), for accounts whose password the server chooses.
 */
export function generatePassword(length = GENERATED_PASSWORD_LENGTH): string {
  const chars = [pick(UPPER), pick(LOWER), pick(DIGITS)];
  while (chars.length < length) chars.push(pick(ALPHABET));
  // Fisher-Yates, so the guaranteed classes do not always sit at the start.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] as string, chars[i] as string];
  }
  return chars.join('');
}

/** argon2id (the library's default algorithm) with its OWASP-level default costs. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed login, not a server error.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Runs a verification that always fails, so a login for an unknown e-mail takes as long as one
 * with a wrong password and the answer time does not tell which e-mails have accounts.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hash(generatePassword());
  await verifyPassword(await dummyHash, password);
  return false;
}

/** The shipped list of common passwords (data/NOTICE.md), read on first use. */
function commonPasswordsFile(): string {
  return path.join(projectRoot(), 'data', 'passwords', 'common-passwords.txt.gz');
}

// Read once, at the first password a user chooses: a server that never sees one keeps the
// memory (a set of about 24,000 short strings).
const commonPasswords = new Lazy(async () => {
  const text = gunzipSync(await readFile(commonPasswordsFile())).toString('utf8');
  return new Set(text.split('\n').filter(Boolean));
});

/**
 * Whether the password is on the list of common passwords, whatever its case. The list holds
 * only those the password rule would accept; shorter or simpler ones fail the rule first.
 */
export async function isCommonPassword(password: string): Promise<boolean> {
  return (await commonPasswords.get()).has(password.toLowerCase());
}
