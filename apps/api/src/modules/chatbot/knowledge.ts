// The chatbot's knowledge: the help passages of data/help/<language>/help.json, written by this
// project for this product, and a small BM25 index over them, built once in memory.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

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
  readonly passages: readonly HelpPassage[];
  byId(id: string): HelpPassage | undefined;
  /** Passages best first, only those sharing a term with the query; `page` boosts its passages. */
  search(query: string, options?: { page?: string | null; limit?: number }): SearchHit[];
}

/** data/help at the repository root, from apps/api/src (tsx, tests) and apps/api/dist (bundle). */
export function defaultHelpDir(): string {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const marker = `${path.sep}apps${path.sep}api${path.sep}`;
  return path.join(here.slice(0, here.lastIndexOf(marker)), 'data', 'help');
}

// Function words and the words every question has; they carry no topic.
const STOPWORDS = new Set(
  (
    'a about above after again all am an and any are as at be because been before being below ' +
    'between both but by can could did do does doing down during each few for from further had ' +
    'has have having he her here hers him his how i if in into is it its itself just me more most ' +
    'my myself no nor not now of off on once only or other our ours out over own same she should ' +
    'so some such than that the their theirs them then there these they this those through to ' +
    'too under until up very was we were what when where which while who whom why will with ' +
    'would you your yours yourself please tell explain mean means meaning show shows shown ' +
    'thing things get got know want like also use used using one ok okay hi hello thanks thank ' +
    'write wrote give need'
  ).split(' '),
);

/** Lower case without accents: 'Präsentation' and 'prasentation' are the same word. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** A light English stemmer: plurals and a few endings, enough for short help texts. */
function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|sses|xes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('ing') && word.length > 5) return word.slice(0, -3);
  if (word.endsWith('ed') && word.length > 4) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) return word.slice(0, -1);
  return word;
}

export function tokenize(text: string): string[] {
  return fold(text)
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 1 && !STOPWORDS.has(w))
    .map(stem);
}

/** The help page names a page context may use, brought to the names of the passages. */
export function pageKey(name: string | null | undefined): string | null {
  if (!name) return null;
  const n = fold(name);
  if (/detail/.test(n)) return 'solution-details';
  if (/report|result|bericht|rapport|porocil/.test(n)) return 'report';
  if (/lca|impact|analysis|transport/.test(n)) return 'lca-stepper';
  if (/solution|losung|soluzion|resitev/.test(n)) return 'solutions';
  if (/surplus|waste|food|uberschuss|lebensmittel|eccedenz|presez/.test(n)) return 'food-surplus';
  if (/company|unternehm|firm|azienda|entreprise|podjet/.test(n)) return 'company-data';
  if (/account|setting/.test(n)) return 'account-settings';
  if (/privacy/.test(n)) return 'privacy-policy';
  if (/description|doc|help/.test(n)) return 'tool-description';
  if (/login/.test(n)) return 'login';
  if (/register/.test(n)) return 'register';
  if (/home/.test(n)) return 'home';
  return n.replace(/[^a-z0-9]+/g, '-');
}

const K1 = 1.2;
const B = 0.75;
/** A passage made for the page the user is on weighs a little more. */
const PAGE_BOOST = 1.2;

export function buildKnowledgeBase(passages: HelpPassage[]): KnowledgeBase {
  // The title counts twice: it names the question a passage answers.
  const docs = passages.map((p) => {
    const terms = tokenize(`${p.title} ${p.title} ${p.text}`);
    const tf = new Map<string, number>();
    for (const t of terms) tf.set(t, (tf.get(t) ?? 0) + 1);
    return { passage: p, tf, length: terms.length };
  });
  const avgLength = docs.reduce((sum, d) => sum + d.length, 0) / docs.length;
  const df = new Map<string, number>();
  for (const d of docs) for (const t of d.tf.keys()) df.set(t, (df.get(t) ?? 0) + 1);
  const idf = (t: string) => {
    const n = df.get(t) ?? 0;
    return Math.log(1 + (docs.length - n + 0.5) / (n + 0.5));
  };
  const ids = new Map(passages.map((p) => [p.id, p]));

  return {
    passages,
    byId: (id) => ids.get(id),
    search(query, options = {}) {
      const terms = [...new Set(tokenize(query))];
      const page = options.page ?? null;
      const queryWeight = terms.reduce((sum, t) => sum + idf(t), 0);
      const hits: SearchHit[] = [];
      for (const d of docs) {
        let score = 0;
        let held = 0;
        for (const t of terms) {
          const f = d.tf.get(t);
          if (!f) continue;
          held += idf(t);
          score += (idf(t) * f * (K1 + 1)) / (f + K1 * (1 - B + (B * d.length) / avgLength));
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

/** The help passages of one language, read and indexed once per process. */
export function knowledgeBase(language = 'en', dir = defaultHelpDir()): KnowledgeBase {
  const file = path.join(dir, language, 'help.json');
  let kb = cache.get(file);
  if (!kb) {
    const parsed = helpFile.safeParse(JSON.parse(readFileSync(file, 'utf8')));
    if (!parsed.success) throw new Error(`${file}: ${parsed.error.issues[0]?.message}`);
    kb = buildKnowledgeBase(parsed.data.passages);
    cache.set(file, kb);
  }
  return kb;
}
