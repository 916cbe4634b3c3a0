import type { WasteInfoInput, CompanyProfileInput } from '@foodhub/contracts';
import { describe, expect, it } from 'vitest';
import { testSnapshot, testSolution } from '../../../test/solution-fixtures';
import { engineMatch } from './match-solutions';
import { MATCH_WEIGHTS, nearbyValue, weightedScore, type EngineSolution } from './matching-engine';
import { reasoningText } from './reasoning';
import { estimateSupply } from '@foodhub/domain';

/** The one pipeline (engineMatch) on the given solutions and the test vocabulary. */
function run(
  solutions: EngineSolution[],
  waste: WasteInfoInput,
  company: CompanyProfileInput = null,
  nearbyProviders: Map<string, number> | null = null,
) {
  const { outcome, ctx } = engineMatch(testSnapshot(solutions), company, waste, nearbyProviders);
  return {
    ...outcome,
    ids: outcome.matches.map((m) => m.solution.id),
    score: (id: string) => outcome.matches.find((m) => m.solution.id === id)?.score,
    text: (id: string) => {
      const match = outcome.matches.find((m) => m.solution.id === id);
      return match ? reasoningText(match, ctx) : '';
    },
  };
}

const cereal = {
  food_group: ['Cereal products'],
  food_subgroup: [],
  surplus_name: [],
  business_category: ['Retailer'],
};

describe('surplus fit', () => {
  const byName = testSolution({
    id: 'by-name',
    acceptedFoodTypes: { ...cereal, surplus_name: ['bread'] },
  });
  const bySubgroup = testSolution({
    id: 'by-subgroup',
    acceptedFoodTypes: {
      ...cereal,
      food_group: [],
      food_subgroup: ['Breads and breakfast pastries'],
    },
  });
  const byGroup = testSolution({ id: 'by-group', acceptedFoodTypes: cereal });
  const mixed = testSolution({
    id: 'mixed',
    acceptsMixedFood: true,
    acceptedFoodTypes: { ...cereal, food_group: ['Fats and oils'] },
  });
  const other = testSolution({
    id: 'other',
    acceptedFoodTypes: { ...cereal, food_group: ['Beverages'] },
  });

  it('ranks a match by name above subgroup, group and mixed food', () => {
    const result = run([mixed, byGroup, bySubgroup, byName, other], { surplusName: 'Brot' });
    expect(result.ids).toEqual(['by-name', 'by-subgroup', 'by-group', 'mixed']);
    expect(result.matches.map((m) => m.facts.fitKind)).toEqual([
      'name',
      'subgroup',
      'group',
      'mixed',
    ]);
  });
  it('leaves out solutions that take none of the surplus', () => {
    const result = run([byName, other], { surplusName: 'bread' });
    expect(result.ids).toEqual(['by-name']);
    expect(result.excluded).toEqual([
      expect.objectContaining({
        solution: expect.objectContaining({ id: 'other' }),
        rule: 'does-not-fit',
      }),
    ]);
  });
  it('lowers the fit when a solution takes only part of a mixed surplus', () => {
    const full = run([byGroup], { foodGroups: ['Cereal products'] }).matches[0]!;
    const part = run([byGroup], { foodGroups: ['Cereal products', 'Beverages'] }).matches[0]!;
    expect(part.factors.surplusFit).toBeLessThan(full.factors.surplusFit);
    expect(part.facts.groupCoverage).toBe(0.5);
  });
  it('honours what a solution refuses', () => {
    const noMeat = testSolution({
      id: 'no-meat',
      acceptsMixedFood: true,
      excludedFoodTypes: { food_group: [], food_subgroup: [], surplus_name: ['meat'] },
    });
    const result = run([noMeat], { surplusName: 'Fleisch' });
    expect(result.ids).toEqual([]);
    expect(result.excluded[0]).toMatchObject({ rule: 'not-accepted' });
  });
  it('ranks nothing when it cannot tell what the surplus is', () => {
    const result = run([byName, mixed], { surplusName: 'Xyzzy' });
    expect(result.unreadable).toBe(true);
    expect(result.ids).toEqual([]);
  });
  it('on the user’s word that an unknown surplus is edible, proposes only broad routes', () => {
    const result = run([byName, mixed], { surplusName: 'Xyzzy', condition: 'edible' });
    expect(result.ids).toEqual(['mixed']);
    expect(result.text('mixed')).toContain('We did not recognise "Xyzzy"');
  });
  it('names the words it read in the reasoning', () => {
    const result = run([byName], { surplusName: 'Altbrot' });
    expect(result.text('by-name')).toBe(
      'We read "Altbrot" as stale bread; it takes bread by name. Donated food must be safe and labelled, chilled food within its cold chain and before its use-by date (EU food donation guidelines 2017/C 361/01). It keeps the food for people, the top of the food-use hierarchy. Technology readiness level 9 of 9: established practice.',
    );
  });
});

describe('business category and NACE codes', () => {
  const bakeryOnly = testSolution({
    id: 'bakeries',
    acceptedFoodTypes: { ...cereal, business_category: ['Food Processor'] },
    supplierNaceCodes: ['10.71'],
  });
  it('scores a supplier the solution takes from above one it does not', () => {
    const bakery = run([bakeryOnly], { surplusName: 'bread' }, { businessCategory: 'Bäckerei' });
    const restaurant = run(
      [bakeryOnly],
      { surplusName: 'bread' },
      { businessCategory: 'Restaurant' },
    );
    expect(bakery.matches[0]!.factors.businessFit).toBe(1);
    expect(restaurant.matches[0]!.factors.businessFit).toBe(0.25);
    expect(bakery.score('bakeries')!).toBeGreaterThan(restaurant.score('bakeries')!);
    expect(restaurant.text('bakeries')).toContain('does not include your business');
  });
  it('counts a NACE code under the solution’s supplier codes', () => {
    const result = run(
      [bakeryOnly],
      { surplusName: 'bread' },
      { naceCodes: [{ code: '10.71', description: 'Bread' }] },
    );
    expect(result.matches[0]!.facts.naceOn).toEqual(['10.71']);
    expect(result.text('bakeries')).toContain('NACE 10.71');
  });
  it('leaves the factor out when nothing is known about the business', () => {
    expect(run([bakeryOnly], { surplusName: 'bread' }).matches[0]!.factors.businessFit).toBeNull();
  });
});

describe('food-use hierarchy and maturity', () => {
  const at = (id: string, level: string, trl = 9) =>
    testSolution({
      id,
      foodUseHierarchy: level,
      technologyReadinessLevel: trl,
      endUse: 'material',
      acceptedFoodTypes: cereal,
    });
  it('puts people before animals before materials before energy before compost', () => {
    const levels = ['compost', 'energy', 'materials', 'animals', 'people'];
    const result = run(
      levels.map((l) => at(l, l)),
      { surplusName: 'bread' },
    );
    expect(result.ids).toEqual([...levels].reverse());
    expect(result.text('people')).toContain('top of the food-use hierarchy');
  });
  it('prefers a mature technology', () => {
    const result = run([at('pilot', 'materials', 5), at('established', 'materials', 9)], {
      surplusName: 'bread',
    });
    expect(result.ids).toEqual(['established', 'pilot']);
    expect(result.text('pilot')).toContain('Technology readiness level 5 of 9');
  });
});

describe('quantity and frequency', () => {
  const big = testSolution({
    id: 'big',
    acceptedFoodTypes: cereal,
    quantity: { min_kg_per_week: 500, max_kg_per_week: 5000, one_off_ok: false },
  });
  const weekly = (value: number) =>
    ({
      surplusName: 'bread',
      amount: { value, unit: 'kg' },
      frequency: { times: 1, interval: 'week' },
    }) as const;
  it('fits an amount inside the range', () => {
    const result = run([big], weekly(1000));
    expect(result.matches[0]!.facts.quantity).toBe('fits');
    expect(result.matches[0]!.factors.quantity).toBeGreaterThan(0.95);
    expect(result.text('big')).toContain(
      'With about 1,000 kg per week the quantity suits it (500 to 5,000 kg per week).',
    );
  });
  it('fits an amount near the limits of the range a little less', () => {
    const nearMax = run([big], weekly(4500)).matches[0]!;
    const nearMin = run([big], weekly(600)).matches[0]!;
    const middle = run([big], weekly(1600)).matches[0]!;
    expect(nearMax.facts.quantity).toBe('at-the-limit');
    expect(nearMin.facts.quantity).toBe('at-the-limit');
    for (const near of [nearMax, nearMin]) {
      expect(near.factors.quantity).toBeGreaterThan(0.85);
      expect(near.factors.quantity).toBeLessThan(middle.factors.quantity!);
    }
  });
  it('scores an amount below the minimum lower, in proportion', () => {
    const result = run([big], weekly(100));
    expect(result.matches[0]!.factors.quantity).toBeCloseTo(1 - 0.8 * Math.log10(5));
    expect(result.text('big')).toContain('below its usual minimum of 500 kg per week');
  });
  it('moves a route down strongly when the amount is an order of magnitude off', () => {
    const fits = run([big], weekly(1600)).score('big')!;
    const tenfold = run([big], weekly(50));
    expect(tenfold.matches[0]!.factors.quantity).toBeCloseTo(0.2);
    expect(fits - tenfold.score('big')!).toBeGreaterThanOrEqual(20);
  });
  it('scores an amount above the maximum lower', () => {
    expect(run([big], weekly(10000)).matches[0]!.facts.quantity).toBe('above-maximum');
  });
  it('knows a one-off batch does not suit a solution that needs a regular supply', () => {
    const result = run([big], { surplusName: 'bread', amount: { value: 800, unit: 'kg' } });
    expect(result.matches[0]!.facts.quantity).toBe('needs-regular-supply');
  });
  it('converts monthly amounts and seasonal capacities to kg per week', () => {
    expect(
      estimateSupply({ amount: { value: 434.5 }, frequency: { times: 1, interval: 'month' } })!
        .kgPerWeek,
    ).toBeCloseTo(100);
    const seasonal = estimateSupply({
      amount: { value: 100 },
      frequency: { times: 2, interval: 'week' },
      seasonal: true,
      monthlyCapacities: [
        { name: 'June', capacity: 50, active: true },
        { name: 'July', capacity: 150, active: true },
        { name: 'August', capacity: 100, active: false },
      ],
    })!;
    expect(seasonal.kgPerWeek).toBe(200);
    expect(seasonal.activeMonths).toEqual(['June', 'July']);
  });
  it('leaves the factor out without an amount', () => {
    expect(run([big], { surplusName: 'bread' }).matches[0]!.factors.quantity).toBeNull();
  });
});

describe('nearby providers', () => {
  const a = testSolution({ id: 'a', acceptedFoodTypes: cereal });
  const b = testSolution({ id: 'b', acceptedFoodTypes: cereal });
  it('ranks a solution with providers nearby higher and names the count', () => {
    const result = run([a, b], { surplusName: 'bread' }, null, new Map([['b', 3]]));
    expect(result.ids).toEqual(['b', 'a']);
    expect(result.text('b')).toContain('3 providers of it within 50 km');
    expect(result.text('a')).toContain('No provider of it within 50 km');
  });
  it('grows with the count', () => {
    expect([0, 1, 2, 3, 10].map(nearbyValue)).toEqual([null, 0.6, 0.8, 1, 1]);
  });
});

describe('hard limits and the person', () => {
  const open = testSolution({ id: 'open', acceptedFoodTypes: cereal });
  const large = testSolution({
    id: 'large',
    acceptedFoodTypes: cereal,
    quantity: { min_kg_per_week: 5, max_kg_per_week: null, one_off_ok: true },
  });
  const weekly = { times: 1, interval: 'week' } as const;
  it('never scores a route excellent when the amount is below its minimum', () => {
    const result = run([large, open], {
      surplusName: 'bread',
      amount: { value: 4, unit: 'kg' },
      frequency: weekly,
    });
    const below = result.matches.find((m) => m.solution.id === 'large');
    expect(below?.facts.quantity).toBe('below-minimum');
    expect(below?.score).toBeLessThan(90);
  });
  it('never scores a route excellent when it does not take the user’s kind of business', () => {
    const result = run([open], { surplusName: 'bread' }, { businessCategory: 'Restaurant' });
    expect(result.matches[0]!.factors.businessFit).toBe(0.25);
    expect(result.score('open')).toBeLessThan(90);
  });
  it('never scores a route excellent when no provider of it is near the user', () => {
    const result = run([open], { surplusName: 'bread' }, null, new Map());
    expect(result.score('open')).toBeLessThan(90);
  });
  it('leaves out routes that do not take from households for a private person', () => {
    const households = testSolution({
      id: 'households',
      acceptedFoodTypes: { ...cereal, business_category: ['Private Person'] },
    });
    const result = run(
      [open, households],
      { surplusName: 'bread' },
      {
        businessCategory: 'Private Person',
      },
    );
    expect(result.ids).toEqual(['households']);
    expect(result.excluded).toEqual([
      expect.objectContaining({
        solution: expect.objectContaining({ id: 'open' }),
        rule: 'not-for-private-persons',
      }),
    ]);
  });
  it('leaves out a specialised route that shares only the food group with a named surplus', () => {
    const eggs = testSolution({
      id: 'eggs',
      acceptedFoodTypes: {
        ...cereal,
        food_group: ['Meat, eggs and fish'],
        food_subgroup: ['Eggs'],
        surplus_name: ['egg'],
      },
    });
    expect(run([eggs], { surplusName: 'Fleisch' }).excluded[0]).toMatchObject({
      rule: 'does-not-fit',
    });
    expect(run([eggs], { foodGroups: ['Meat, eggs and fish'] }).ids).toEqual(['eggs']);
  });
  it('gives a route that names its surplus only that surplus', () => {
    const shelter = testSolution({
      id: 'shelter',
      acceptsMixedFood: true,
      acceptedFoodTypes: { ...cereal, food_group: [], surplus_name: ['pet food'] },
    });
    expect(run([shelter], { surplusName: 'bread' }).ids).toEqual([]);
  });
});

describe('the score', () => {
  it('is the weighted mean of the known factors, 0-100', () => {
    const all = {
      surplusFit: 1,
      businessFit: 1,
      hierarchy: 1,
      maturity: 1,
      quantity: 1,
      nearbyProviders: 1,
      nearbyProviderCount: 5,
    };
    expect(weightedScore(all)).toBe(100);
    expect(
      weightedScore({ ...all, businessFit: null, quantity: null, nearbyProviders: null }),
    ).toBe(100);
    const total = Object.values(MATCH_WEIGHTS).reduce((x, y) => x + y, 0);
    expect(weightedScore({ ...all, surplusFit: 0 })).toBeCloseTo(
      (100 * (total - MATCH_WEIGHTS.surplusFit)) / total,
    );
  });
  it('is deterministic: the same input gives the same order and scores', () => {
    const solutions = ['c', 'a', 'b'].map((id) => testSolution({ id, acceptedFoodTypes: cereal }));
    const first = run(solutions, { surplusName: 'bread' });
    const second = run([...solutions].reverse(), { surplusName: 'bread' });
    expect(first.ids).toEqual(['a', 'b', 'c']);
    expect(second.ids).toEqual(first.ids);
  });
});
