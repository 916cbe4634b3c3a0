import type { DatasetSolution } from '@foodhub/contracts';
import { SOLUTION_CATEGORIES } from '@foodhub/domain';
import type { ComboboxItemGroup } from '@mantine/core';

const categoryRank = (category: string) => {
  const rank = (SOLUTION_CATEGORIES as readonly string[]).indexOf(category);
  return rank === -1 ? SOLUTION_CATEGORIES.length : rank;
};

/**
 * The catalogue as choices, grouped by category in the catalogue's order (the food-use
 * hierarchy: people first), names sorted in the interface language. Prevention is advice to the
 * business that has the surplus: no organisation takes surplus for it, so it is not offered.
 */
export function solutionOptions(
  solutions: readonly DatasetSolution[],
  categoryLabel: (category: string) => string,
  locale: string,
): ComboboxItemGroup[] {
  const byCategory = new Map<string, DatasetSolution[]>();
  for (const solution of solutions) {
    if (solution.end_use === 'prevention') continue;
    const list = byCategory.get(solution.solution_category) ?? [];
    list.push(solution);
    byCategory.set(solution.solution_category, list);
  }
  return [...byCategory.entries()]
    .sort(([a], [b]) => categoryRank(a) - categoryRank(b) || a.localeCompare(b, locale))
    .map(([category, list]) => ({
      group: categoryLabel(category),
      items: list
        .map((solution) => ({ value: solution.solution_id, label: solution.process_name }))
        .sort((a, b) => a.label.localeCompare(b.label, locale, { sensitivity: 'base' })),
    }));
}
