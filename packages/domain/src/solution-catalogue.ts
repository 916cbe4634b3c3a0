/**
 * The vocabulary of the solution catalogue and of the surplus form, shared by the matching
 * engine, the catalogue loader and the screens.
 */

/** The six solution categories of the catalogue (issue 'Solution catalogue', spec part 1 §1). */
export const SOLUTION_CATEGORIES = [
  'Reuse (human)',
  'Upcycling (food)',
  'Animal feed',
  'Non-food products',
  'Energy',
  'Compost & soil',
  /** Advice that prevents the surplus next time; listed beside the routes, never before them. */
  'Prevention',
] as const;
export type SolutionCategory = (typeof SOLUTION_CATEGORIES)[number];

/**
 * The food-use hierarchy, best first: feed people, then animals, then make materials, then
 * recover energy, then return nutrients to the soil (EU Waste Framework Directive 2008/98/EC
 * art. 4 and 9a as amended by 2018/851; the EU food use hierarchy of the Platform on Food Losses
 * and Food Waste).
 */
export const FOOD_USE_HIERARCHY = ['people', 'animals', 'materials', 'energy', 'compost'] as const;
export type FoodUseLevel = (typeof FOOD_USE_HIERARCHY)[number];

/**
 * What the surplus ends up as. The safety rules of the engine work on this, not on the category
 * name: a pet-food solution and a pig-feed solution are both 'Animal feed' but only one feeds
 * farmed animals.
 */
export const END_USES = [
  'human_food',
  'farmed_animal_feed',
  'pet_food',
  /** Zoo, circus and wild game animals: not farmed animals (Reg. (EC) 1069/2009 art. 3(6), 18). */
  'zoo_animal_feed',
  'material',
  'energy',
  'soil',
  /** Nothing is handed on: the business prevents the surplus next time (planning, portions). */
  'prevention',
] as const;
export type EndUse = (typeof END_USES)[number];

/** The group and subgroups the surplus form always suggests (spec part 1 §5). */
export const FOOD_WASTE_GROUP = 'Food Waste';
export const FOOD_WASTE_SUBGROUPS = [
  'Mixed Food Waste',
  'Expired Food',
  'Production Scraps',
  'Damaged Products',
  'Preparation Residues',
] as const;

/**
 * Canonical business categories: the solutions list which ones they take surplus from, and the
 * engine maps the user's free-text category and NACE codes onto them.
 */
export const BUSINESS_CATEGORIES = [
  'Agricultural Producer',
  'Food Processor',
  'Wholesaler',
  'Retailer',
  'Restaurant',
  'Caterer',
  'Hotel',
  'Private Person',
] as const;
export type BusinessCategory = (typeof BUSINESS_CATEGORIES)[number];

/** Categories whose surplus comes out of a kitchen (EU catering-waste rules, Reg. 142/2011). */
export const KITCHEN_BUSINESS_CATEGORIES: readonly BusinessCategory[] = [
  'Restaurant',
  'Caterer',
  'Hotel',
  'Private Person',
];

/**
 * The state of a surplus: what it is fit for, whatever food it is. The engine infers it from the
 * user's words (name, groups, notes) and the business; the user may correct it on the surplus
 * step ('Condition'). Each catalogue solution lists the states it takes, so the state decides
 * routes before any score does (EU food donation guidelines 2017/C 361/01; Reg. (EC) 1069/2009).
 */
export const SURPLUS_STATES = [
  /** Edible as sold: intact, within its dates, kept as required. */
  'edible',
  /** Past its best-before date but safe (Reg. (EU) 1169/2011 art. 24 allows donating it). */
  'past_best_before',
  /** A by-product of processing (whey, spent grain, pomace, bran, trimmings). */
  'by_product',
  /** Prepared food that never left the kitchen or was kept under temperature control. */
  'prepared_unserved',
  /** Prepared food that was served: plate waste, returns from the guests' tables. */
  'prepared_served',
  /** Spoiled, mouldy, past its use-by date, recalled or kept outside its cold chain. */
  'spoiled',
  /** Inedible parts (peels, bones, shells) and non-food (flowers, grease, used oil). */
  'inedible',
] as const;
export type SurplusState = (typeof SURPLUS_STATES)[number];
