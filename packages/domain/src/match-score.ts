// Match score presentation rules of spec part 1 §4 'Match score class' and §9.

export type MatchScoreClass = 'high' | 'medium' | 'low';

/** 80 and above high, 50 and above medium, else low (spec part 1 §4, §9). */
export function matchScoreClass(score: number): MatchScoreClass {
  if (score >= 80) return 'high';
  if (score >= 50) return 'medium';
  return 'low';
}

/** Each label applies from its threshold up to the next one (spec part 1 §9). */
const MATCH_SCORE_LABELS: ReadonlyArray<readonly [threshold: number, label: string]> = [
  [90, 'Excellent Match'],
  [80, 'Very Good Match'],
  [70, 'Good Match'],
  [60, 'Fair Match'],
  [50, 'Moderate Match'],
];

export function matchScoreLabel(score: number): string {
  for (const [threshold, label] of MATCH_SCORE_LABELS) {
    if (score >= threshold) return label;
  }
  return 'Basic Match';
}

/** Scores are shown on a 0-100 bar. */
export function clampScore(score: number): number {
  if (!Number.isFinite(score)) return 0;
  return Math.min(100, Math.max(0, score));
}
