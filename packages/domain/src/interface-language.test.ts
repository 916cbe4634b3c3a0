import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { browserLanguage, isSupportedLanguage } from './interface-language';
import { NO_PRERENDER_ATTRIBUTE, PRERENDER_GUARD_SCRIPT } from './prerendered-pages';

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

/**
 * Runs the pre-rendered pages' guard script against a stand-in page for a visitor (no session,
 * a visitor page) and says whether it hides the English view.
 */
function guardHidesView(stored: string | null, languages: readonly string[] | undefined) {
  const attributes = new Map<string, string>();
  const storage = (items: Record<string, string | null>) => ({
    getItem: (key: string) => items[key] ?? null,
  });
  const page = {
    document: {
      documentElement: {
        getAttribute: (name: string) => attributes.get(name) ?? null,
        setAttribute: (name: string, value: string) => attributes.set(name, value),
        hasAttribute: (name: string) => attributes.has(name),
      },
      head: { appendChild: () => undefined },
      createElement: () => ({}),
      querySelector: () => null,
      addEventListener: () => undefined,
      cookie: '',
      readyState: 'loading',
    },
    localStorage: storage({ language: stored }),
    sessionStorage: storage({}),
    navigator: { languages, language: languages?.[0] ?? 'en-US' },
    window: { addEventListener: () => undefined },
    requestAnimationFrame: () => undefined,
    setTimeout: () => undefined,
  };
  runInNewContext(PRERENDER_GUARD_SCRIPT, page);
  return attributes.has(NO_PRERENDER_ATTRIBUTE);
}

describe('the guard of the pre-rendered (English) pages', () => {
  it.each([
    [null, ['de-DE'], true],
    [null, ['es', 'sl'], true],
    [null, ['en-US', 'en'], false],
    [null, ['pt-BR'], false],
    [null, undefined, false],
    ['en', ['de-DE'], false],
    ['fr', ['en-US'], true],
    // Not a language of the interface: the browser's languages decide, as in the app.
    ['xx', ['it-IT'], true],
    ['xx', ['en-GB'], false],
  ] as const)(
    "with 'language' %j and the browser's %j, hides the view: %s",
    (stored, languages, hidden) => {
      expect(guardHidesView(stored, languages)).toBe(hidden);
      // The same decision as the app's: the view is shown exactly when it renders in English.
      const appLanguage = isSupportedLanguage(stored) ? stored : browserLanguage(languages ?? []);
      expect(appLanguage !== 'en').toBe(hidden);
    },
  );
});
