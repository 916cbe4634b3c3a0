import {
  KITCHEN_BUSINESS_CATEGORIES,
  type BusinessCategory,
  type SurplusState,
} from '@foodhub/domain';
import type { BusinessProfile } from './business-profile';
import { foldFoodText } from './food-text';
import type { SurplusProfile } from './surplus-profile';

// How a surplus must be kept, from what the words say it is: chilled (meat, dairy, dishes),
// prepared in a kitchen, or dry goods that carry a best-before date only. It decides which
// condition questions matter (condition-answers.ts) and what the words' cues weigh (food-cues.ts).

/** How the surplus must be kept, which decides the questions that matter. */
export interface SurplusKeeping {
  /** Needs chilling: meat, fish, dairy (not hard cheese or UHT milk), eggs, dishes, ice cream. */
  perishable: boolean;
  /** Prepared food: a dish, kitchen leftovers, or a prepared state. */
  prepared: boolean;
  /** Made in a kitchen (no pack, no date): a kitchen's dish, kitchen leftovers. */
  fromKitchen: boolean;
  /** Nobody can tell what it is, or only a guess from product words: every question counts. */
  unsure: boolean;
  /**
   * Only a best-before date exists for it (dry pasta, rice, biscuits, sugar, canned food): a bare
   * 'expired' can only mean that date.
   */
  bestBeforeOnly: boolean;
}

const CHILLED_SUBGROUPS = new Set([
  'Raw meat',
  'Raw fish',
  'Cooked meat',
  'Cooked fish',
  'Cured and processed meats',
  'Other meat products',
  'Fish and seafood products',
  'Cooked molluscs and crustaceans',
  'Raw molluscs and crustaceans',
  'Eggs',
  'Milks',
  'Fresh dairy products and dairy desserts',
  'Creams and cream-based specialities',
  'Cheeses',
  'Butters',
  'Ice creams',
  'Frozen desserts',
  'Sorbets',
  'Mixed dishes',
  'Sandwiches',
  'Mixed salads and raw vegetables',
  'Soups',
  'Savoury pastries and other starters',
  'Pizzas, savoury tarts and crêpes',
  'Vegetarian dishes',
  'Savoury baby jars and meals',
  'Baby desserts',
  'Baby milks and drinks',
  'Plant-based meat alternatives',
  'Plant-based processed meat alternatives',
]);
/** Groups that need chilling when no subgroup says more. */
const CHILLED_GROUPS = new Set([
  'Meat, eggs and fish',
  'Milk and dairy products',
  'Ice cream and sorbets',
  'Starters and mixed dishes',
  'Baby food',
]);
/** Terms of food kept cold (whatever their group) and of food kept on a shelf. */
const CHILLED_TERMS = new Set(['frozen food', 'ice cream', 'raw milk', 'cracked eggs', 'tofu']);
const SHELF_TERMS = new Set(['canned food', 'milk powder']);

/** A list of folded phrases as one pattern on whole words. */
const wordPattern = (phrases: string[]) =>
  new RegExp(`(?:^| )(?:${phrases.map((p) => foldFoodText(p)).join('|')})(?= |$)`);
// Words that say a product is kept cold, or is one of the dairy products that keep without.
const CHILLED_WORDS = wordPattern([
  'chilled',
  'refrigerated',
  'fridge',
  'cold store',
  'gekühlt',
  'kühlware',
  'kühlprodukte',
  'kühlregal',
  'refrigerato',
  'refrigerati',
  'frigo',
  'banco frigo',
  'réfrigéré',
  'réfrigérés',
  'rayon frais',
  'ohlajen',
  'ohlajeno',
  'hlajeno',
  'hladilnik',
]);
const UHT_WORDS = wordPattern([
  'uht',
  'h milch',
  'haltbarmilch',
  'haltbare milch',
  'long life',
  'longlife',
  'lunga conservazione',
  'longue conservation',
  'trajno mleko',
]);
const HARD_CHEESE_WORDS = wordPattern([
  'hard cheese',
  'hartkäse',
  'bergkäse',
  'parmesan',
  'parmigiano',
  'grana',
  'grana padano',
  'pecorino',
  'formaggio stagionato',
  'emmental',
  'emmentaler',
  'gruyère',
  'comté',
  'sbrinz',
  'fromage à pâte dure',
  'trdi sir',
]);

/** Subgroups of dry, shelf-stable food: what carries a best-before date and never a use-by. */
const BEST_BEFORE_SUBGROUPS = new Set([
  'Pasta, rice and grains',
  'Breakfast cereals and biscuits',
  'Baby cereals and biscuits',
  'Sugars, honey and sweeteners',
  'Chocolate and chocolate products',
  'Confectionery without chocolate',
  'Nuts and oilseeds',
  'Jams and similar spreads',
  'Spices',
  'Salts',
]);
/** Subgroups that name a condition, not a food ('Expired Food'). */
const CONDITION_SUBGROUPS = new Set([
  'Expired Food',
  'Mixed Food Waste',
  'Damaged Products',
  'Production Scraps',
  'Preparation Residues',
]);
const BEST_BEFORE_TERMS = new Set(['canned food', 'milk powder', 'flour']);
const FRESH_WORDS = wordPattern([
  'fresh',
  'frisch',
  'frische',
  'frischer',
  'fresco',
  'fresca',
  'freschi',
  'fresche',
  'frais',
  'fraîche',
  'fraîches',
  'svež',
  'sveža',
  'sveže',
]);

function bestBeforeOnly(profile: SurplusProfile, text: string, perishable: boolean): boolean {
  if (perishable || profile.identity !== 'food' || profile.tentative) return false;
  if (profile.flags.has('prepared_dish') || FRESH_WORDS.test(text)) return false;
  if ([...profile.terms].some((t) => BEST_BEFORE_TERMS.has(t))) return true;
  const foods = [...profile.foodSubgroups].filter((s) => !CONDITION_SUBGROUPS.has(s));
  return foods.length > 0 && foods.every((s) => BEST_BEFORE_SUBGROUPS.has(s));
}

const KITCHENS = new Set<BusinessCategory>(KITCHEN_BUSINESS_CATEGORIES);

function perishable(profile: SurplusProfile, text: string): boolean {
  const terms = [...profile.terms];
  if (terms.some((t) => SHELF_TERMS.has(t))) return false;
  if (terms.some((t) => CHILLED_TERMS.has(t)) || CHILLED_WORDS.test(text)) return true;
  if (profile.flags.has('meat_fish') || profile.flags.has('prepared_dish')) return true;
  if (profile.cues.some((c) => c.cue === 'with_meat' && c.source !== 'answer')) return true;
  const chilled = [...profile.foodSubgroups].filter((s) => CHILLED_SUBGROUPS.has(s));
  // Hard cheese and UHT milk keep without chilling, when the words say which it is.
  const kept = chilled.filter(
    (s) =>
      !(s === 'Cheeses' && HARD_CHEESE_WORDS.test(text)) &&
      !(s === 'Milks' && UHT_WORDS.test(text)),
  );
  if (kept.length > 0) return true;
  if (chilled.length > 0) return false;
  return (
    profile.foodSubgroups.size === 0 && [...profile.foodGroups].some((g) => CHILLED_GROUPS.has(g))
  );
}

/**
 * How the surplus must be kept, from what the words say it is (`texts`: the user's texts) and
 * who has it; `condition` is the user's own word on its state, when given.
 */
export function readKeeping(
  profile: SurplusProfile,
  texts: string[],
  business: BusinessProfile | null,
  condition: SurplusState | null,
): SurplusKeeping {
  const text = foldFoodText(texts.join(' . '));
  const kitchen = [...(business?.categories ?? [])].some((c) => KITCHENS.has(c));
  const sealed = profile.cues.some((c) => c.cue === 'sealed');
  const dish = profile.flags.has('prepared_dish');
  const leftovers = profile.flags.has('kitchen_leftovers');
  const prepared =
    leftovers ||
    (dish && !sealed) ||
    condition === 'prepared_unserved' ||
    condition === 'prepared_served';
  const chilled = prepared || perishable(profile, text);
  return {
    perishable: chilled,
    prepared,
    fromKitchen: prepared && (leftovers || (kitchen && !sealed)),
    unsure: profile.identity === 'unknown' || profile.tentative,
    bestBeforeOnly: bestBeforeOnly(profile, text, chilled),
  };
}
