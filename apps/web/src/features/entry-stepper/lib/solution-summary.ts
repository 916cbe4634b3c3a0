import type { SolutionView } from '../../../lib/solution-view';

/** The first sentence of a reasoning text, for the list (the details page shows it all). */
export function firstSentence(text: string): string {
  const trimmed = text.trim();
  const match = /^.+?[.!?](?=\s|$)/s.exec(trimmed);
  return match ? match[0] : trimmed;
}

/**
 * Solutions by score, highest first. The sort is stable, so the server's order stays for equal
 * scores, and solutions without a score keep their place after the scored ones.
 */
export function byScore(solutions: SolutionView[], scores: Record<string, number>) {
  const score = (s: SolutionView) => {
    const value = scores[s.id];
    return typeof value === 'number' && Number.isFinite(value) ? value : -Infinity;
  };
  return [...solutions].sort((a, b) => score(b) - score(a));
}
