import type { Product } from '@foodhub/contracts';
import { FOOD_WASTE_GROUP, FOOD_WASTE_SUBGROUPS } from '@foodhub/domain';
import { hasTag, uniqueTags } from './tags';

/** How a suggestion is named on the screen: the suggestions are in the order of their names. */
export interface SuggestionNames {
  label: (name: string) => string;
  /** The language the names are sorted in. */
  locale: string;
}

const asIs: SuggestionNames = { label: (name) => name, locale: 'en' };

function byName({ label, locale }: SuggestionNames) {
  return (a: string, b: string) =>
    label(a).localeCompare(label(b), locale, { sensitivity: 'base' });
}

/**
 * What the food-group field suggests: every group of the product list, and always Food Waste
 * (spec part 1 §5), each once, in alphabetical order of their names.
 */
export function groupSuggestions(
  products: readonly Product[],
  names: SuggestionNames = asIs,
): string[] {
  return uniqueTags([...products.flatMap((p) => p.food_group), FOOD_WASTE_GROUP]).sort(
    byName(names),
  );
}

/**
 * What the food-subgroup field suggests: every subgroup of the product list, each once, in
 * alphabetical order of their names; once Food Waste is among the chosen groups, its five
 * subgroups come first (spec part 1 §5).
 */
export function subgroupSuggestions(
  products: readonly Product[],
  chosenGroups: readonly string[],
  names: SuggestionNames = asIs,
): string[] {
  const fromProducts = uniqueTags(products.flatMap((p) => p.food_subgroup)).sort(byName(names));
  return hasTag(chosenGroups, FOOD_WASTE_GROUP)
    ? uniqueTags([...FOOD_WASTE_SUBGROUPS, ...fromProducts])
    : fromProducts;
}
