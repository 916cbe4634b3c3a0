import type { Language } from '@foodhub/domain';
import { foldFoodText, foodStems, stemWord } from './food-text';
import type { VocabularyProduct } from './vocabulary';

/** The endings German adds to a noun: plurals and cases ('Brot', 'Brote', 'Broten', 'Brotes'). */
export const GERMAN_ENDINGS = ['', 'e', 'n', 'en', 'er', 'ern', 's', 'es', 'nen', 'ns'];
/**
 * How the end of a word changes when it is inflected, per language: two words that share a stem
 * are one word only when both ends are endings of one class of the name's language. Stems alone
 * meet across languages: Italian 'pasti' (meals) is not 'pasta', whose plural is 'paste'; French
 * 'germées' (sprouted) is not Austrian 'Germ' (yeast).
 */
const INFLECTIONS: Record<Language, string[][]> = {
  en: [
    ['', 's', 'es'],
    ['y', 'ies'],
  ],
  de: [GERMAN_ENDINGS],
  // Italian swaps the last vowel by gender and number: mela/mele, pomodoro/pomodori, fungo/funghi.
  it: [
    ['o', 'i'],
    ['a', 'e'],
    ['e', 'i'],
    ['o', 'hi'],
    ['a', 'he'],
    ['io', 'i'],
  ],
  // A plural adds s or x: 'frais' (fresh) is no form of 'fraises', English 'plates' none of
  // 'plats'.
  fr: [
    ['', 's', 'x'],
    ['e', 'es'],
    ['l', 'ux'],
  ],
  // Slovenian declines every noun through many cases: any short case ending.
  sl: [
    [
      ...['', 'a', 'e', 'i', 'o', 'u', 'em', 'om', 'ih', 'ov', 'ev', 'mi', 'ah', 'am', 'ama'],
      ...['ami', 'ega', 'emu', 'im', 'imi', 'ja', 'je', 'ji', 'ju', 'jo'],
    ],
  ],
};

/** Whether a typed word is the name's word inflected as the name's languages inflect it. */
export function sameWord(typed: string, name: string, languages: Language[]): boolean {
  if (typed === name) return true;
  let common = 0;
  while (common < typed.length && common < name.length && typed[common] === name[common]) common++;
  // The common part may have taken the first letter of an ending: 'formaggi|o', 'formaggi|'.
  const tails = [[typed.slice(common), name.slice(common)]];
  if (common > 0) tails.push([typed.slice(common - 1), name.slice(common - 1)]);
  return languages.some((language) =>
    INFLECTIONS[language].some((endings) =>
      tails.some(([a = '', b = '']) => endings.includes(a) && endings.includes(b)),
    ),
  );
}

/**
 * The beginnings a German name takes as the first part of a compound: the name, and the name
 * without a final e or n ('Erdbeer|marmelade', 'Kirsch|saft'), never a shorter stem ('Chili' does
 * not begin 'chilled', 'Pizza' not 'pizzoccheri').
 */
export function compoundBeginnings(folded: string): string[] {
  const forms = new Set([folded]);
  // Only one letter: a plural less two is a stem ('Pizzen' does not begin 'pizzoccheri').
  for (const ending of ['e', 'n']) {
    if (folded.endsWith(ending) && folded.length - ending.length >= MIN_COMPOUND_NAME)
      forms.add(folded.slice(0, -ending.length));
  }
  return [...forms];
}

/**
 * Common words of one language that stem like a food name of another and are never food
 * themselves: French 'trop' (too much) is not Slovenian 'tropine' (grape marc). They are read as
 * nothing. (Italian 'marce', rotten, is a name of spoiled food and wins over French 'marc'.)
 */
export const FALSE_FRIENDS = new Set(
  [
    'trop',
    'tres',
    'pas',
    'plus',
    'tout',
    'tous',
    'toute',
    'toutes',
    'mal',
    'male',
    'bio',
    'ancora',
    'troppo',
    'tanto',
    'molto',
    'poco',
    'pour',
    'rien',
    'deep',
    'used',
    'left',
    'over',
    'times',
    'twice',
    'week',
    'weekly',
    // German 'Küche' (kitchen) folds to a form of 'Kuchen' (cake), 'Rinde' (crust, rind) to one
    // of 'Rind' (beef); French 'mangé' (eaten) meets Slovenian 'mango', 'panne' (a breakdown of
    // the fridge) Italian 'panne' (creams), 'resté' (left out) 'restes' (leftovers).
    'küche',
    'rinde',
    // English 'pest' is no case of Slovenian 'pesto'; 'goes' folds to Slovenian 'gos' (goose),
    // which is therefore read from 'gosi' and 'gosje meso' only.
    'pest',
    'goes',
    'mangé',
    'panne',
    'resté',
  ].map(foldFoodText),
);
/**
 * German names that end many words of other languages and are no head of a compound there:
 * 'Ente' (duck) ends Italian and French 'presente', 'assente', 'parzialmente', 'absente'.
 */
export const NOT_A_HEAD = new Set(['ente']);
/** Endings of English words that no German compound has: 'wrapping' is not a 'Wrap' dish. */
export const NOT_GERMAN = /(ing|ings|ed)$/;
/**
 * Food names that are also a preposition of their language: read as food only when no word
 * follows ('cvetlični med' is honey, 'med tednom' is 'during the week').
 */
export const PREPOSITION_FRIENDS = new Set(['med']);
/** A typed word this much shorter than a name it stems like is another word ('trop', 'tropine'). */
export const MAX_SHORTER = 2;

/** How alike two folded texts are: the length of their common beginning, minus the rest. */
export function likeness(a: string, b: string): number {
  let common = 0;
  while (common < a.length && common < b.length && a[common] === b[common]) common++;
  return common * 2 - Math.abs(a.length - b.length);
}

// Parts of a German compound must be at least this long to count: 'Vollkorn|brot', not 'P|reis'.
export const MIN_COMPOUND_PART = 3;
export const MIN_COMPOUND_NAME = 4;
// Words that say how a product is prepared or sold, not what it is.
export const GENERIC_WORDS = new Set(
  [
    'with',
    'without',
    'from',
    'type',
    'other',
    'average',
    'fresh',
    'frozen',
    'dried',
    'canned',
    'cooked',
    'prepacked',
    'homemade',
    'plain',
    'whole',
    'light',
    'product',
    'prepared',
    'style',
    'food',
    'sold',
    'ready',
    'mixed',
    'assorted',
    'avec',
    'sans',
    'pour',
    'cuit',
    'frais',
    'surgele',
    'preemballe',
    'moyen',
    'aliment',
    'produit',
    'nature',
    'entier',
    'allege',
    'fait',
    'maison',
  ].flatMap((w) => foodStems(w)),
);

// English names put the noun last, before a preposition ('Dairy beverage for baby's breakfast');
// French names put it first ('Céréales pour petit déjeuner').
const ENGLISH_PREPOSITIONS = new Set(['for', 'with', 'without', 'from', 'of', 'in', 'on', 'to']);

/** The stems of the nouns that say what a product is, in its English and its French name. */
export function headNouns(product: VocabularyProduct): string[] {
  const english = foldFoodText(product.productName.split(',')[0] ?? '').split(' ');
  const cut = english.findIndex((w) => ENGLISH_PREPOSITIONS.has(w));
  // 'Biscuit filled with ...': a participle is no noun.
  const noun = (cut === -1 ? english : english.slice(0, cut))
    .filter((w) => !/[^e]ed$/.test(w))
    .at(-1);
  const french = foodStems(product.productNameFr.split(',')[0] ?? '')[0];
  return [noun === undefined ? undefined : stemWord(noun), french].filter(
    (s): s is string => s !== undefined && s !== '',
  );
}

/**
 * Where each folded word of a text stands in the text as typed, so a reading quotes the user's
 * own words ('bombés', "guests' plates"), or null when the two do not line up.
 */
export function typedSpans(text: string, count: number): [number, number][] | null {
  const spans: [number, number][] = [];
  for (const token of text.matchAll(/[\p{L}\p{M}\p{N}]+/gu)) {
    const folded = foldFoodText(token[0]);
    if (folded === '') continue;
    for (const _word of folded.split(' ')) spans.push([token.index, token.index + token[0].length]);
  }
  return spans.length === count ? spans : null;
}
