// The NACE texts this project writes itself, kept in data/nace beside (not inside) the imported
// NACE table: Slovenian titles (titles-sl.json) and everyday search words per code and language
// (keywords.json). They are merged in when the API builds its lists, so an import of a new NACE
// release, which only knows the English, German, French and Italian titles, never drops them.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { NaceCodeRow } from '@foodhub/db';
import { SUPPORTED_LANGUAGES, type Language } from '@foodhub/domain';
import { z } from 'zod';
import { projectRoot } from '../../lib/project-root';

export const NACE_TITLES_SL_FILE = 'titles-sl.json';
export const NACE_KEYWORDS_FILE = 'keywords.json';

const text = z.string().trim().min(1);

export const naceTitlesFile = z.object({
  about: z.string().optional(),
  titles: z.record(z.string(), text),
});

export const naceKeywordsFile = z.object({
  about: z.string().optional(),
  keywords: z.record(z.string(), z.partialRecord(z.enum(SUPPORTED_LANGUAGES), z.array(text))),
});

export type NaceKeywords = Partial<Record<Language, readonly string[]>>;

export interface NaceVocabulary {
  /** Slovenian title by NACE code. */
  titlesSl: ReadonlyMap<string, string>;
  /** Everyday words by NACE code, then by language. */
  keywords: ReadonlyMap<string, NaceKeywords>;
}

export const EMPTY_NACE_VOCABULARY: NaceVocabulary = { titlesSl: new Map(), keywords: new Map() };

/** data/nace at the repository root. */
export function defaultNaceDataDir(): string {
  return path.join(projectRoot(), 'data', 'nace');
}

/** A missing file is no error (the codes then keep their English titles); a broken one is. */
async function readJson(file: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new Error(`${file}: ${(error as Error).message}`);
  }
}

function parse<T>(schema: z.ZodType<T>, file: string, json: unknown): T {
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new Error(`${file}: ${issue?.path.join('.')}: ${issue?.message}`);
}

/** Both files of `dir`, checked. Codes that are not in the NACE table are simply never asked for. */
export async function readNaceVocabulary(dir = defaultNaceDataDir()): Promise<NaceVocabulary> {
  const titlesPath = path.join(dir, NACE_TITLES_SL_FILE);
  const keywordsPath = path.join(dir, NACE_KEYWORDS_FILE);
  const [titlesJson, keywordsJson] = await Promise.all([
    readJson(titlesPath),
    readJson(keywordsPath),
  ]);
  const titles =
    titlesJson === undefined ? {} : parse(naceTitlesFile, titlesPath, titlesJson).titles;
  const keywords =
    keywordsJson === undefined ? {} : parse(naceKeywordsFile, keywordsPath, keywordsJson).keywords;
  return {
    titlesSl: new Map(Object.entries(titles)),
    keywords: new Map(Object.entries(keywords)),
  };
}

/** The title of a code in every interface language; English where a translation is missing. */
export function naceTitles(row: NaceCodeRow, vocabulary: NaceVocabulary): Record<Language, string> {
  return {
    en: row.titleEn,
    de: row.titleDe ?? row.titleEn,
    sl: vocabulary.titlesSl.get(row.code) ?? row.titleEn,
    it: row.titleIt ?? row.titleEn,
    fr: row.titleFr ?? row.titleEn,
  };
}

/**
 * The search words of a code for one interface language: that language's words, then the English
 * ones (English words such as 'pizzeria' or 'catering' are typed in every language), each once.
 */
export function naceKeywords(
  code: string,
  language: Language,
  vocabulary: NaceVocabulary,
): string[] {
  const words = vocabulary.keywords.get(code);
  if (!words) return [];
  const seen = new Set<string>();
  const result: string[] = [];
  for (const word of [...(words[language] ?? []), ...(language === 'en' ? [] : (words.en ?? []))]) {
    const key = word.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(word);
  }
  return result;
}
