/** The interface languages (spec part 1 §9): texts in the browser, codes from the API. */
export const SUPPORTED_LANGUAGES = ['en', 'de', 'sl', 'it', 'fr'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** True for one of the interface languages (en, de, sl, it, fr). */
export function isSupportedLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/**
 * The interface language for a browser's preferred languages (navigator.languages, most preferred
 * first): the first one whose primary subtag is supported, a region ignored ('de-AT' is de), else
 * English (spec part 1 §9: default en). The web app's pre-render guard applies the same rule
 * before the first paint, so a pre-rendered English view is never shown to a browser that asks for
 * another.
 */
export function browserLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    if (isSupportedLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}
