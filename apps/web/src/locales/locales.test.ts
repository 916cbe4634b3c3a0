import { SUPPORTED_LANGUAGES } from '@foodhub/domain';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The translations are complete and all in use: every language has exactly the keys of English,
 * with the same {{placeholders}} and <tags>, and every English key is referenced from the code.
 */
const LOCALES_DIR = path.resolve(__dirname);
const SOURCE_DIR = path.resolve(__dirname, '..');
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

function readLanguage(language: string): Map<string, Map<string, string>> {
  const dir = path.join(LOCALES_DIR, language);
  const namespaces = new Map<string, Map<string, string>>();
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const tree = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Tree;
    namespaces.set(file.replace(/\.json$/, ''), flatten(tree));
  }
  return namespaces;
}

/** Keys of one language without plural suffixes: sl has _two and _few where en has _one. */
function baseKeys(keys: Iterable<string>): Set<string> {
  return new Set([...keys].map((k) => k.replace(PLURAL_SUFFIX, '')));
}

function placeholders(text: string): string[] {
  const vars = [...text.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => `{{${m[1]}}}`);
  const tags = [...text.matchAll(/<\/?([\w-]+)\s*\/?>/g)].map((m) => `<${m[1]}>`);
  return [...new Set([...vars, ...tags])].sort();
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'locales' ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

/** String literals of the code, and the fixed beginnings of template literals (`a.${b}`). */
function literalsInCode(): { exact: Set<string>; prefixes: string[] } {
  const exact = new Set<string>();
  const prefixes: string[] = [];
  for (const file of sourceFiles(SOURCE_DIR)) {
    // Comments go first: an apostrophe in prose ("the reader's") would pair with a later quote.
    const code = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/(^|\s)\/\/.*$/gm, '$1');
    // Empty strings count as literals too, or '' would open a literal that swallows code.
    for (const m of code.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) {
      const text = m[1] ?? m[2] ?? m[3] ?? '';
      if (m[3] !== undefined && text.includes('${')) {
        const start = text.slice(0, text.indexOf('${'));
        if (start.endsWith('.') || start.endsWith(':')) prefixes.push(start);
      } else {
        exact.add(text);
      }
    }
  }
  return { exact, prefixes };
}

const english = readLanguage('en');
const others = SUPPORTED_LANGUAGES.filter((l) => l !== 'en');

describe('translations', () => {
  it.each(others)('%s has every key of English and no other', (language) => {
    const translated = readLanguage(language);
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [namespace, keys] of english) {
      const theirs = translated.get(namespace) ?? new Map<string, string>();
      const missing = [...baseKeys(keys.keys())].filter((k) => !baseKeys(theirs.keys()).has(k));
      const extra = [...baseKeys(theirs.keys())].filter((k) => !baseKeys(keys.keys()).has(k));
      expect({ namespace, missing, extra }).toEqual({ namespace, missing: [], extra: [] });
    }
  });

  it.each(others)('%s keeps the placeholders and tags of every English text', (language) => {
    const translated = readLanguage(language);
    const mismatches: string[] = [];
    for (const [namespace, keys] of english) {
      const theirs = translated.get(namespace) ?? new Map<string, string>();
      for (const [key, text] of keys) {
        const base = key.replace(PLURAL_SUFFIX, '');
        const forms = [...theirs].filter(([k]) => k.replace(PLURAL_SUFFIX, '') === base);
        for (const [k, translation] of forms) {
          // A plural form may leave the count out ("one" reads "a"), nothing else.
          const expected = placeholders(text).filter((p) => p !== '{{count}}');
          const found = placeholders(translation).filter((p) => p !== '{{count}}');
          if (expected.join() !== found.join()) mismatches.push(`${namespace}:${k}`);
        }
        if (forms.some(([, t]) => t.trim() === '')) mismatches.push(`${namespace}:${key} empty`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('tells a key in use from one that is not', () => {
    const { exact, prefixes } = literalsInCode();
    expect(exact.has('nav.home')).toBe(true);
    expect(prefixes).toContain('report.periods.');
    expect(exact.has('nav.noSuchKey')).toBe(false);
  });

  it('uses every English key somewhere in the code', () => {
    const { exact, prefixes } = literalsInCode();
    const unused: string[] = [];
    for (const [namespace, keys] of english) {
      for (const key of baseKeys(keys.keys())) {
        const used =
          exact.has(key) ||
          exact.has(`${namespace}:${key}`) ||
          prefixes.some((p) => key.startsWith(p) || `${namespace}:${key}`.startsWith(p));
        if (!used) unused.push(`${namespace}:${key}`);
      }
    }
    expect(unused).toEqual([]);
  });
});
