import { afterEach, describe, expect, it, vi } from 'vitest';

// The interface language of a first visit: the app's code is evaluated anew for each case, as a
// fresh page load would, with the browser's languages and the stored choice of that case.

async function loadApp(browserLanguages: readonly string[], stored?: string) {
  vi.resetModules();
  localStorage.clear();
  if (stored !== undefined) localStorage.setItem('language', stored);
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(browserLanguages);
  const module = await import('./i18n');
  await module.i18nReady;
  return module;
}

afterEach(async () => {
  vi.restoreAllMocks();
  localStorage.clear();
  const { default: i18n } = await import('./i18n');
  await i18n.changeLanguage('en');
});

describe('the interface language of a first visit', () => {
  it.each([
    [['de-AT', 'de', 'en'], 'de'],
    [['sl'], 'sl'],
    [['es-ES', 'it-IT'], 'it'],
    [['fr-CH'], 'fr'],
    [['en-US', 'de'], 'en'],
    [['pt-BR', 'es'], 'en'],
  ])('is read from the browser’s languages %j: %s', async (languages, expected) => {
    const { currentLanguage } = await loadApp(languages);
    expect(currentLanguage()).toBe(expected);
    expect(document.documentElement.lang).toBe(expected);
    // Not stored: only a choice is (a later browser language is followed until then).
    expect(localStorage.getItem('language')).toBeNull();
  });

  it('gives way to the language the visitor chose', async () => {
    const { currentLanguage } = await loadApp(['de-DE'], 'sl');
    expect(currentLanguage()).toBe('sl');
  });

  it('ignores a stored value that is no interface language', async () => {
    const { currentLanguage } = await loadApp(['it'], 'klingon');
    expect(currentLanguage()).toBe('it');
  });

  it('becomes the visitor’s choice once they switch', async () => {
    const { changeLanguage, currentLanguage } = await loadApp(['de-DE']);
    await changeLanguage('fr');
    expect(currentLanguage()).toBe('fr');
    expect(localStorage.getItem('language')).toBe('fr');
  });

  it('is shown for a page without being stored, and given back after', async () => {
    const { currentLanguage, showLanguageForPage, showOwnLanguage } = await loadApp(['de-DE']);
    await showLanguageForPage('sl');
    expect(currentLanguage()).toBe('sl');
    expect(localStorage.getItem('language')).toBeNull();
    await showOwnLanguage();
    expect(currentLanguage()).toBe('de');
  });
});
