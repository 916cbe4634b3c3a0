import { readFileSync } from 'node:fs';
import type { CompanyProfileInput, WasteInfoInput } from '@foodhub/contracts';
import { describe, expect, it } from 'vitest';
import { shippedCatalogue } from '../../../test/shipped-catalogue';
import { engineMatch } from './match-solutions';

interface QualityCase {
  name: string;
  companyProfile: CompanyProfileInput;
  wasteInfo: WasteInfoInput;
  top1: string[];
  top3: string[];
  never: string[];
}

const { cases } = JSON.parse(
  readFileSync(new URL('../../../test/fixtures/match-quality-cases.json', import.meta.url), 'utf8'),
) as { cases: QualityCase[] };

async function rankedCategories(c: QualityCase): Promise<string[]> {
  const snapshot = await shippedCatalogue();
  const { outcome } = engineMatch(snapshot, c.companyProfile, c.wasteInfo, null);
  return outcome.matches.map((m) => m.solution.category);
}

/** Agreement targets of the quality table; the measured values are printed with every run. */
const TOP1_TARGET = 0.8;
const TOP3_TARGET = 0.8;

describe('match quality on the shipped catalogue (expert table of 29 cases)', () => {
  it('has at least 25 cases across the kinds of users', () => {
    expect(cases.length).toBeGreaterThanOrEqual(25);
  });

  it.each(cases.map((c) => [c.name, c] as const))(
    '%s: never proposes what must never appear, and proposes something',
    async (_, c) => {
      const categories = await rankedCategories(c);
      expect(categories.length).toBeGreaterThan(0);
      for (const forbidden of c.never) expect(categories).not.toContain(forbidden);
    },
  );

  it(`agrees with the expert on the first place in ≥ ${TOP1_TARGET * 100} % and the top 3 in ≥ ${TOP3_TARGET * 100} % of cases`, async () => {
    let top1 = 0;
    let top3 = 0;
    const misses: string[] = [];
    for (const c of cases) {
      const categories = await rankedCategories(c);
      const first = categories[0] ?? '';
      const firstThree = categories.slice(0, 3);
      const top1Ok = c.top1.includes(first);
      const top3Ok = c.top3.every((category) => firstThree.includes(category));
      if (top1Ok) top1++;
      if (top3Ok) top3++;
      if (!top1Ok || !top3Ok) misses.push(`${c.name}: got ${firstThree.join(' > ')}`);
    }
    const report = {
      cases: cases.length,
      top1Agreement: top1 / cases.length,
      top3Agreement: top3 / cases.length,
      misses,
    };
    console.info(`match quality: ${JSON.stringify(report, null, 2)}`);
    expect(report.top1Agreement).toBeGreaterThanOrEqual(TOP1_TARGET);
    expect(report.top3Agreement).toBeGreaterThanOrEqual(TOP3_TARGET);
  });
});
