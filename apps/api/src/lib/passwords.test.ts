import { describe, expect, it } from 'vitest';
import {
  GENERATED_PASSWORD_LENGTH,
  generatePassword,
  hashPassword,
  isCommonPassword,
  verifyAgainstDummy,
  verifyPassword,
} from './passwords';

describe('generatePassword', () => {
  it('mixes upper, lower and digits from an alphabet without look-alike characters', () => {
    for (let i = 0; i < 500; i++) {
      const password = generatePassword();
      expect(password).toHaveLength(GENERATED_PASSWORD_LENGTH);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[2-9]/);
      expect(password).not.toMatch(/[0O1lI]/);
    }
    expect(GENERATED_PASSWORD_LENGTH).toBeGreaterThanOrEqual(16);
  });

  it('does not repeat itself', () => {
    const seen = new Set(Array.from({ length: 1000 }, () => generatePassword()));
    expect(seen.size).toBe(1000);
  });
});

describe('password hashes', () => {
  it('are argon2id, salted, and verify only the right password', async () => {
    const first = await hashPassword('correct horse');
    const second = await hashPassword('correct horse');
    expect(first).toMatch(/^\$argon2id\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword(first, 'correct horse')).toBe(true);
    expect(await verifyPassword(first, 'correct horsE')).toBe(false);
  });

  it('treat a malformed stored hash as a failed check', async () => {
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
    expect(await verifyAgainstDummy('anything')).toBe(false);
  });
});

describe('isCommonPassword', () => {
  it('knows the common passwords the rule would accept, whatever their case', async () => {
    for (const password of [
      'password123',
      'Password123',
      'QWERTY12345',
      '1q2w3e4r5t',
      'qwerty123456',
    ]) {
      expect(await isCommonPassword(password), password).toBe(true);
    }
  });

  it('lets other passwords through', async () => {
    for (const password of [generatePassword(), 'Kürbiskern-Brot 2024', 'password123!x']) {
      expect(await isCommonPassword(password), password).toBe(false);
    }
  });
});
