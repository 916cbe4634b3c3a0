import { foodStems, foldFoodText, stemWord } from '@foodhub/domain';

export { foodStems, foldFoodText, stemWord };

// How the engine reads what users type about their surplus; folding and stems are the domain's,
// shared with the product search.

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
