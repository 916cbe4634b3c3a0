import { readdirSync, readFileSync } from 'node:fs';
import type { CompanyProfileInput, WasteInfoInput } from '@foodhub/contracts';
import type { EndUse } from '@foodhub/domain';
import { engineMatch } from '../src/modules/solutions/match-solutions';
import { shippedCatalogue } from './shipped-catalogue';

/**
 * The evaluation set of the matching engine (fixtures/match-eval/): cases and safety probes
 * written from public guidance, each naming its source. Two thirds ('tune') may be looked at
 * while the engine is tuned; the last third ('holdout') is only ever reported as totals.
 */
export type EvalSplit = 'tune' | 'holdout' | `probes-${number}`;

export interface EvalCase {
  id: string;
  name: string;
  language: string;
  companyProfile?: CompanyProfileInput;
  wasteInfo?: WasteInfoInput;
  /** The state an expert reads, or 'unreadable' when nobody could tell what it is. */
  expectedState: string;
  /** Categories acceptable in first place ([] for an unreadable surplus). */
  top1: string[];
  /** Categories that should all be among the first three. */
  top3: string[];
  /** End uses that must not appear at all. */
  forbiddenEndUses: EndUse[];
  /** End uses that must appear (a route wrongly excluded otherwise). */
  requiredEndUses: EndUse[];
  source: string;
}

export interface EvalResult {
  id: string;
  top1Ok: boolean;
  top3Ok: boolean;
  /** Forbidden end uses the answer proposed. */
  violations: EndUse[];
  /** Required end uses the answer left out. */
  wrongfulExclusions: EndUse[];
  /** How many solutions share the top score. */
  tiedAtTop: number;
  /** One of the categories acceptable in first place is among the first three. */
  acceptableInTop3: boolean;
  /** Donation to people is required (legal) but no route to people is among the first three. */
  donationPushedOut: boolean;
  /** A private person's case: every one of the first three takes private persons (else null). */
  privateFirstThreeOk: boolean | null;
  stateOk: boolean;
  ms: number;
  categories: string[];
  state: string;
}

/** 'Now' of the evaluation: dates in the cases are judged against this day. */
export const EVAL_TODAY = new Date(Date.UTC(2026, 10, 24));

export function evalCases(split: EvalSplit): EvalCase[] {
  const file = new URL(`./fixtures/match-eval/${split}.json`, import.meta.url);
  return (JSON.parse(readFileSync(file, 'utf8')) as { cases: EvalCase[] }).cases;
}

export async function judgeEvalCase(c: EvalCase): Promise<EvalResult> {
  const snapshot = await shippedCatalogue();
  const started = performance.now();
  const { outcome, ctx } = engineMatch(
    snapshot,
    c.companyProfile ?? null,
    c.wasteInfo ?? null,
    null,
    EVAL_TODAY,
  );
  const ms = performance.now() - started;
  const categories = outcome.matches.map((m) => m.solution.category);
  const endUses = new Set(outcome.matches.map((m) => m.solution.endUse as EndUse));
  const firstThree = categories.slice(0, 3);
  const top = outcome.matches[0]?.score;
  const unreadable = c.expectedState === 'unreadable';
  const firstThreeMatches = outcome.matches.slice(0, 3);
  const privatePerson = c.companyProfile?.businessCategory === 'Private Person';
  return {
    id: c.id,
    top1Ok: unreadable ? outcome.matches.length === 0 : c.top1.includes(categories[0] ?? ''),
    top3Ok: unreadable
      ? outcome.matches.length === 0
      : c.top3.every((category) => firstThree.includes(category)),
    violations: c.forbiddenEndUses.filter((u) => endUses.has(u)),
    wrongfulExclusions: c.requiredEndUses.filter((u) => !endUses.has(u)),
    tiedAtTop: outcome.matches.filter((m) => m.score === top).length,
    acceptableInTop3: unreadable
      ? outcome.matches.length === 0
      : c.top1.some((category) => firstThree.includes(category)),
    donationPushedOut:
      c.requiredEndUses.includes('human_food') &&
      !firstThreeMatches.some((m) => m.solution.endUse === 'human_food'),
    privateFirstThreeOk: privatePerson
      ? firstThreeMatches.every((m) => {
          const takes = m.solution.acceptedFoodTypes.business_category;
          return takes.length === 0 || takes.includes('Private Person');
        })
      : null,
    stateOk: unreadable ? ctx.surplus.state === null : ctx.surplus.state === c.expectedState,
    ms,
    categories,
    state: ctx.surplus.state ?? 'unreadable',
  };
}

export interface EvalReport {
  split: EvalSplit;
  cases: number;
  top1: number;
  top3: number;
  /** Cases that proposed a forbidden end use, and how many such proposals in all. */
  casesWithViolations: number;
  violations: number;
  wrongfulExclusions: number;
  /** Share of cases where at most two solutions share the top score. */
  atMostTwoAtTop: number;
  /** Share of cases with an acceptable first-place category among the first three. */
  acceptableTop3: number;
  /** Cases where a legal donation was pushed out of the first three. */
  donationsPushedOut: number;
  /** Private persons' cases, and the share whose first three all take private persons. */
  privateCases: number;
  privateFirstThree: number;
  stateAgreement: number;
  p95Ms: number;
}

const share = (n: number, of: number) => Number((of === 0 ? 0 : n / of).toFixed(3));

/** The rounds of new probes present (fixtures/match-eval/probes-<n>.json), oldest first. */
export function probeSplits(): EvalSplit[] {
  const dir = new URL('./fixtures/match-eval/', import.meta.url);
  return readdirSync(dir)
    .map((f) => /^probes-(\d+)\.json$/.exec(f)?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number)
    .sort((a, b) => a - b)
    .map((n): EvalSplit => `probes-${n}`);
}

/**
 * Totals over one split; the results themselves are returned for the tuning split only (a round
 * of probes is judged blind: its misses become tuning cases only in the next round).
 */
export async function evalReport(
  split: EvalSplit,
): Promise<{ report: EvalReport; results: EvalResult[] }> {
  const cases = evalCases(split);
  const results: EvalResult[] = [];
  for (const c of cases) results.push(await judgeEvalCase(c));
  const times = results.map((r) => r.ms).sort((a, b) => a - b);
  const report: EvalReport = {
    split,
    cases: cases.length,
    top1: share(results.filter((r) => r.top1Ok).length, cases.length),
    top3: share(results.filter((r) => r.top3Ok).length, cases.length),
    casesWithViolations: results.filter((r) => r.violations.length > 0).length,
    violations: results.reduce((n, r) => n + r.violations.length, 0),
    wrongfulExclusions: results.reduce((n, r) => n + r.wrongfulExclusions.length, 0),
    atMostTwoAtTop: share(results.filter((r) => r.tiedAtTop <= 2).length, cases.length),
    acceptableTop3: share(results.filter((r) => r.acceptableInTop3).length, cases.length),
    donationsPushedOut: results.filter((r) => r.donationPushedOut).length,
    privateCases: results.filter((r) => r.privateFirstThreeOk !== null).length,
    privateFirstThree: share(
      results.filter((r) => r.privateFirstThreeOk === true).length,
      results.filter((r) => r.privateFirstThreeOk !== null).length,
    ),
    stateAgreement: share(results.filter((r) => r.stateOk).length, cases.length),
    p95Ms: Number((times[Math.floor(0.95 * (times.length - 1))] ?? 0).toFixed(2)),
  };
  return { report, results: split === 'tune' ? results : [] };
}
