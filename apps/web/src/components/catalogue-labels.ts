import {
  BUSINESS_CATEGORIES,
  FOOD_WASTE_GROUP,
  FOOD_WASTE_SUBGROUPS,
  SOLUTION_CATEGORIES,
} from '@foodhub/domain';

/**
 * Display names of the catalogue's fixed vocabulary (locales/<lang>/catalogue.json). The values
 * themselves stay English everywhere else (the API, the stores, comparisons such as
 * 'reuse (human)'); only what is shown is translated. Unknown values, such as the free categories
 * of vcg.ai solutions or a provider's own words, are shown as they come.
 */
type Translate = (key: string, options: { ns: 'catalogue'; defaultValue?: string }) => string;

/**
 * A stable key from the English text: 'Reuse (human)' -> 'reuseHuman', 'Compost & soil' ->
 * 'compostSoil', 'Pizzas, savoury tarts and crêpes' -> 'pizzasSavouryTartsAndCrepes'.
 */
export function catalogueSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+(.)?/g, (_, next?: string) => (next ? next.toUpperCase() : ''));
}

function lookup(known: readonly string[]) {
  const byFolded = new Map(known.map((value) => [value.toLowerCase(), catalogueSlug(value)]));
  return (value: string) => byFolded.get(value.trim().toLowerCase());
}

const solutionCategory = lookup(SOLUTION_CATEGORIES);
const businessCategory = lookup(BUSINESS_CATEGORIES);
const foodWaste = lookup([FOOD_WASTE_GROUP, ...FOOD_WASTE_SUBGROUPS]);

/** A solution category as the interface language names it; an unknown one as it is. */
export function categoryLabel(category: string, t: Translate): string {
  const slug = solutionCategory(category);
  return slug ? t(`categories.${slug}`, { ns: 'catalogue' }) : category;
}

/** One of the eight canonical business categories translated; any other text as it is. */
export function businessCategoryLabel(category: string, t: Translate): string {
  const slug = businessCategory(category);
  return slug ? t(`businessCategories.${slug}`, { ns: 'catalogue' }) : category;
}

/**
 * The AGRIBALYSE names are many and come with the product list, so they are found by their key
 * alone: a name without a translation (free text, a new name in the data) is shown as it is.
 */
function agribalyseLabel(name: string, t: Translate, key: (slug: string) => string): string {
  const waste = foodWaste(name);
  if (waste) return t(`foodWaste.${waste}`, { ns: 'catalogue' });
  const slug = catalogueSlug(name);
  return slug ? t(key(slug), { ns: 'catalogue', defaultValue: name }) : name;
}

/** An AGRIBALYSE food group, or Food Waste, translated; any other text as it is. */
export function foodGroupLabel(group: string, t: Translate): string {
  return agribalyseLabel(group, t, (slug) => `foodGroups.${slug}`);
}

/** An AGRIBALYSE food subgroup, or one of the Food Waste subgroups, translated; else as it is. */
export function foodSubgroupLabel(subgroup: string, t: Translate): string {
  return agribalyseLabel(subgroup, t, (slug) => `foodSubgroups.${slug}`);
}
