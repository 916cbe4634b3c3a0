import { describe, expect, it } from 'vitest';
import { judgeCase, qualityCases, qualityReport } from '../../../test/match-quality';

const cases = qualityCases();

/** Agreement targets of the quality table; the measured values are printed with every run. */
const TOP1_TARGET = 0.8;
const TOP3_TARGET = 0.8;

describe('match quality on the shipped catalogue (expert table)', () => {
  it('has at least 25 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(25);
  });

  it.each(cases.map((c) => [c.name, c] as const))(
    '%s: proposes something, and never what must never appear',
    async (_, c) => {
      const result = await judgeCase(c);
      expect(result.categories.length).toBeGreaterThan(0);
      expect(result.forbidden).toEqual([]);
    },
  );

  it(`agrees with the expert on the first place in ≥ ${TOP1_TARGET * 100} % and on the top 3 in ≥ ${TOP3_TARGET * 100} % of cases`, async () => {
    const report = await qualityReport();
    console.info(`match quality: ${JSON.stringify(report, null, 2)}`);
    expect(report.top1Agreement).toBeGreaterThanOrEqual(TOP1_TARGET);
    expect(report.top3Agreement).toBeGreaterThanOrEqual(TOP3_TARGET);
  });
});
