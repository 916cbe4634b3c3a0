import { foldLatinLetters } from './place-names';

// How typed food names are compared, in any of the five languages: the matching engine's
// vocabulary, the product search and the user's text are reduced the same way, so 'Brötchen',
// 'Broetchen' and 'BRÖTCHEN' meet, and 'tomatoes', 'Tomaten' and 'tomato' end in the same stem.

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
