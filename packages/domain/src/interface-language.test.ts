import { describe, expect, it } from 'vitest';
import { browserLanguage, isSupportedLanguage } from './interface-language';

describe('browserLanguage', () => {
  it.each([
    [['de-AT', 'en'], 'de'],
    [['sl-SI'], 'sl'],
    [['IT'], 'it'],
    [['fr_CH'], 'fr'],
    [['es-ES', 'it-IT', 'de'], 'it'],
    [['en-US', 'de'], 'en'],
    [['es', 'pt-BR'], 'en'],
    [[], 'en'],
    [[''], 'en'],
  ] as const)('reads %j as %s', (preferred, language) => {
    expect(browserLanguage(preferred)).toBe(language);
  });

  it('knows the five interface languages and nothing else', () => {
    expect(['en', 'de', 'sl', 'it', 'fr'].every(isSupportedLanguage)).toBe(true);
    expect(['es', 'DE', '', null, undefined, 1].some(isSupportedLanguage)).toBe(false);
  });
});
