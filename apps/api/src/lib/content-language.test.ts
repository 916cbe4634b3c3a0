import { describe, expect, it } from 'vitest';
import { requestLanguage } from './content-language';

describe('requestLanguage', () => {
  it('prefers ?lang= over the header', () => {
    expect(requestLanguage('it', 'de')).toBe('it');
  });

  it('takes the best supported language of Accept-Language, regions ignored', () => {
    expect(requestLanguage(undefined, 'de-AT,de;q=0.9,en;q=0.8')).toBe('de');
    expect(requestLanguage(undefined, 'es,fr;q=0.7,de;q=0.5')).toBe('fr');
    expect(requestLanguage(undefined, 'en;q=0.3, IT;q=0.8')).toBe('it');
    expect(requestLanguage(undefined, 'sl')).toBe('sl');
  });

  it('keeps header order for equal weights and skips q=0', () => {
    expect(requestLanguage(undefined, 'fr, de')).toBe('fr');
    expect(requestLanguage(undefined, 'de;q=0, fr;q=0.1')).toBe('fr');
  });

  it('falls back to English for no, unsupported or malformed headers', () => {
    expect(requestLanguage(undefined, undefined)).toBe('en');
    expect(requestLanguage(undefined, '')).toBe('en');
    expect(requestLanguage(undefined, 'es-ES, *')).toBe('en');
    expect(requestLanguage(undefined, ';;;,,q=abc')).toBe('en');
  });
});
