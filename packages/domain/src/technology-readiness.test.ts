import { describe, expect, it } from 'vitest';
import { hasTrl, trlBarWidth } from './technology-readiness';

describe('TRL bar width (spec part 1 §2)', () => {
  it.each([
    [9, 100],
    [0, 0],
    [4.5, 50],
    [12, 100],
    [-3, 0],
    ['6', (6 / 9) * 100],
    ['high', 0],
    ['', 0],
    [null, 0],
    [undefined, 0],
    [Number.NaN, 0],
  ])('level %s is %s%%', (level, width) => {
    expect(trlBarWidth(level)).toBeCloseTo(width);
  });

  it('shows the section only for a defined, non-null level', () => {
    expect(hasTrl(0)).toBe(true);
    expect(hasTrl(7)).toBe(true);
    expect(hasTrl(null)).toBe(false);
    expect(hasTrl(undefined)).toBe(false);
  });
});
