import {
  BUSINESS_CATEGORIES,
  END_USES,
  FOOD_USE_HIERARCHY,
  SOLUTION_CATEGORIES,
  SURPLUS_STATES,
} from '@foodhub/domain';
import { z } from 'zod';

/**
 * The format of the files under data/solutions/ the project writes by hand: the solution
 * catalogue (solutions.json) and the multilingual surplus vocabulary (food-terms.json). The seed
 * loader and the catalogue test validate them with these schemas.
 */

const nonEmpty = z.string().trim().min(1);
const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case words joined by hyphens');
/** A NACE Rev. 2 division, group or class (01, 10.7, 10.71). */
const nacePrefix = z.string().regex(/^\d{2}(\.\d{1,2})?$/, 'a NACE division, group or class');

export const catalogueSource = z.object({
  title: nonEmpty,
  publisher: nonEmpty,
  url: z.url({ protocol: /^https?$/ }),
  year: z.number().int().min(1990).max(2030).optional(),
});

export const catalogueSolution = z.object({
  solution_id: slug,
  process_name: nonEmpty,
  description: nonEmpty,
  solution_category: z.enum(SOLUTION_CATEGORIES),
  solution_subcategory: nonEmpty,
  general_constraints: nonEmpty,
  solution_result: z.array(nonEmpty).min(1),
  general_accepted_food_types: z.object({
    /** AGRIBALYSE 3.1 English food groups, or 'Food Waste'. Empty: any group. */
    food_group: z.array(nonEmpty),
    /** AGRIBALYSE 3.1 English subgroups, or the five Food Waste subgroups. */
    food_subgroup: z.array(nonEmpty),
    /** Terms of food-terms.json (their `term`), the surplus this solution names explicitly. */
    surplus_name: z.array(nonEmpty),
    business_category: z.array(z.enum(BUSINESS_CATEGORIES)).min(1),
  }),
  technology_readiness_level: z.number().int().min(1).max(9),
  food_use_hierarchy: z.enum(FOOD_USE_HIERARCHY),
  end_use: z.enum(END_USES),
  /** The surplus states this route takes (domain SURPLUS_STATES); any other state excludes it. */
  accepted_states: z.array(z.enum(SURPLUS_STATES)).min(1),
  /** True when the solution takes almost any food (biogas, compost, food bank). */
  accepts_mixed_food: z.boolean(),
  /** NACE Rev. 2 codes of typical suppliers of the surplus (prefixes: 10.7 covers 10.71). */
  supplier_nace_codes: z.array(nacePrefix),
  quantity: z.object({
    /** Below this a provider usually will not collect (kg per week). */
    min_kg_per_week: z.number().min(0),
    /** Above this one provider usually cannot take it all (kg per week); null: no limit. */
    max_kg_per_week: z.number().positive().nullable(),
    /** Whether a single, one-off batch is welcome (false: needs a regular supply). */
    one_off_ok: z.boolean(),
  }),
  /** Food the solution does not take although its groups would suggest it. */
  excluded_food_types: z
    .object({
      food_group: z.array(nonEmpty).default([]),
      food_subgroup: z.array(nonEmpty).default([]),
      surplus_name: z.array(nonEmpty).default([]),
    })
    .default({ food_group: [], food_subgroup: [], surplus_name: [] }),
  sources: z.array(catalogueSource).min(1),
});
export type CatalogueSolution = z.infer<typeof catalogueSolution>;

export const solutionCatalogueFile = z.object({
  source: nonEmpty,
  solutions: z.array(catalogueSolution).min(40),
});

/** Conditions and kinds of surplus the safety rules of the engine react to. */
export const FOOD_TERM_FLAGS = [
  /** Meat or fish (not eggs, not dairy). */
  'meat_fish',
  /** Used frying or cooking oil and fat. */
  'used_cooking_oil',
  /** Cooked leftovers, plate waste, buffet returns: catering waste. */
  'kitchen_leftovers',
  /** Past its use-by or best-before date, or spoiled. */
  'expired',
  /** Mixed or unsorted food waste. */
  'mixed_waste',
  /** Unsold but intact and safe to eat (helps people-first solutions). */
  'edible',
  /** A by-product of processing (whey, spent grain, pomace, bran): not for donation as it is. */
  'by_product',
  /** Inedible parts of food (peels, bones, shells, coffee grounds). */
  'inedible',
  /** Not food at all (cut flowers, packaging, grease-trap fat). */
  'non_food',
  /** Food for pets: never for people, possibly for animal shelters. */
  'pet_food',
  /** A cooked or assembled dish (may hold meat or fish even when the name does not say so). */
  'prepared_dish',
  /** Food that was served to guests: plate waste, returns from the tables. */
  'served',
  /** Spoiled, mouldy, rotten, recalled or outside its cold chain. */
  'spoiled',
  /** Past its use-by date. */
  'past_use_by',
  /** Past its best-before date (still safe; may be donated). */
  'past_best_before',
  /** A raw material to be processed before anyone eats it (raw milk, cracked eggs). */
  'needs_processing',
  /** Toxic to people and animals (greened potatoes with solanine). */
  'toxic',
  /** Infant and follow-on formula, baby food, medical foods (Reg. (EU) 609/2013). */
  'specific_groups_food',
  /** Meat of wild animals that may carry Trichinella (wild boar, bear, badger). */
  'trichinella_host',
  /** The words say the meat was tested for Trichinella (Reg. (EU) 2015/1375). */
  'trichinella_tested',
  /** Raw, unpasteurised milk: for a dairy, not for people as it is. */
  'raw_milk',
  /** Harmful to dogs and cats (onion, garlic, leek, grapes, raisins). */
  'harmful_to_pets',
  /** Harmful to pets and zoo animals (chocolate, cocoa, alcohol, xylitol). */
  'harmful_to_animals',
  /** A pathogen is named (Listeria, Salmonella, STEC): Category 2 material once recalled. */
  'pathogen',
  /** A wrong or missing label or allergen information: relabel before passing it on. */
  'label_defect',
] as const;
export type FoodTermFlag = (typeof FOOD_TERM_FLAGS)[number];

const names = z.array(nonEmpty);

export const foodTerm = z.object({
  /** The English canonical name; solutions reference it in surplus_name. */
  term: nonEmpty,
  /** Common names per language, singular; the engine also folds plurals and accents. */
  names: z.object({
    en: names.min(1),
    de: names.min(1),
    it: names.min(1),
    fr: names.min(1),
    sl: names.min(1),
  }),
  /** Null for condition words (expired, leftovers) that say nothing about the food group. */
  food_group: nonEmpty.nullable(),
  food_subgroup: nonEmpty.nullable(),
  flags: z.array(z.enum(FOOD_TERM_FLAGS)),
  /** Broader terms this one is a kind of (spent grain -> brewery by-products); by `term`. */
  broader: z.array(nonEmpty).default([]),
});
export type FoodTerm = z.infer<typeof foodTerm>;

export const foodTermsFile = z.object({
  source: nonEmpty,
  terms: z.array(foodTerm).min(1),
});
