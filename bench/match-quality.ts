// The quality table and the evaluation set on the shipped catalogue, for bench/match.bench.mjs:
// top-1 and top-3 agreement with the expert's categories, forbidden routes, wrongful exclusions,
// ties at the top, and the engine's own time per case (no HTTP, no database). The held-out split
// of the evaluation set is reported as totals only. Prints one JSON line.
import { engineMatch } from '../apps/api/src/modules/solutions/match-solutions';
import { evalReport, probeSplits } from '../apps/api/test/match-eval';
import { qualityCases, qualityReport } from '../apps/api/test/match-quality';
import { shippedCatalogue } from '../apps/api/test/shipped-catalogue';

const snapshot = await shippedCatalogue();
const durations: number[] = [];
for (let round = 0; round < 20; round++) {
  for (const c of qualityCases()) {
    const started = performance.now();
    engineMatch(snapshot, c.companyProfile, c.wasteInfo, null);
    durations.push(performance.now() - started);
  }
}
durations.sort((a, b) => a - b);
const at = (q: number) =>
  durations[Math.min(durations.length - 1, Math.floor(q * durations.length))] ?? 0;
const report = await qualityReport();
const tune = (await evalReport('tune')).report;
const holdout = (await evalReport('holdout')).report;
const probes = [];
for (const split of probeSplits()) probes.push((await evalReport(split)).report);
console.log(
  JSON.stringify({
    ...report,
    top1Agreement: Number(report.top1Agreement.toFixed(3)),
    top3Agreement: Number(report.top3Agreement.toFixed(3)),
    engineOnlyP50Ms: Number(at(0.5).toFixed(3)),
    engineOnlyP95Ms: Number(at(0.95).toFixed(3)),
    evaluation: { tune, holdout, probes },
  }),
);
