import type { CompanyProfileInput, WasteInfoInput } from '@foodhub/contracts';
import { END_USES, type EndUse } from '@foodhub/domain';
import { describe, expect, it } from 'vitest';
import { testFoodGroups, testSolution, testVocabulary } from '../../../test/solution-fixtures';
import { readBusinessProfile } from './business-profile';
import { matchSolutions } from './matching-engine';
import { estimateSupply } from '@foodhub/domain';
import { readSurplusProfile } from './surplus-profile';

/** One solution per end use, each taking any food: only the safety rules can leave one out. */
const solutions = END_USES.map((endUse) =>
  testSolution({ id: endUse, endUse, acceptsMixedFood: true }),
);

function endUsesFor(waste: WasteInfoInput, company: CompanyProfileInput = null) {
  const surplus = readSurplusProfile(waste, testVocabulary(), testFoodGroups());
  const outcome = matchSolutions(solutions, {
    surplus,
    business: readBusinessProfile(company),
    supply: estimateSupply(waste),
    nearbyProviders: null,
  });
  return {
    proposed: outcome.matches.map((m) => m.solution.endUse as EndUse),
    rules: Object.fromEntries(outcome.excluded.map((e) => [e.solutionId, e.rule])),
  };
}

const ALL = [...END_USES];
const without = (...left: EndUse[]) => ALL.filter((u) => !left.includes(u));

describe('safety rule: Food Waste, Expired Food or Mixed Food Waste never for people', () => {
  it.each<[string, WasteInfoInput]>([
    ['the Food Waste group', { foodGroups: ['Food Waste'] }],
    ['the Expired Food subgroup', { surplusName: 'yoghurt', foodSubgroups: ['Expired Food'] }],
    ['the Mixed Food Waste subgroup', { foodSubgroups: ['Mixed Food Waste'] }],
    ['an expired name', { surplusName: 'abgelaufenes Brot' }],
    [
      'a note saying it is expired',
      { surplusName: 'bread', additionalSurplusInfo: 'scaduto ieri' },
    ],
  ])('excludes human food for %s', (_, waste) => {
    const { proposed, rules } = endUsesFor(waste);
    expect(proposed).not.toContain('human_food');
    expect(rules.human_food).toBe('food-waste-not-for-people');
  });
  it('keeps human food for edible surplus', () => {
    expect(endUsesFor({ surplusName: 'bread' }).proposed).toContain('human_food');
  });
});

describe('safety rule: kitchen and catering leftovers never feed for animals', () => {
  it.each<[string, WasteInfoInput, CompanyProfileInput]>([
    ['leftovers by name', { surplusName: 'Speisereste' }, null],
    ['anything from a restaurant', { surplusName: 'bread' }, { businessCategory: 'Restaurant' }],
    ['anything from a caterer (NACE 56.29)', { surplusName: 'apples' }, { naceCodes: ['56.29'] }],
    ['a hotel kitchen', { surplusName: 'bread' }, { businessCategory: 'Hotel' }],
    ['meat from a household', { surplusName: 'meat' }, { businessCategory: 'Private Person' }],
    [
      'a dish from a household',
      { foodGroups: ['Starters and mixed dishes'] },
      { businessCategory: 'Private Person' },
    ],
  ])('excludes farmed-animal feed and pet food for %s', (_, waste, company) => {
    const { proposed, rules } = endUsesFor(waste, company);
    expect(proposed).not.toContain('farmed_animal_feed');
    expect(proposed).not.toContain('pet_food');
    expect([rules.farmed_animal_feed, rules.pet_food]).toContain('catering-waste-not-feed');
  });
  it('keeps feed for a household’s raw fruit', () => {
    const { proposed } = endUsesFor(
      { surplusName: 'apples' },
      { businessCategory: 'Private Person' },
    );
    expect(proposed).toContain('farmed_animal_feed');
  });
});

describe('safety rule: meat or fish never feed for farmed animals', () => {
  it.each<[string, WasteInfoInput]>([
    ['meat by name (any language)', { surplusName: 'carne' }],
    ['a meat subgroup', { foodSubgroups: ['Raw fish'] }],
    ['a note mentioning meat', { surplusName: 'bread', additionalSurplusInfo: 'some with meat' }],
    [
      'sandwiches that may hold meat',
      { foodSubgroups: ['Sandwiches'], foodGroups: ['Starters and mixed dishes'] },
    ],
  ])('excludes farmed-animal feed for %s from a retailer', (_, waste) => {
    const { proposed, rules } = endUsesFor(waste, { businessCategory: 'Retailer' });
    expect(proposed).not.toContain('farmed_animal_feed');
    expect(rules.farmed_animal_feed).toBe('animal-products-not-farmed-feed');
  });
  it('still allows pet food for unsold meat from a retailer', () => {
    expect(
      endUsesFor({ surplusName: 'meat' }, { businessCategory: 'Retailer' }).proposed,
    ).toContain('pet_food');
  });
  it('does not read "no meat" as meat', () => {
    const { proposed } = endUsesFor({
      surplusName: 'bread',
      additionalSurplusInfo: 'ohne Fleisch',
    });
    expect(proposed).toContain('farmed_animal_feed');
  });
});

describe('safety rule: used cooking oil never food or feed', () => {
  it.each([
    'used cooking oil',
    'Altspeiseöl',
    'Frittierfett',
    'olio esausto',
    'huile usagée',
    'odpadno olje',
  ])('excludes food, farmed feed and pet food for "%s"', (surplusName) => {
    const { proposed, rules } = endUsesFor({ surplusName });
    expect([...proposed].sort()).toEqual(
      without('human_food', 'farmed_animal_feed', 'pet_food').sort(),
    );
    expect(rules.human_food).toBe('used-oil-not-food-or-feed');
  });
  it('holds even when the user tags it as a food group people eat', () => {
    const { proposed } = endUsesFor({ surplusName: 'frying oil', foodGroups: ['Fats and oils'] });
    expect(proposed).not.toContain('human_food');
  });
});

describe('the rules cannot be bent', () => {
  it('leaves excluded solutions out whatever else fits perfectly', () => {
    const perfect = testSolution({
      id: 'perfect-for-people',
      acceptedFoodTypes: {
        food_group: ['Food Waste'],
        food_subgroup: ['Expired Food'],
        surplus_name: ['expired food'],
        business_category: ['Retailer'],
      },
    });
    const surplus = readSurplusProfile(
      { surplusName: 'expired food' },
      testVocabulary(),
      testFoodGroups(),
    );
    const outcome = matchSolutions([perfect], {
      surplus,
      business: readBusinessProfile({ businessCategory: 'Retailer' }),
      supply: null,
      nearbyProviders: new Map([['perfect-for-people', 10]]),
    });
    expect(outcome.matches).toEqual([]);
  });
});
