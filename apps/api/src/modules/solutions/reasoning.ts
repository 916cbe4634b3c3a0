import { TRL_MAX } from '@foodhub/domain';
import type { BusinessProfile } from './business-profile';
import { NEARBY_RADIUS_KM, type SolutionMatch } from './matching-engine';
import type { SupplyEstimate } from '@foodhub/domain';
import type { SurplusProfile } from './surplus-profile';

/** What the reasoning may refer to besides the match itself. */
export interface ReasoningContext {
  surplusName: string | null;
  surplus: SurplusProfile;
  business: BusinessProfile;
  supply: SupplyEstimate | null;
}

const HIERARCHY_SENTENCES: Record<string, string> = {
  people: 'It keeps the food for people, the top of the food-use hierarchy.',
  animals: 'Feeding animals is the second level of the food-use hierarchy, after feeding people.',
  materials:
    'Making materials from it is the third level of the food-use hierarchy, after people and animals.',
  energy: 'Recovering energy is the fourth of the five levels of the food-use hierarchy.',
  compost:
    'Composting returns the nutrients to the soil, the last level of the food-use hierarchy before disposal.',
};

const kg = (value: number) =>
  value < 10 ? String(Math.round(value * 10) / 10) : Math.round(value).toLocaleString('en-US');

const list = (items: string[], max = 3) => {
  const shown = items.slice(0, max);
  if (shown.length <= 1) return shown.join('');
  return `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`;
};

function maturityText(trl: number | null): string | null {
  if (trl === null) return null;
  const stage =
    trl >= 9
      ? 'established practice'
      : trl >= 7
        ? 'proven in operation, not yet everywhere'
        : trl >= 5
          ? 'demonstrated in pilot plants'
          : 'still in research';
  return `Technology readiness level ${trl} of ${TRL_MAX}: ${stage}.`;
}

function fitText(match: SolutionMatch, ctx: ReasoningContext): string {
  const { facts, solution } = match;
  const name = ctx.surplusName ? `"${ctx.surplusName}"` : 'your surplus';
  const readAsList = [...new Set(ctx.surplus.readings.map((r) => r.as))];
  const readAs = readAsList.length > 0 ? ` (read as ${list(readAsList)})` : '';
  switch (facts.fitKind) {
    case 'name':
      return readAsList.length > 0
        ? `We read ${name} as ${list(readAsList)}; it takes ${list(facts.fitOn)} by name.`
        : `It takes ${list(facts.fitOn)} by name.`;
    case 'subgroup':
    case 'group': {
      const part =
        facts.groupCoverage < 1
          ? `, which covers part of ${name} (${Math.round(facts.groupCoverage * 100)} % of its food ${facts.fitKind === 'subgroup' ? 'subgroups' : 'groups'})`
          : `, which is where ${name} belongs${readAs}`;
      return `It takes ${list(facts.fitOn)}${part}.`;
    }
    case 'mixed':
      return `${solution.processName} takes most kinds of food, so it can take ${name} although it does not name it.`;
    case 'unknown':
      return ctx.surplus.unrecognisedName
        ? `We did not recognise "${ctx.surplus.unrecognisedName}", so this proposal rests on the other factors; adding food groups makes the match sharper.`
        : 'No surplus details were given, so solutions that take most kinds of food come first; adding the surplus name or food groups makes the match sharper.';
  }
}

function businessText(match: SolutionMatch, ctx: ReasoningContext): string | null {
  if (match.factors.businessFit === null) return null;
  const { businessOn, naceOn } = match.facts;
  const stated = ctx.business.statedCategory;
  const yours =
    stated && !businessOn.some((c) => c.toLowerCase() === stated.toLowerCase())
      ? ` ("${stated}")`
      : '';
  if (businessOn.length > 0 && naceOn.length > 0) {
    return `It takes surplus from businesses like yours: ${list(businessOn)}${yours}, NACE ${list(naceOn)}.`;
  }
  if (businessOn.length > 0)
    return `It takes surplus from businesses like yours: ${list(businessOn)}${yours}.`;
  if (naceOn.length > 0) return `Your NACE code ${list(naceOn)} is among its typical suppliers.`;
  const usual = match.solution.acceptedFoodTypes.business_category;
  return `Its usual suppliers are ${list(usual, 4).toLowerCase()}, which does not include your business, so the score is lower.`;
}

function quantityText(match: SolutionMatch, supply: SupplyEstimate | null): string | null {
  if (!supply || !match.facts.quantity) return null;
  const q = match.solution.quantity;
  const amount = supply.oneOff
    ? `a single batch of about ${kg(supply.kgPerWeek)} kg`
    : `about ${kg(supply.kgPerWeek)} kg per week${supply.activeMonths.length > 0 ? ` in the ${supply.activeMonths.length} active months` : ''}`;
  const range =
    q.max_kg_per_week === null
      ? q.min_kg_per_week > 0
        ? `from ${kg(q.min_kg_per_week)} kg per week`
        : 'any amount'
      : `${kg(q.min_kg_per_week)} to ${kg(q.max_kg_per_week)} kg per week`;
  switch (match.facts.quantity) {
    case 'fits':
      return `With ${amount} the quantity suits it (${range}).`;
    case 'at-the-limit':
      return `With ${amount} the quantity is near the limit of what it usually takes (${range}).`;
    case 'below-minimum':
      return `With ${amount} the quantity is below its usual minimum of ${kg(q.min_kg_per_week)} kg per week, which lowers the score.`;
    case 'above-maximum':
      return `With ${amount} the quantity is more than one provider usually takes (up to ${kg(q.max_kg_per_week ?? 0)} kg per week); several would share it.`;
    case 'needs-regular-supply':
      return `It needs a regular supply; ${amount} fits it less.`;
  }
}

function nearbyText(count: number | null): string | null {
  if (count === null) return null;
  if (count === 0)
    return `No provider of it within ${NEARBY_RADIUS_KM} km of your location is in our list yet.`;
  return `${count} provider${count === 1 ? '' : 's'} of it within ${NEARBY_RADIUS_KM} km of your location.`;
}

/** A few sentences naming the factors and numbers behind one match. */
export function reasoningText(match: SolutionMatch, ctx: ReasoningContext): string {
  return [
    fitText(match, ctx),
    businessText(match, ctx),
    HIERARCHY_SENTENCES[match.solution.foodUseHierarchy] ?? null,
    maturityText(match.solution.technologyReadinessLevel),
    quantityText(match, ctx.supply),
    nearbyText(match.factors.nearbyProviderCount),
  ]
    .filter((s): s is string => s !== null)
    .join(' ');
}
