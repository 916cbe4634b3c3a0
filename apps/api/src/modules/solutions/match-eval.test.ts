import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { evalReport, probeSplits } from '../../../test/match-eval';

// The engine against the evaluation set written from public guidance (test/fixtures/match-eval):
// the tuning third is asserted in full; the held-out third and the rounds of outside probes only
// as totals, and only the rules that must hold everywhere (no forbidden route). Every report is
// printed with every run.
const HAS_SET = existsSync(new URL('../../../test/fixtures/match-eval/tune.json', import.meta.url));

/** Targets on the tuning split (the held-out split is reported by npm run bench). */
const TOP1_TARGET = 0.9;
const TOP3_TARGET = 0.9;
const TIES_TARGET = 0.9;

describe.runIf(HAS_SET)('match evaluation set', () => {
  it('tuning split: no forbidden route, and the agreement targets', async () => {
    const { report, results } = await evalReport('tune');
    console.info(`match evaluation (tune): ${JSON.stringify(report)}`);
    expect(results.filter((r) => r.violations.length > 0).map((r) => r.id)).toEqual([]);
    expect(report.top1).toBeGreaterThanOrEqual(TOP1_TARGET);
    expect(report.top3).toBeGreaterThanOrEqual(TOP3_TARGET);
    expect(report.atMostTwoAtTop).toBeGreaterThanOrEqual(TIES_TARGET);
  });

  it('held-out split: no forbidden route (totals only)', async () => {
    const { report } = await evalReport('holdout');
    console.info(`match evaluation (holdout): ${JSON.stringify(report)}`);
    expect(report.violations).toBe(0);
  });

  // Each round of probes is written by someone who never saw the rules and first reported blind
  // (bench/results/match.json keeps the totals); afterwards it guards like the held-out split.
  it.each(probeSplits())('%s: no forbidden route, no legal donation pushed out', async (split) => {
    const { report } = await evalReport(split);
    console.info(`match evaluation (${split}): ${JSON.stringify(report)}`);
    expect(report.violations).toBe(0);
    expect(report.donationsPushedOut).toBe(0);
    expect(report.privateFirstThree).toBe(1);
  });
});
