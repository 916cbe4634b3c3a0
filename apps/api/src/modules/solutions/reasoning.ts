import {
  DEFAULT_LANGUAGE,
  TRL_MAX,
  type BusinessCategory,
  type FoodUseLevel,
  type EndUse,
  type Language,
  type SupplyEstimate,
} from '@foodhub/domain';
import type { BusinessProfile } from './business-profile';
import { stateReadSentence } from './condition-answers';
import { NEARBY_RADIUS_KM, type SolutionMatch } from './matching-engine';
import {
  REASONING_MESSAGES,
  type FoodWasteName,
  type ReasoningMessages,
} from './reasoning-messages';
import type { HazardKind } from './reasoning-messages/types';
import { SAFETY_MESSAGES } from './reasoning-messages/safety';
import type { SurplusProfile } from './surplus-profile';

/** What the reasoning may refer to besides the match itself. */
export interface ReasoningContext {
  surplusName: string | null;
  surplus: SurplusProfile;
  business: BusinessProfile;
  supply: SupplyEstimate | null;
}

/**
 * The language of the text and the names in it: the solution's name as the answer shows it
 * (translated where the catalogue has a translation) and the food names of the engine (English
 * terms and groups) as this language calls them. Without it: English, the catalogue's names.
 */
export interface ReasoningLocale {
  language: Language;
  solutionName(match: SolutionMatch): string;
  foodName(englishName: string): string;
}

const ENGLISH: ReasoningLocale = {
  language: DEFAULT_LANGUAGE,
  solutionName: (match) => match.solution.processName,
  foodName: (name) => name,
};

interface Writer {
  m: ReasoningMessages;
  locale: ReasoningLocale;
  list(items: string[], max?: number): string;
  food(name: string): string;
}

function writer(locale: ReasoningLocale): Writer {
  const m = REASONING_MESSAGES[locale.language];
  return {
    m,
    locale,
    list(items, max = 3) {
      const shown = items.slice(0, max);
      if (shown.length <= 1) return shown.join('');
      return `${shown.slice(0, -1).join(', ')} ${m.conjunction} ${shown[shown.length - 1]}`;
    },
    food(name) {
      return m.foodWaste[name as FoodWasteName] ?? locale.foodName(name);
    },
  };
}

function maturityText(w: Writer, trl: number | null): string | null {
  if (trl === null) return null;
  const stage =
    trl >= 9 ? 'established' : trl >= 7 ? 'proven' : trl >= 5 ? 'pilot' : ('research' as const);
  return w.m.maturity(trl, TRL_MAX, w.m.maturityStages[stage]);
}

function fitText(w: Writer, match: SolutionMatch, ctx: ReasoningContext): string {
  const { facts } = match;
  const { m } = w;
  const surplus = ctx.surplusName;
  const read = [...new Set(ctx.surplus.readings.map((r) => w.food(r.as)))];
  // Words read only from product names are a guess, and said as one.
  const readAsList = ctx.surplus.tentative
    ? read.map((r) => SAFETY_MESSAGES[w.locale.language].tentative(r))
    : read;
  const fitOn = w.list(facts.fitOn.map((n) => w.food(n)));
  switch (facts.fitKind) {
    case 'name':
      return readAsList.length > 0
        ? m.fitNameRead(surplus, w.list(readAsList), fitOn)
        : m.fitName(fitOn);
    case 'subgroup':
    case 'group':
      return facts.groupCoverage < 1
        ? m.fitPartial(fitOn, surplus, Math.round(facts.groupCoverage * 100), facts.fitKind)
        : m.fitFull(fitOn, surplus, readAsList.length > 0 ? w.list(readAsList) : null);
    case 'mixed':
      return m.fitMixed(w.locale.solutionName(match), surplus);
    case 'unknown':
      return ctx.surplus.unrecognisedName
        ? m.fitUnrecognised(ctx.surplus.unrecognisedName)
        : m.fitNoDetails;
  }
}

function businessText(w: Writer, match: SolutionMatch, ctx: ReasoningContext): string | null {
  if (match.factors.businessFit === null) return null;
  const { m } = w;
  const category = (c: string) => m.businessCategories[c as BusinessCategory] ?? c;
  const { businessOn, naceOn } = match.facts;
  const stated = ctx.business.statedCategory;
  // A category chosen from the list is stored by its English code: named in the language.
  const known = stated
    ? Object.keys(m.businessCategories).find((c) => c.toLowerCase() === stated.toLowerCase())
    : undefined;
  const yours =
    stated && !businessOn.some((c) => c.toLowerCase() === stated.toLowerCase())
      ? m.statedCategory(known ? category(known) : stated)
      : '';
  const business = w.list(businessOn.map(category));
  if (businessOn.length > 0 && naceOn.length > 0) {
    return m.businessAndNace(business, yours, w.list(naceOn));
  }
  if (businessOn.length > 0) return m.business(business, yours);
  if (naceOn.length > 0) return m.nace(w.list(naceOn));
  const usual = match.solution.acceptedFoodTypes.business_category;
  return m.usualSuppliers(w.list(usual.map(category), 4));
}

function quantityText(w: Writer, match: SolutionMatch, supply: SupplyEstimate | null) {
  if (!supply || !match.facts.quantity) return null;
  const { m } = w;
  const q = match.solution.quantity;
  const amount = supply.oneOff
    ? m.amountOneOff(m.kg(supply.kgPerWeek))
    : m.amountWeekly(m.kg(supply.kgPerWeek), supply.activeMonths.length);
  const range = m.range(
    q.max_kg_per_week === null
      ? q.min_kg_per_week > 0
        ? { kind: 'from', min: m.kg(q.min_kg_per_week) }
        : { kind: 'any' }
      : { kind: 'between', min: m.kg(q.min_kg_per_week), max: m.kg(q.max_kg_per_week) },
  );
  switch (match.facts.quantity) {
    case 'fits':
      return m.quantityFits(amount, range);
    case 'at-the-limit':
      return m.quantityAtLimit(amount, range);
    case 'below-minimum':
      return m.quantityBelowMinimum(amount, m.kg(q.min_kg_per_week));
    case 'above-maximum':
      return m.quantityAboveMaximum(amount, m.kg(q.max_kg_per_week ?? 0));
    case 'needs-regular-supply':
      return m.quantityNeedsRegularSupply(amount);
  }
}

function nearbyText(w: Writer, count: number | null): string | null {
  if (count === null) return null;
  if (count === 0) return w.m.nearbyNone(NEARBY_RADIUS_KM);
  return w.m.nearbySome(count, NEARBY_RADIUS_KM);
}

const HAZARDS: readonly HazardKind[] = [
  'spoiled',
  'recalled',
  'cold_chain_broken',
  'time_temperature_abuse',
  'past_use_by',
  'past_date',
  'toxic',
  'mixed_waste',
];
const isHazard = (reason: string): reason is HazardKind =>
  (HAZARDS as readonly string[]).includes(reason);

/**
 * The hazard that makes the surplus unsafe, with the user's words that said it: what decided
 * its state, else the first hazard the words name, else a hazard its food names carry.
 */
export function foundHazard(
  surplus: SurplusProfile,
): { kind: HazardKind; words: string | null } | null {
  const evidence = surplus.stateEvidence;
  const reason = evidence.reason === 'expired' ? 'past_date' : evidence.reason;
  if (isHazard(reason)) return { kind: reason, words: evidence.words };
  const cue = surplus.cues.find((c) => isHazard(c.cue));
  if (cue) return { kind: cue.cue as HazardKind, words: cue.words || null };
  const flag = (['toxic', 'past_use_by', 'spoiled'] as const).find((f) => surplus.flags.has(f));
  return flag ? { kind: flag, words: null } : null;
}

/**
 * Kitchen waste read as catering waste: peelings, trimmings and leftovers of a kitchen are
 * catering waste (Reg. (EC) 1069/2009 Annex I (22)) without ever having been served.
 */
function isKitchenWaste(surplus: SurplusProfile): boolean {
  return (
    surplus.state === 'prepared_served' &&
    surplus.stateSource !== 'user' &&
    surplus.stateEvidence.reason === 'kitchen_leftovers'
  );
}

/** The name of the surplus's state as the answer says it ('kitchen waste', not 'served'). */
export function stateName(surplus: SurplusProfile, language: Language): string | null {
  if (surplus.state === null) return null;
  const m = REASONING_MESSAGES[language];
  if (isKitchenWaste(surplus)) return m.kitchenWaste.state;
  // Unsafe by what was found: 'toxic ("Aflatoxin")', not 'spoiled, recalled or past use-by'.
  const hazard = surplus.state === 'spoiled' && surplus.stateSource !== 'user';
  const found = hazard ? foundHazard(surplus) : null;
  if (found) return m.hazardState[found.kind];
  return SAFETY_MESSAGES[language].states[surplus.state];
}

/**
 * The reason a safety rule left a route out, naming what was found (the glass, the aflatoxin,
 * the passed use-by date, in the user's words), or null where the rule's own text says it.
 */
export function exclusionReason(
  rule: string,
  surplus: SurplusProfile,
  language: Language,
): string | null {
  const m = REASONING_MESSAGES[language];
  if (rule === 'unsafe-not-food-or-feed') {
    const hazard = foundHazard(surplus);
    if (hazard) return m.hazard[hazard.kind](hazard.words);
    return surplus.stateSource === 'user' && surplus.state === 'spoiled' ? m.hazardGiven : null;
  }
  if (rule === 'served-not-food-or-feed' && isKitchenWaste(surplus)) {
    return m.kitchenWaste.excluded(surplus.stateEvidence.words);
  }
  return null;
}

/**
 * Anaerobic digestion (biogas) is recycling in the EU food use hierarchy, as composting is; the
 * other energy routes (fuel, heat, incineration) are energy recovery.
 */
function isDigestion(match: SolutionMatch): boolean {
  const name = match.solution.processName;
  return /digestion|biogas/i.test(name) && !/incinerat|combust/i.test(name);
}

function hierarchyText(w: Writer, match: SolutionMatch): string | null {
  const level = match.solution.foodUseHierarchy as FoodUseLevel;
  if ((match.solution.endUse as EndUse) === 'prevention') return w.m.hierarchyPrevention;
  if (level === 'energy' && isDigestion(match)) return w.m.hierarchyDigestion;
  return w.m.hierarchy[level] ?? null;
}

/** The state the route was judged for, and the constraint that decides the route for it. */
function stateText(w: Writer, match: SolutionMatch, ctx: ReasoningContext): string[] {
  const safety = SAFETY_MESSAGES[w.locale.language];
  const { surplus } = ctx;
  const kitchenWaste = isKitchenWaste(surplus) && match.facts.state === 'prepared_served';
  const state =
    match.facts.state === surplus.state
      ? (stateName(surplus, w.locale.language) ?? safety.states[match.facts.state])
      : safety.states[match.facts.state];
  const said =
    surplus.stateSource === 'user'
      ? safety.stateGiven(state)
      : match.facts.state === 'edible'
        ? null
        : stateReadSentence(safety, surplus, state);
  const rule = safety.deciding[match.solution.endUse as EndUse]?.[match.facts.state] ?? null;
  const deciding = kitchenWaste && rule !== null ? w.m.kitchenWaste.deciding : rule;
  return [said, deciding].filter((t): t is string => t !== null);
}

/** A few sentences naming the factors and numbers behind one match, in the locale's language. */
export function reasoningText(
  match: SolutionMatch,
  ctx: ReasoningContext,
  locale: ReasoningLocale = ENGLISH,
): string {
  const w = writer(locale);
  return [
    fitText(w, match, ctx),
    ...stateText(w, match, ctx),
    businessText(w, match, ctx),
    hierarchyText(w, match),
    maturityText(w, match.solution.technologyReadinessLevel),
    quantityText(w, match, ctx.supply),
    nearbyText(w, match.factors.nearbyProviderCount),
  ]
    .filter((s): s is string => s !== null)
    .join(' ');
}
