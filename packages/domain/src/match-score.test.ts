import { describe, expect, it } from 'vitest';
import { clampScore, matchScoreClass, matchScoreLabel } from './match-score';

describe('match score class (spec part 1 §4)', () => {
  it.each([
    [100, 'high'],
    [80, 'high'],
    [79.9, 'medium'],
    [50, 'medium'],
    [49.9, 'low'],
    [0, 'low'],
  ])('%s is %s', (score, expected) => {
    expect(matchScoreClass(score)).toBe(expected);
  });
});

describe('match score label (spec part 1 §9)', () => {
  it.each([
    [100, 'Excellent Match'],
    [90, 'Excellent Match'],
    [89.9, 'Very Good Match'],
    [80, 'Very Good Match'],
    [79, 'Good Match'],
    [70, 'Good Match'],
    [69, 'Fair Match'],
    [60, 'Fair Match'],
    [59, 'Moderate Match'],
    [50, 'Moderate Match'],
    [49.9, 'Basic Match'],
    [0, 'Basic Match'],
  ])('%s reads %s', (score, expected) => {
    expect(matchScoreLabel(score)).toBe(expected);
  });
});

describe('score bar', () => {
  it('keeps scores on the 0-100 bar', () => {
    expect(clampScore(120)).toBe(100);
    expect(clampScore(-5)).toBe(0);
    expect(clampScore(Number.NaN)).toBe(0);
    expect(clampScore(42)).toBe(42);
  });
});
