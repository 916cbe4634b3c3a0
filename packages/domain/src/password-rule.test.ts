import { describe, expect, it } from 'vitest';
import {
  isStrongPassword,
  PASSWORD_MAX_LENGTH,
  passwordMessages,
  validateNewPassword,
} from './password-rule';

describe('password rule', () => {
  it('asks for at least 10 characters with a letter and a digit', () => {
    expect(isStrongPassword('abcdefghi1')).toBe(true);
    expect(isStrongPassword('abcdefgh1')).toBe(false);
    expect(isStrongPassword('abcdefghijkl')).toBe(false);
    expect(isStrongPassword('1234567890')).toBe(false);
    expect(isStrongPassword('  a  1     ')).toBe(true);
  });

  it('accepts letters and digits of any script', () => {
    expect(isStrongPassword('žabečšćđ12')).toBe(true);
    expect(isStrongPassword('Grüße-aus-Graz-٣')).toBe(true);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(isStrongPassword('a1😀😀😀😀😀😀😀')).toBe(false);
    expect(isStrongPassword('a1😀😀😀😀😀😀😀😀')).toBe(true);
  });

  it('accepts the passwords the server generates', () => {
    expect(isStrongPassword('Xk7pQ2zzmR4tW9hJ3nLc')).toBe(true);
  });

  it('names what is wrong with a new password', () => {
    expect(validateNewPassword('')).toBe(passwordMessages.newRequired);
    expect(validateNewPassword('short1')).toBe(passwordMessages.tooWeak);
    expect(validateNewPassword(`a1${'x'.repeat(PASSWORD_MAX_LENGTH)}`)).toBe(
      passwordMessages.tooLong,
    );
    expect(validateNewPassword('same-password-1', 'same-password-1')).toBe(
      passwordMessages.sameAsCurrent,
    );
    expect(validateNewPassword('new-password-2', 'old-password-1')).toBeNull();
  });
});
