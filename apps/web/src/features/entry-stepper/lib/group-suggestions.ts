import type { Product } from '@foodhub/contracts';
import { FOOD_WASTE_GROUP, FOOD_WASTE_SUBGROUPS } from '@foodhub/domain';
import { hasTag, uniqueTags } from './tags';

const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });

/**
 * What the food-group field suggests: every group of the product list, and always Food Waste
 * (spec part 1 §5), each once, in alphabetical order.
 */
export function groupSuggestions(products: readonly Product[]): string[] {
  return uniqueTags([...products.flatMap((p) => p.food_group), FOOD_WASTE_GROUP]).sort(byName);
}

/**
 * What the food-subgroup field suggests: every subgroup of the product list, each once, in
 * alphabetical order; once Food Waste is among the chosen groups, its five subgroups come first
 * (spec part 1 §5).
 */
export function subgroupSuggestions(
  products: readonly Product[],
  chosenGroups: readonly string[],
): string[] {
  const fromProducts = uniqueTags(products.flatMap((p) => p.food_subgroup)).sort(byName);
  return hasTag(chosenGroups, FOOD_WASTE_GROUP)
    ? uniqueTags([...FOOD_WASTE_SUBGROUPS, ...fromProducts])
    : fromProducts;
}
