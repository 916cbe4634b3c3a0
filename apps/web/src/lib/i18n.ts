import {
  DEFAULT_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
  type Language,
} from '@foodhub/domain';
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

function isLanguage(value: string | null): value is Language {
  return value !== null && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

export function storedLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** The interface language now shown (one of the supported ones). */
export function currentLanguage(): Language {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

/**
 * Switches the interface language, remembers it (spec part 1 §9: localStorage 'language') and sets
 * it as the document language. The texts of the new language are loaded before it is shown.
 */
export async function changeLanguage(language: Language) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage disabled: the choice then lasts for this page load.
  }
  await i18n.changeLanguage(language);
}

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

/** Resolves once the stored language's texts are ready; the app renders after it. */
export const i18nReady = i18n
  .use(localeBackend)
  .use(initReactI18next)
  .init({
    resources: { [DEFAULT_LANGUAGE]: english },
    partialBundledLanguages: true,
    lng: storedLanguage(),
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
