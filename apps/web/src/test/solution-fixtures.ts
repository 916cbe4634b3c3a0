import type { DatasetSolution, MatchResponse, Solution, VcgSolution } from '@foodhub/contracts';

/** Solutions as the match answer carries them, for component tests. */
export const foodBank: DatasetSolution = {
  solution_id: 'food-bank-donation',
  _id: 'food-bank-donation',
  solution_origin: 'dataset',
  process_name: 'Donation to a food bank',
  description:
    'Edible surplus goes to people in need through a regional food bank. Pick-up is arranged weekly.',
  solution_category: 'Reuse (human)',
  solution_subcategory: 'Food bank',
  general_constraints: 'Food must be safe to eat and labelled.',
  solution_result: ['Meals for people in need', 'Less food waste'],
  general_accepted_food_types: {
    food_group: ['Cereal products'],
    food_subgroup: ['Bread and bakery products'],
    surplus_name: ['Bread'],
    business_category: ['Retailer', 'Wholesaler'],
  },
  technology_readiness_level: 9,
  food_use_hierarchy: 'people',
  end_use: 'human_food',
  sources: [
    {
      title: 'EU guidelines on food donation',
      publisher: 'European Commission',
      url: 'https://food.ec.europa.eu/food-safety/food-waste_en',
      year: 2017,
    },
    { title: 'Unsafe link', publisher: 'Nobody', url: 'javascript:alert(1)' },
  ],
};

export const breadBeer: DatasetSolution = {
  ...foodBank,
  solution_id: 'bread-beer',
  _id: 'bread-beer',
  process_name: 'Brewing beer from bread',
  description: 'Bread replaces part of the malt in brewing.',
  solution_category: 'Upcycling (food)',
  solution_subcategory: 'Beverages',
  solution_result: ['Beer'],
  technology_readiness_level: 7,
  food_use_hierarchy: 'people',
  sources: [],
};

export const biogas: DatasetSolution = {
  ...foodBank,
  solution_id: 'biogas',
  _id: 'biogas',
  process_name: 'Anaerobic digestion to biogas',
  description: 'Any food surplus becomes biogas and digestate.',
  solution_category: 'Energy',
  solution_subcategory: 'Biogas',
  solution_result: ['Biogas', 'Digestate'],
  technology_readiness_level: 9,
  food_use_hierarchy: 'energy',
  end_use: 'energy',
  sources: [],
};

export const insectFeed: VcgSolution = {
  id: 'vcg-42',
  solution_id: 'vcg-legacy-42',
  solution_origin: 'vcg.ai',
  processName: 'Insect protein from bakery waste',
  description: 'Black soldier fly larvae grow on bakery residues.',
  solutionCategory: 'Animal feed',
  solutionSubcategory: 'Insect farming',
  solutionResult: 'Insect meal for fish feed',
  generalAcceptedFoodTypes: { businessCategory: ['Retailer'], naceCode: ['10.71', '47.24'] },
  technologyReadinessLevel: null,
};

/** A match answer: scores out of order on purpose, so the list must rank them itself. */
export const matchAnswer: MatchResponse = {
  solutions: [breadBeer, foodBank, biogas],
  details: {
    scores: { 'bread-beer': 74, 'food-bank-donation': 92, biogas: 41 },
    reasoning: {
      'food-bank-donation':
        'Bread from a retailer is ideal for a food bank. It feeds people first.',
      'bread-beer': 'Breweries take stale bread in quantity.',
    },
    factors: {},
    excluded: [
      {
        solution_id: 'feed-former-foodstuffs',
        process_name: 'Former foodstuffs to feed',
        solution_category: 'Animal feed',
        end_use: 'farmed_animal_feed',
        rule: 'catering-waste-not-feed',
        safety: true,
        reason: 'Kitchen and catering waste may not be fed to farmed animals.',
      },
    ],
    surplus: {
      state: 'edible',
      state_source: 'inferred',
      state_words: null,
      identity: 'food',
      read_as: ['bread'],
      readable: true,
      message: null,
      questions: [],
      confirmation: null,
    },
    conditions: {},
  },
};

/** A match answer of these solutions; the details not given are empty. */
export const answerOf = (
  solutions: Solution[],
  details: Partial<MatchResponse['details']> = {},
): MatchResponse => ({
  solutions,
  details: {
    scores: {},
    reasoning: {},
    factors: {},
    excluded: [],
    conditions: {},
    surplus: matchAnswer.details.surplus,
    ...details,
  },
});

/** A reading of the surplus (POST /solutions/reading, details.surplus): bread, as given. */
export const readingOf = (
  reading: Partial<MatchResponse['details']['surplus']> = {},
): MatchResponse['details']['surplus'] => ({ ...matchAnswer.details.surplus, ...reading });
