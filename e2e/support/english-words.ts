import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { Language } from '@foodhub/domain';

// Which words on a screen are English: the words of the English interface, the English solution
// catalogue and AGRIBALYSE's English names, less every word the other language also writes (its
// interface, catalogue translation, product names and NACE titles: 'Hotel', 'Pizza' and
// 'Restaurant' are German too) and the names a user or the data bring (the allow-list).

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const json = (file: string): unknown => JSON.parse(read(file));

/** Every string inside a JSON value, but the files' own notes ('about', in English). */
function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, v]) => (key === 'about' ? [] : strings(v)));
  }
  return [];
}

/** The strings under `language` keys only (the NACE keywords, the vocabulary's names). */
function stringsIn(value: unknown, language: Language): string[] {
  if (Array.isArray(value)) return value.flatMap((v) => stringsIn(v, language));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, v]) =>
      key === language ? strings(v) : stringsIn(v, language),
    );
  }
  return [];
}

/** Words of four letters or more, lower case: short words are shared by too many languages. */
export function wordsOf(text: string): string[] {
  // Soft hyphens and zero-width marks the page puts inside long words are not word breaks.
  const joined = text.replace(/[\u00AD\u200B-\u200D\u2060]/g, '');
  return (joined.toLowerCase().match(/\p{L}{4,}/gu) ?? []).filter((w) => !/\d/.test(w));
}

const wordSet = (texts: string[]) => new Set(texts.flatMap(wordsOf));

function localeStrings(language: Language): string[] {
  const dir = `apps/web/src/locales/${language}`;
  return readdirSync(path.join(root, dir)).flatMap((file) => strings(json(`${dir}/${file}`)));
}

function agribalyse(): { en: string[]; fr: string[] } {
  const seed = JSON.parse(
    gunzipSync(readFileSync(path.join(root, 'data/seed/agribalyse-products.json.gz'))).toString(),
  ) as { columns: string[]; rows: unknown[][] };
  const column = (name: string) => seed.columns.indexOf(name);
  const pick = (...names: string[]) =>
    seed.rows.flatMap((row) => names.map((n) => String(row[column(n)] ?? '')));
  return {
    en: pick('productName', 'foodGroup', 'foodSubgroup'),
    fr: pick('productNameFr', 'foodGroupFr', 'foodSubgroupFr'),
  };
}

const MONTHS_AND_DAYS = Array.from({ length: 12 }, (_, m) =>
  new Date(2026, m, 1).toLocaleString('en', { month: 'long' }),
);

function nace(language: Language): string[] {
  const codes = (json('data/seed/nace-codes.json') as { codes: Record<string, unknown>[] }).codes;
  const key = { de: 'titleDe', fr: 'titleFr', it: 'titleIt' }[language as 'de' | 'fr' | 'it'];
  const titles = key ? codes.map((c) => String(c[key] ?? '')) : [];
  if (language === 'sl') titles.push(...strings(json('data/nace/titles-sl.json')));
  return [...titles, ...stringsIn(json('data/nace/keywords.json'), language)];
}

/**
 * The texts a TypeScript file of the API writes: its string literals and the text parts of its
 * template literals (what `${…}` puts in is code, nested templates included), without object
 * keys ('Private Person': 'Privato' keys the language's text by the English code). The reasoning
 * and safety messages are written per language in code.
 */
function literalsOf(file: string): string[] {
  const source = read(file);
  const texts: string[] = [];
  let i = 0;
  const isKey = (after: number) => /^\s*:/.test(source.slice(after, after + 8));
  /** Reads a template from its opening backtick; returns the index after its closing one. */
  const template = (start: number): number => {
    let text = '';
    let j = start + 1;
    while (j < source.length && source[j] !== '`') {
      if (source[j] === '\\') {
        text += source[j + 1] ?? '';
        j += 2;
      } else if (source[j] === '$' && source[j + 1] === '{') {
        text += ' ';
        j = code(j + 2, '}');
      } else {
        text += source[j];
        j++;
      }
    }
    texts.push(text);
    return j + 1;
  };
  /** Skips code up to its closing `end`, reading the literals inside; returns the index after. */
  const code = (start: number, end: string | null): number => {
    let depth = 0;
    let j = start;
    while (j < source.length) {
      const ch = source[j]!;
      if (ch === '`') j = template(j);
      else if (ch === "'" || ch === '"') {
        let k = j + 1;
        while (k < source.length && source[k] !== ch && source[k] !== '\n')
          k += source[k] === '\\' ? 2 : 1;
        if (!isKey(k + 1)) texts.push(source.slice(j + 1, k));
        j = k + 1;
      } else if (ch === '/' && source[j + 1] === '/')
        j = source.indexOf('\n', j) + 1 || source.length;
      else if (ch === '/' && source[j + 1] === '*') j = source.indexOf('*/', j) + 2;
      else {
        if (ch === '{') depth++;
        if (ch === '}' && end !== null) {
          if (depth === 0) return j + 1;
          depth--;
        }
        j++;
      }
    }
    return j;
  };
  i = code(0, null);
  return i >= 0 ? texts : [];
}

/** The English words a screen in `language` must not show. */
export function englishWordsFor(language: Exclude<Language, 'en'>): Set<string> {
  const products = agribalyse();
  const english = wordSet([
    ...localeStrings('en'),
    ...strings(json('data/solutions/solutions.json')),
    ...products.en,
    ...MONTHS_AND_DAYS,
  ]);
  const theirs = wordSet([
    ...localeStrings(language),
    ...strings(json(`data/solutions/translations/${language}.json`)),
    ...strings(json(`data/products/names/${language}.json`)),
    ...stringsIn(json('data/solutions/food-terms.json'), language),
    // The help passages' words, not their ids and page names ('food-surplus').
    ...(
      json(`data/help/${language}/help.json`) as { passages: { title: string; text: string }[] }
    ).passages.flatMap((p) => [p.title, p.text]),
    ...literalsOf(`apps/api/src/modules/solutions/reasoning-messages/${language}.ts`),
    ...literalsOf(`apps/api/src/modules/solutions/reasoning-messages/safety/${language}.ts`),
    ...nace(language),
    ...(language === 'fr' ? products.fr : []),
  ]);
  for (const word of theirs) english.delete(word);
  return english;
}

/** The English words in a text, names of the allow-list taken out first. */
export function englishIn(text: string, english: Set<string>, names: readonly RegExp[]): string[] {
  let rest = text;
  for (const name of names) rest = rest.replace(name, ' ');
  return [...new Set(wordsOf(rest).filter((w) => english.has(w)))];
}
