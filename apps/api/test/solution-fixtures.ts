import { SURPLUS_STATES } from '@foodhub/domain';
import type { CatalogueSnapshot } from '../src/modules/solutions/catalogue-cache';
import type { EngineSolution } from '../src/modules/solutions/matching-engine';
import type { FoodGroupCatalogue } from '../src/modules/solutions/surplus-profile';
import {
  SurplusVocabulary,
  type VocabularyProduct,
  type VocabularyTerm,
} from '../src/modules/solutions/vocabulary';
import { foldFoodText } from '../src/modules/solutions/food-text';

const names = (
  en: string[],
  de: string[] = [],
  it: string[] = [],
  fr: string[] = [],
  sl: string[] = [],
) => ({
  en,
  de,
  it,
  fr,
  sl,
});

/** A small vocabulary with the kinds of terms the engine's rules react to. */
export const TEST_TERMS: VocabularyTerm[] = [
  {
    term: 'bread',
    names: names(['bread', 'loaf'], ['Brot', 'Semmel'], ['pane'], ['pain'], ['kruh']),
    foodGroup: 'Cereal products',
    foodSubgroup: 'Breads and breakfast pastries',
    flags: ['edible'],
    broader: [],
  },
  {
    term: 'stale bread',
    names: names(['stale bread'], ['Altbrot']),
    foodGroup: 'Cereal products',
    foodSubgroup: 'Breads and breakfast pastries',
    flags: [],
    broader: ['bread'],
  },
  {
    term: 'apple',
    names: names(['apple'], ['Apfel'], ['mela'], ['pomme'], ['jabolko']),
    foodGroup: 'Fruits, vegetables, legumes and oilseeds',
    foodSubgroup: 'Fruits',
    flags: [],
    broader: [],
  },
  {
    term: 'fruit pomace',
    names: names(['fruit pomace', 'pomace'], ['Trester'], ['vinaccia'], ['marc'], ['tropine']),
    foodGroup: 'Fruits, vegetables, legumes and oilseeds',
    foodSubgroup: 'Fruits',
    flags: [],
    broader: [],
  },
  {
    term: 'meat',
    names: names(['meat'], ['Fleisch'], ['carne'], ['viande'], ['meso']),
    foodGroup: 'Meat, eggs and fish',
    foodSubgroup: 'Raw meat',
    flags: ['meat_fish'],
    broader: [],
  },
  {
    term: 'vegetable oil',
    names: names(['oil', 'vegetable oil'], ['Öl'], ['olio'], ['huile'], ['olje']),
    foodGroup: 'Fats and oils',
    foodSubgroup: 'Vegetable oils and fats',
    flags: [],
    broader: [],
  },
  {
    term: 'used cooking oil',
    names: names(
      ['used cooking oil', 'frying oil'],
      ['Altspeiseöl', 'Frittierfett'],
      ['olio esausto'],
      ['huile usagée'],
      ['odpadno olje'],
    ),
    foodGroup: 'Fats and oils',
    foodSubgroup: 'Vegetable oils and fats',
    flags: ['used_cooking_oil'],
    broader: [],
  },
  {
    term: 'leftovers',
    names: names(
      ['leftovers', 'plate waste'],
      ['Speisereste', 'Essensreste'],
      ['avanzi'],
      ['restes'],
      ['ostanki hrane'],
    ),
    foodGroup: null,
    foodSubgroup: null,
    flags: ['kitchen_leftovers'],
    broader: [],
  },
  {
    term: 'expired food',
    names: names(
      ['expired', 'expired food'],
      ['abgelaufen'],
      ['scaduto'],
      ['périmé'],
      ['pretečen'],
    ),
    foodGroup: null,
    foodSubgroup: null,
    flags: ['expired'],
    broader: [],
  },
  {
    term: 'spent grain',
    names: names(
      ['spent grain', "brewers' grains"],
      ['Treber'],
      ['trebbie'],
      ['drêche'],
      ['tropine piva'],
    ),
    foodGroup: 'Cereal products',
    foodSubgroup: 'Pasta, rice and grains',
    flags: [],
    broader: [],
  },
  {
    term: 'coffee',
    names: names(['coffee'], ['Kaffee'], ['caffè'], ['café'], ['kava']),
    foodGroup: 'Beverages',
    foodSubgroup: 'Non-alcoholic beverages',
    flags: [],
    broader: [],
  },
  {
    term: 'coffee grounds',
    names: names(
      ['coffee grounds'],
      ['Kaffeesatz'],
      ['fondi di caffè'],
      ['marc de café'],
      ['kavna usedlina'],
    ),
    foodGroup: null,
    foodSubgroup: null,
    flags: [],
    broader: [],
  },
];

export const TEST_PRODUCTS: VocabularyProduct[] = [
  {
    productName: 'Emmental cheese, from cow milk',
    productNameFr: 'Emmental',
    foodGroup: 'Milk and dairy products',
    foodSubgroup: 'Cheeses',
  },
  {
    productName: 'Emmental cheese, grated',
    productNameFr: 'Emmental râpé',
    foodGroup: 'Milk and dairy products',
    foodSubgroup: 'Cheeses',
  },
  {
    productName: 'Yogurt, plain',
    productNameFr: 'Yaourt nature',
    foodGroup: 'Milk and dairy products',
    foodSubgroup: 'Fresh dairy products and dairy desserts',
  },
];

export function testVocabulary(): SurplusVocabulary {
  return new SurplusVocabulary(TEST_TERMS, TEST_PRODUCTS);
}

export function testFoodGroups(): FoodGroupCatalogue {
  const groups = new Map<string, string>();
  const subgroups = new Map<string, string>();
  const add = (g: string | null, s: string | null) => {
    if (g) groups.set(foldFoodText(g), g);
    if (s) subgroups.set(foldFoodText(s), s);
  };
  for (const t of TEST_TERMS) add(t.foodGroup, t.foodSubgroup);
  for (const p of TEST_PRODUCTS) add(p.foodGroup, p.foodSubgroup);
  add('Food Waste', 'Mixed Food Waste');
  add(null, 'Expired Food');
  add(null, 'Preparation Residues');
  add(null, 'Raw fish');
  add('Starters and mixed dishes', 'Sandwiches');
  return { groups, subgroups };
}

/** A catalogue solution with neutral defaults; override what a test is about. */
export function testSolution(overrides: Partial<EngineSolution> & { id: string }): EngineSolution {
  return {
    processName: overrides.id,
    category: 'Reuse (human)',
    foodUseHierarchy: 'people',
    endUse: 'human_food',
    acceptedStates: [...SURPLUS_STATES],
    acceptsMixedFood: false,
    acceptedFoodTypes: {
      food_group: [],
      food_subgroup: [],
      surplus_name: [],
      business_category: ['Retailer'],
    },
    excludedFoodTypes: { food_group: [], food_subgroup: [], surplus_name: [] },
    supplierNaceCodes: [],
    quantity: { min_kg_per_week: 0, max_kg_per_week: null, one_off_ok: true },
    technologyReadinessLevel: 9,
    sortOrder: 0,
    ...overrides,
  };
}

let testWords: Pick<CatalogueSnapshot, 'vocabulary' | 'foodGroups'> | undefined;

/**
 * A catalogue of the given solutions on the test vocabulary and food groups, without a database:
 * what engineMatch runs on in the engine's own tests.
 */
export function testSnapshot(solutions: EngineSolution[]): CatalogueSnapshot {
  testWords ??= { vocabulary: testVocabulary(), foodGroups: testFoodGroups() };
  return { ...testWords, solutions, responses: new Map() };
}
