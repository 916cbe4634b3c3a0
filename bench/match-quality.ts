// The quality table on the shipped catalogue, for bench/match.bench.mjs: top-1 and top-3
// agreement with the expert's categories. Prints one JSON line.
import { readFileSync } from 'node:fs';
import type { CompanyProfileInput, WasteInfoInput } from '@foodhub/contracts';
import { engineMatch } from '../apps/api/src/modules/solutions/match-solutions';
import { shippedCatalogue } from '../apps/api/test/shipped-catalogue';

interface QualityCase {
  name: string;
  companyProfile: CompanyProfileInput;
  wasteInfo: WasteInfoInput;
  top1: string[];
  top3: string[];
  never: string[];
}
const { cases } = JSON.parse(
  readFileSync(
    new URL('../apps/api/test/fixtures/match-quality-cases.json', import.meta.url),
    'utf8',
  ),
) as { cases: QualityCase[] };

const snapshot = await shippedCatalogue();
let top1 = 0;
let top3 = 0;
let neverViolations = 0;
const durations: number[] = [];
for (const c of cases) {
  const started = performance.now();
  const { outcome } = engineMatch(snapshot, c.companyProfile, c.wasteInfo, null);
  durations.push(performance.now() - started);
  const categories = outcome.matches.map((m) => m.solution.category);
  if (c.top1.includes(categories[0] ?? '')) top1++;
  if (c.top3.every((x) => categories.slice(0, 3).includes(x))) top3++;
  neverViolations += c.never.filter((x) => categories.includes(x)).length;
}
durations.sort((a, b) => a - b);
console.log(
  JSON.stringify({
    cases: cases.length,
    top1Agreement: Number((top1 / cases.length).toFixed(3)),
    top3Agreement: Number((top3 / cases.length).toFixed(3)),
    neverViolations,
    engineOnlyP50Ms: Number((durations[Math.floor(durations.length / 2)] ?? 0).toFixed(3)),
  }),
);
