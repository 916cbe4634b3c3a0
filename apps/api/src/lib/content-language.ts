import type {} from '@fastify/accepts';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, type Language } from '@foodhub/domain';
import type { FastifyRequest } from 'fastify';

const supported = new Set<string>(SUPPORTED_LANGUAGES);

/**
 * The interface language a request asks for: `?lang=` when given, else the first supported
 * language among the Accept-Language preferences, else English (spec part 1 §9: default en).
 * The preferences are @fastify/accepts' request.languages(): by q-value, q=0 left out, equal
 * weights in header order; a region is ignored (de-AT is de). Not request.language([...]): it
 * ranks an exact tag above a regional one of the same weight ('de-AT, en' would answer en).
 * Parsed by negotiator: a malformed q ('fr;q=abc') leaves the language out, and a q written after
 * a space ('fr; q=0.5') is not read (weight 1), as browsers never send one.
 */
export function requestLanguage(
  request: Pick<FastifyRequest, 'languages'>,
  lang?: Language,
): Language {
  if (lang) return lang;
  for (const tag of request.languages()) {
    const language = tag.split('-')[0]!.toLowerCase();
    if (supported.has(language)) return language as Language;
  }
  return DEFAULT_LANGUAGE;
}
