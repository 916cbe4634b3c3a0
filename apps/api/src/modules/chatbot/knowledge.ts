// The chatbot's knowledge: the help passages of data/help/<language>/help.json, written by this
// project for this product, and a small BM25 index over them, built once in memory.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE, type Language } from '@foodhub/domain';
import { z } from 'zod';
import { projectRoot } from '../../lib/project-root';
import { localizeNumbers } from './number-text';
import { fold, tokenize } from './text-analysis';

export { fold, tokenize } from './text-analysis';

const helpFile = z.object({
  language: z.string(),
  passages: z
    .array(
      z.object({
        id: z.string().min(1),
        title: z.string().min(1),
        pages: z.array(z.string()).default([]),
        text: z.string().min(1),
      }),
    )
    .min(1),
});

export type HelpPassage = z.infer<typeof helpFile>['passages'][number];

export interface SearchHit {
  passage: HelpPassage;
  score: number;
  /** The share of the query's weight (idf) the passage holds, 0-1: words it lacks count against. */
  coverage: number;
}

export interface KnowledgeBase {
  /** The language of the passages: the one asked for, or English when it has no help file. */
  readonly language: Language;
  readonly passages: readonly HelpPassage[];
  byId(id: string): HelpPassage | undefined;
  /** Passages best first, only those sharing a term with the query; `page` boosts its passages. */
  search(query: string, options?: { page?: string | null; limit?: number }): SearchHit[];
}

/** data/help at the repository root. */
export function defaultHelpDir(): string {
  return path.join(projectRoot(), 'data', 'help');
}

/** The help page names a page context may use, brought to the names of the passages. */
export function pageKey(name: string | null | undefined): string | null {
  if (!name) return null;
  const n = fold(name);
  if (/detail|podrobnost|dettagl/.test(n)) return 'solution-details';
  if (/report|result|bericht|rapport|porocil|ergebnis|rezultat|risultat|resultat/.test(n)) {
    return 'report';
  }
  if (/lca|impact|impatt|analys|analiz|analis|transport|wirkung|vpliv/.test(n)) {
    return 'lca-stepper';
  }
  if (/solution|losung|soluzion|resit/.test(n)) return 'solutions';
  if (/surplus|waste|food|uberschuss|lebensmittel|eccedenz|presez/.test(n)) return 'food-surplus';
  if (/company|unternehm|firm|aziend|entreprise|podjet/.test(n)) return 'company-data';
  if (/account|setting|konto|einstellung|nastavit|racun|impostazion|compte|parametr/.test(n)) {
    return 'account-settings';
  }
  if (/privacy|datenschutz|zasebnost|confidentialit/.test(n)) return 'privacy-policy';
  if (/description|doc|help|beschreibung|hilfe|opis|pomoc|descrizion|aiuto|aide/.test(n)) {
    return 'tool-description';
  }
  if (/register|registr|inscri/.test(n)) return 'register';
  if (/login|anmeld|prijav|accesso|connexion/.test(n)) return 'login';
  if (/home|start|domov|accueil/.test(n)) return 'home';
  return n.replace(/[^\p{L}\p{N}]+/gu, '-');
}

const K1 = 1.2;
const B = 0.75;
/** A passage made for the page the user is on weighs a little more. */
const PAGE_BOOST = 1.2;
/** At most this many first letters join an unknown word to the passages' words. */
const PREFIX_LETTERS = 5;

export function buildKnowledgeBase(
  written: HelpPassage[],
  language: Language = DEFAULT_LANGUAGE,
): KnowledgeBase {
  // The help files write numbers the English way; every answer and prompt quotes them as the
  // passages' language writes them ('1,58' in German).
  const passages = written.map((p) => ({
    ...p,
    title: localizeNumbers(p.title, language),
    text: localizeNumbers(p.text, language),
  }));
  // The title counts twice: it names the question a passage answers.
  const docs = passages.map((p) => {
    const terms = tokenize(`${p.title} ${p.title} ${p.text}`, language);
    const tf = new Map<string, number>();
    for (const t of terms) tf.set(t, (tf.get(t) ?? 0) + 1);
    return { passage: p, tf, length: terms.length };
  });
  const avgLength = docs.reduce((sum, d) => sum + d.length, 0) / docs.length;
  const df = new Map<string, number>();
  for (const d of docs) for (const t of d.tf.keys()) df.set(t, (df.get(t) ?? 0) + 1);
  const vocabulary = [...df.keys()];
  const idf = (n: number) => Math.log(1 + (docs.length - n + 0.5) / (n + 0.5));

  /**
   * The index terms a query term stands for: itself, or, in the inflected languages, when the
   * passages lack it, the terms sharing its first letters ('dodam' finds 'doda' and 'dodajat').
   */
  const formsOf = (term: string): string[] => {
    if (df.has(term) || language === DEFAULT_LANGUAGE || term.length < 5 || /\d/.test(term)) {
      return [term];
    }
    const prefix = term.slice(0, Math.min(term.length - 1, PREFIX_LETTERS));
    const forms = vocabulary.filter((v) => v.startsWith(prefix));
    return forms.length > 0 ? forms : [term];
  };
  const ids = new Map(passages.map((p) => [p.id, p]));

  return {
    language,
    passages,
    byId: (id) => ids.get(id),
    search(query, options = {}) {
      const terms = [...new Set(tokenize(query, language))].map((term) => {
        const forms = formsOf(term);
        const tf = (d: (typeof docs)[number]) => forms.reduce((n, f) => n + (d.tf.get(f) ?? 0), 0);
        return { tf, weight: idf(docs.filter((d) => tf(d) > 0).length) };
      });
      const page = options.page ?? null;
      const queryWeight = terms.reduce((sum, t) => sum + t.weight, 0);
      const hits: SearchHit[] = [];
      for (const d of docs) {
        let score = 0;
        let held = 0;
        for (const t of terms) {
          const f = t.tf(d);
          if (!f) continue;
          held += t.weight;
          score += (t.weight * f * (K1 + 1)) / (f + K1 * (1 - B + (B * d.length) / avgLength));
        }
        if (score <= 0) continue;
        if (page && d.passage.pages.includes(page)) score *= PAGE_BOOST;
        hits.push({ passage: d.passage, score, coverage: held / queryWeight });
      }
      hits.sort((a, b) => b.score - a.score);
      return hits.slice(0, options.limit ?? 5);
    },
  };
}

const cache = new Map<string, KnowledgeBase>();

/**
 * The help passages of one language, read and indexed once per process. A language without a
 * help file gets the English passages (its `language` then says 'en').
 */
export function knowledgeBase(
  language: Language = DEFAULT_LANGUAGE,
  dir = defaultHelpDir(),
): KnowledgeBase {
  const file = path.join(dir, language, 'help.json');
  if (language !== DEFAULT_LANGUAGE && !existsSync(file)) {
    return knowledgeBase(DEFAULT_LANGUAGE, dir);
  }
  let kb = cache.get(file);
  if (!kb) {
    const parsed = helpFile.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (!parsed.success) throw new Error(`${file}: ${parsed.error.issues[0]?.message}`);
    if (parsed.data.language !== language) {
      throw new Error(`${file}: its language is '${parsed.data.language}', not '${language}'`);
    }
    kb = buildKnowledgeBase(parsed.data.passages, language);
    cache.set(file, kb);
  }
  return kb;
}
