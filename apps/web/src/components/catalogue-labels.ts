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
 * of vcg.ai solutions, are shown as they come.
 */
type Translate = (key: string, options: { ns: 'catalogue' }) => string;

/** A stable key from the English text: 'Reuse (human)' -> 'reuseHuman', 'Compost & soil' -> 'compostSoil'. */
export function catalogueSlug(text: string): string {
  return text
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

/** The Food Waste group and its five subgroups translated; other food groups as they are. */
export function foodGroupLabel(group: string, t: Translate): string {
  const slug = foodWaste(group);
  return slug ? t(`foodWaste.${slug}`, { ns: 'catalogue' }) : group;
}
