import { foldLatinLetters } from '@foodhub/domain';

// How the engine reads what users type about their surplus, in any of the five languages: the
// vocabulary and the user's text are reduced the same way, so 'Brötchen', 'Broetchen' and
// 'BRÖTCHEN' meet, and 'tomatoes', 'Tomaten' and 'tomato' end in the same stem.

/** Lower case, accents folded, German umlaut transliterations folded like the umlauts. */
export function foldFoodText(text: string): string {
  return (
    foldLatinLetters(text)
      // 'Kaese' is 'Käse' typed without umlauts; after folding ä to a both must meet.
      .replace(/([aou])e(?=\p{L})/gu, '$1')
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim()
  );
}

// Plural and inflection endings of en, de, it, fr and sl, longest first. Stripped only from words
// of five letters or more and only down to four, so short words (Eier, mele, riz) stay whole.
const ENDINGS: [string, string][] = [
  ['ies', 'y'],
  ['es', ''],
  ['en', ''],
  ['er', ''],
  ['s', ''],
  ['e', ''],
  ['i', ''],
  ['a', ''],
  ['o', ''],
  ['x', ''],
  ['n', ''],
];
const MIN_STEM = 4;

function stripEnding(word: string): string {
  if (word.length < MIN_STEM + 1) return word;
  for (const [ending, replacement] of ENDINGS) {
    if (word.endsWith(ending) && word.length - ending.length + replacement.length >= MIN_STEM) {
      return word.slice(0, word.length - ending.length) + replacement;
    }
  }
  return word;
}

/**
 * The comparison stem of one folded word: endings stripped until none is left, so a plural and
 * its singular meet even when they differ by two endings (tomatoes -> tomato -> tomat).
 */
export function stemWord(word: string): string {
  let stem = word;
  for (let next = stripEnding(stem); next !== stem; next = stripEnding(stem)) stem = next;
  return stem;
}

/** The stems of a text, in order. */
export function foodStems(text: string): string[] {
  const folded = foldFoodText(text);
  return folded === '' ? [] : folded.split(' ').map(stemWord);
}

// Words that turn the next words into their opposite: 'no meat', 'ohne Fleisch', 'senza carne'.
const NEGATIONS = new Set(
  [
    'no',
    'not',
    'without',
    'kein',
    'keine',
    'keinen',
    'ohne',
    'nicht',
    'senza',
    'non',
    'sans',
    'pas',
    'aucun',
    'aucune',
    'brez',
    'ni',
  ].map(stemWord),
);
/** How many words after a negation it reaches ('no meat or fish'). */
const NEGATION_REACH = 3;

/** For each stem, whether a negation word stands shortly before it. */
export function negatedPositions(stems: string[]): boolean[] {
  const negated = stems.map(() => false);
  stems.forEach((stem, i) => {
    if (!NEGATIONS.has(stem)) return;
    for (let j = i + 1; j <= i + NEGATION_REACH && j < stems.length; j++) negated[j] = true;
  });
  return negated;
}
