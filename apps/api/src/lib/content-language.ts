import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '@foodhub/domain';

const supported = new Set<string>(SUPPORTED_LANGUAGES);

/**
 * The interface language a request asks for: `?lang=` when given, else the best supported
 * language of the Accept-Language header (q-values respected, regions ignored: de-AT is de),
 * else English (spec part 1 §9: default en).
 */
export function requestLanguage(lang: Language | undefined, acceptLanguage?: string): Language {
  if (lang) return lang;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, position) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return {
        language: tag.trim().split('-')[0]?.toLowerCase() ?? '',
        q: q === undefined ? 1 : Number(q),
        position,
      };
    })
    .filter((entry) => entry.q > 0 && supported.has(entry.language))
    .sort((a, b) => b.q - a.q || a.position - b.position);
  return (ranked[0]?.language as Language | undefined) ?? DEFAULT_LANGUAGE;
}
