import {
  browserLanguage,
  DEFAULT_LANGUAGE,
  isSupportedLanguage,
  SUPPORTED_LANGUAGES,
  type Language,
} from '@foodhub/domain';
import { LANGUAGE_STORAGE_KEY } from '../config/browser-storage';
import i18n, { type BackendModule, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Translations live in src/locales/<language>/<namespace>.json, one namespace per feature
 * (common, home, auth, account, ...). They are picked up here without further registration.
 *
 * English, the default and fallback, ships in the page's own code for the namespaces every page
 * needs: the shell (common), the home page (home) and the server's messages (server, read without
 * a hook by lib/server-text). The namespaces of the other pages, every other language and the
 * long texts of the documentation and legal pages load on first use in their own small chunks,
 * so a visitor only downloads what they read. useTranslation waits (suspends) until its
 * namespaces are there; the router also fetches a page's namespaces with its code (lazy-route).
 */
type LocaleModule = { default: Record<string, unknown> };
const eagerFiles = import.meta.glob<LocaleModule>('../locales/en/{common,home,server}.json', {
  eager: true,
});
const lazyFiles = import.meta.glob<LocaleModule>([
  '../locales/*/*.json',
  '!../locales/en/{common,home,server}.json',
]);
// Unit tests render single components without the router: every English text is there at once.
const testFiles =
  import.meta.env.MODE === 'test'
    ? import.meta.glob<LocaleModule>('../locales/en/*.json', { eager: true })
    : {};

function parse(file: string): { language: string; namespace: string } | null {
  const match = /locales\/([a-z]{2})\/([\w-]+)\.json$/.exec(file);
  return match ? { language: match[1]!, namespace: match[2]! } : null;
}

const english: Record<string, Record<string, unknown>> = {};
for (const [file, module] of Object.entries({ ...eagerFiles, ...testFiles })) {
  const parsed = parse(file);
  if (parsed) english[parsed.namespace] = module.default;
}

const loaders = new Map<string, () => Promise<LocaleModule>>();
const namespaces = new Set<string>(Object.keys(english));
for (const [file, load] of Object.entries(lazyFiles)) {
  const parsed = parse(file);
  if (!parsed) continue;
  loaders.set(`${parsed.language}/${parsed.namespace}`, load);
  if (parsed.language === DEFAULT_LANGUAGE) namespaces.add(parsed.namespace);
}

/** Reads a language's namespace from its chunk; a missing file is an empty namespace. */
const localeBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = loaders.get(`${language}/${namespace}`);
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default as ResourceKey),
      (err: unknown) => callback(err instanceof Error ? err : new Error(String(err)), null),
    );
  },
};

/**
 * The language the user chose (spec part 1 §9: localStorage 'language'), or null while they have
 * chosen none here: a switch, or the account's language applied at login, writes it; the
 * browser's languages never do, so a browser that asks for another language later is followed.
 */
export function chosenLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isSupportedLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

/** The browser's languages, most preferred first. */
function preferredLanguages(): readonly string[] {
  return navigator.languages ?? [navigator.language ?? ''];
}

/**
 * The visitor's own language: the one they chose, else the first of the browser's languages the
 * interface has ('de-AT' is de), else English. The pre-rendered pages' guard script decides the
 * same way (src/prerender/guard.ts), so their English view shows exactly when the app
 * renders in English.
 */
export function ownLanguage(): Language {
  return chosenLanguage() ?? browserLanguage(preferredLanguages());
}

/** The interface language now shown (one of the supported ones). */
export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isSupportedLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/** True while a page shows a language the user did not choose (showLanguageForPage). */
let shownForPage = false;

/**
 * Switches the interface language as the user's choice: remembers it (spec part 1 §9:
 * localStorage 'language') and sets it as the document language. The texts of the new language
 * are loaded before it is shown. Saving it to the account is stores/account-language's part.
 */
export async function changeLanguage(language: Language) {
  shownForPage = false;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage disabled: the choice then lasts for this page load.
  }
  await i18n.changeLanguage(language);
}

/**
 * Shows a page in a language without making it the user's choice (a shared report opens in its
 * owner's language): nothing is stored, and showOwnLanguage goes back to the visitor's own.
 */
export async function showLanguageForPage(language: Language) {
  shownForPage = true;
  await i18n.changeLanguage(language);
}

/** Leaving such a page: back to the visitor's own language, unless they chose one meanwhile. */
export async function showOwnLanguage() {
  if (!shownForPage) return;
  shownForPage = false;
  await i18n.changeLanguage(ownLanguage());
}

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

/** Resolves once the visitor's language's texts are ready; the app renders after it. */
export const i18nReady = i18n
  .use(localeBackend)
  .use(initReactI18next)
  .init({
    resources: { [DEFAULT_LANGUAGE]: english },
    partialBundledLanguages: true,
    lng: ownLanguage(),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    nonExplicitSupportedLngs: false,
    load: 'languageOnly',
    ns: Object.keys(english),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    // i18next prints an advertisement to the console otherwise.
    showSupportNotice: false,
  })
  .then(() => undefined);
document.documentElement.lang = i18n.language;

/** All namespaces that exist, for tests and for loading a language completely. */
export const LOCALE_NAMESPACES: readonly string[] = [...namespaces];

export default i18n;
