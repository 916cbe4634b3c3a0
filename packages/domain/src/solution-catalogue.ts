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

/**
 * The rules no score, input or AI model can bend. They work on what the surplus is and where a
 * route sends it (its end use), not on lists of foods per solution, and they fail closed: a route
 * to people or animals is open only when the engine has read the surplus as safe for it. A
 * solution they exclude is left out of the ranking and listed with its reason.
 */
export const SAFETY_RULES = [
  /** The engine cannot tell what the surplus is: not proposed to people or animals. */
  'not-known-as-food',
  /** Not food at all (flowers, grease, cleaning agents). */
  'not-food',
  /** Pet food is not food for people, nor feed for farmed animals. */
  'pet-food-not-for-people',
  /** Spoiled, mouldy, recalled, outside its cold chain, past its use-by date or toxic. */
  'unsafe-not-food-or-feed',
  /** Used frying or cooking oil. */
  'used-oil-not-food-or-feed',
  /** Food that was served to guests (plate waste). */
  'served-not-food-or-feed',
  /** Torn, leaking or opened packs: not handed to people (feed processors unpack them). */
  'packaging-not-intact-not-for-people',
  /** Catering and kitchen waste never goes into feed (Reg. (EC) 1069/2009 art. 11). */
  'catering-waste-not-feed',
  /** Meat, fish or dishes that may hold them never go to farmed animals (TSE rules). */
  'animal-products-not-farmed-feed',
  /** Formula, baby food and medical foods past any date never go to people (Reg. (EU) 609/2013). */
  'specific-groups-food-past-date',
  /** Wild boar, bear or badger meat without a Trichinella test (Reg. (EU) 2015/1375). */
  'trichinella-untested-game',
  /** Raw milk goes to a dairy, not to people as it is nor into farmed feed. */
  'raw-milk-to-dairy-only',
  /** Chocolate, alcohol, xylitol, onions, grapes and meals are not for pets (nor zoo animals). */
  'harmful-to-pets',
  /** A route that feeds animals plant food only (winter feeding of deer). */
  'plant-feed-only',
  /** Food recalled for a pathogen is Category 2 material (Reg. (EC) 1069/2009 art. 9, 13). */
  'pathogen-category-2',
] as const;
export type SafetyRule = (typeof SAFETY_RULES)[number];
