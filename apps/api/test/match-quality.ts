import { readFileSync } from 'node:fs';
import type { CompanyProfileInput, WasteInfoInput } from '@foodhub/contracts';
import { engineMatch } from '../src/modules/solutions/match-solutions';
import { shippedCatalogue } from './shipped-catalogue';

/** One row of the expert table (fixtures/match-quality-cases.json). */
export interface QualityCase {
  name: string;
  companyProfile: CompanyProfileInput;
  wasteInfo: WasteInfoInput;
  /** Categories acceptable in first place. */
  top1: string[];
  /** Categories that should all be among the first three. */
  top3: string[];
  /** Categories that must not appear at all. */
  never: string[];
}

export interface QualityResult {
  name: string;
  categories: string[];
  top1Ok: boolean;
  top3Ok: boolean;
  forbidden: string[];
}

export function qualityCases(): QualityCase[] {
  const file = new URL('./fixtures/match-quality-cases.json', import.meta.url);
  return (JSON.parse(readFileSync(file, 'utf8')) as { cases: QualityCase[] }).cases;
}

/** The engine on the shipped catalogue for one case, compared with the expert's categories. */
export async function judgeCase(c: QualityCase): Promise<QualityResult> {
  const { outcome } = engineMatch(await shippedCatalogue(), c.companyProfile, c.wasteInfo, null);
  const categories = outcome.matches.map((m) => m.solution.category);
  const firstThree = categories.slice(0, 3);
  return {
    name: c.name,
    categories,
    top1Ok: c.top1.includes(categories[0] ?? ''),
    top3Ok: c.top3.every((category) => firstThree.includes(category)),
    forbidden: c.never.filter((category) => categories.includes(category)),
  };
}

/** Top-1 and top-3 agreement over the whole table, with the cases that missed. */
export async function qualityReport() {
  const cases = qualityCases();
  const results = await Promise.all(cases.map(judgeCase));
  return {
    cases: cases.length,
    top1Agreement: results.filter((r) => r.top1Ok).length / cases.length,
    top3Agreement: results.filter((r) => r.top3Ok).length / cases.length,
    neverViolations: results.reduce((n, r) => n + r.forbidden.length, 0),
    misses: results
      .filter((r) => !r.top1Ok || !r.top3Ok)
      .map((r) => `${r.name}: got ${r.categories.slice(0, 3).join(' > ')}`),
  };
}
