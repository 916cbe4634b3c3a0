import type { ChatbotContext, ChatbotPageContext } from '@foodhub/contracts';
import { pageKey } from './knowledge';

/**
 * What the page the user is on shows (its page context) and what they entered, read from JSON of
 * any shape: the web publishes solutions, the chosen solution with its providers, the report's
 * numbers or the stepper's entries (spec part 1 §3 'Page context').
 */
export type Obj = Record<string, unknown>;
export const isObj = (v: unknown): v is Obj =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
export const str = (v: unknown): string | null =>
  typeof v === 'string' && v.trim() ? v.trim() : typeof v === 'number' ? String(v) : null;
export const num = (v: unknown): number | null => {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim())) return Number(v);
  return null;
};
export const pick = (o: Obj, ...keys: string[]) => {
  for (const k of keys) if (o[k] !== undefined && o[k] !== null) return o[k];
  return undefined;
};

export interface PageSolution {
  name: string;
  score: number | null;
  reasoning: string | null;
  category: string | null;
  trl: number | null;
}
export interface PageProvider {
  name: string;
  distanceKm: number | null;
  city: string | null;
  country: string | null;
}
export interface PageReport {
  period: string | null;
  indicator: string | null;
  unit: string | null;
  avoided: number | null;
  additional: number | null;
  net: number | null;
  donatedKg: number | null;
  transportKm: number | null;
}

function readSolution(v: unknown): PageSolution | null {
  if (!isObj(v)) return null;
  const name = str(pick(v, 'name', 'processName', 'process_name', 'title'));
  if (!name) return null;
  return {
    name,
    score: num(pick(v, 'score', 'matchScore')),
    reasoning: str(pick(v, 'reasoning', 'reason')),
    category: str(pick(v, 'category', 'solutionCategory', 'solution_category')),
    trl: num(pick(v, 'trl', 'technologyReadinessLevel', 'technology_readiness_level')),
  };
}

function readProvider(v: unknown): PageProvider | null {
  if (!isObj(v)) return null;
  const name = str(pick(v, 'name', 'companyName', 'company_name')) ?? 'Unnamed Provider';
  return {
    name,
    distanceKm: num(pick(v, 'distanceKm', 'distance_km')),
    city: str(v.city),
    country: str(v.country),
  };
}

function readReport(data: Obj): PageReport | null {
  const report: PageReport = {
    period: str(data.period),
    indicator: str(data.indicator),
    unit: str(data.unit),
    avoided: num(data.avoided),
    additional: num(data.additional),
    net: num(data.net),
    donatedKg: num(data.donatedKg),
    transportKm: num(data.transportKm),
  };
  return report.avoided === null && report.additional === null && report.net === null
    ? null
    : report;
}

/** One reason the page gives for leaving routes out ('Why not donation?'), with their names. */
export interface PageExclusion {
  reason: string;
  safety: boolean;
  routes: string[];
}

/** The page's 'Why not …?' reasons, by the kind of route left out. */
export interface PageWhyNot {
  donation: PageExclusion[];
  animalFeed: PageExclusion[];
}

function readExclusions(v: unknown): PageExclusion[] {
  if (!Array.isArray(v)) return [];
  return v.flatMap((item) => {
    if (!isObj(item)) return [];
    const reason = str(item.reason);
    if (!reason) return [];
    const routes = Array.isArray(item.routes) ? item.routes.map(str) : [];
    return [
      {
        reason,
        safety: item.safety === true,
        routes: routes.filter((r): r is string => r !== null),
      },
    ];
  });
}

function readWhyNot(v: unknown): PageWhyNot {
  const o = isObj(v) ? v : {};
  return {
    donation: readExclusions(pick(o, 'donation', 'human')),
    animalFeed: readExclusions(pick(o, 'animalFeed', 'feed')),
  };
}

export interface PageFacts {
  page: string | null;
  solutions: PageSolution[];
  /** What the page offers instead when none of its solutions is what it is about (otherSolutions). */
  otherSolutions: PageSolution[];
  whyNot: PageWhyNot;
  solution: PageSolution | null;
  providers: PageProvider[];
  report: PageReport | null;
  companyProfile: Obj | null;
  wasteInfo: Obj | null;
}

export function pageFacts(input: {
  pageContext: ChatbotPageContext | null | undefined;
  context: ChatbotContext | null | undefined;
}): PageFacts {
  const data = input.pageContext?.availablePageData;
  const d = isObj(data) ? data : {};
  const list = (v: unknown) => (Array.isArray(v) ? v : []);
  const inputs = input.context?.userInputs;
  return {
    page: pageKey(input.pageContext?.currentPageName),
    solutions: list(d.solutions)
      .map(readSolution)
      .filter((s): s is PageSolution => s !== null),
    otherSolutions: list(d.otherSolutions)
      .map(readSolution)
      .filter((s): s is PageSolution => s !== null),
    whyNot: readWhyNot(d.whyNot),
    solution: readSolution(d.solution),
    providers: list(d.providers)
      .map(readProvider)
      .filter((p): p is PageProvider => p !== null),
    report: readReport(d),
    companyProfile: isObj(d.companyProfile)
      ? d.companyProfile
      : isObj(inputs?.companyProfile)
        ? inputs.companyProfile
        : null,
    wasteInfo: isObj(d.wasteInfo)
      ? d.wasteInfo
      : isObj(inputs?.wasteInfo)
        ? inputs.wasteInfo
        : null,
  };
}
