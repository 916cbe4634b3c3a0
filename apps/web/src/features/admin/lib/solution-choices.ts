import type { DatasetSolution } from '@foodhub/contracts';
import { SOLUTION_CATEGORIES } from '@foodhub/domain';
import type { ComboboxItemGroup } from '@mantine/core';

const categoryRank = (category: string) => {
  const rank = (SOLUTION_CATEGORIES as readonly string[]).indexOf(category);
  return rank === -1 ? SOLUTION_CATEGORIES.length : rank;
};

/**
 * The catalogue's solutions as choices, grouped by category in the catalogue's order, names
 * sorted in the interface language. Every solution is offered (the operator corrects any
 * provider, prevention too). Ids a provider has that the catalogue lacks (a retired solution)
 * come last under their own heading, by id, so they can be seen and taken away.
 */
export function solutionChoices(
  solutions: readonly DatasetSolution[],
  labels: { category: (category: string) => string; unknown: string },
  locale: string,
  extraIds: readonly string[] = [],
): ComboboxItemGroup[] {
  const byCategory = new Map<string, DatasetSolution[]>();
  for (const solution of solutions) {
    const list = byCategory.get(solution.solution_category) ?? [];
    list.push(solution);
    byCategory.set(solution.solution_category, list);
  }
  const groups = [...byCategory.entries()]
    .sort(([a], [b]) => categoryRank(a) - categoryRank(b) || a.localeCompare(b, locale))
    .map(([category, list]) => ({
      group: labels.category(category),
      items: list
        .map((solution) => ({ value: solution.solution_id, label: solution.process_name }))
        .sort((a, b) => a.label.localeCompare(b.label, locale, { sensitivity: 'base' })),
    }));
  const known = new Set(solutions.map((solution) => solution.solution_id));
  const unknown = [...new Set(extraIds)].filter((id) => !known.has(id));
  return unknown.length > 0
    ? [...groups, { group: labels.unknown, items: unknown.map((id) => ({ value: id, label: id })) }]
    : groups;
}
