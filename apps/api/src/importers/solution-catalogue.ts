// Reads and checks the hand-written solution catalogue and its vocabulary (data/solutions/).
// A catalogue with any problem is refused whole: a half-loaded catalogue would match wrongly.
import { FOOD_WASTE_GROUP, FOOD_WASTE_SUBGROUPS } from '@foodhub/domain';
import type { FoodTermRow, NewSolutionRow } from '@foodhub/db';
import { z } from 'zod';
import {
  foodTermsFile,
  solutionCatalogueFile,
  type CatalogueSolution,
  type FoodTerm,
} from '../modules/solutions/catalogue-schema';
import { AGRIBALYSE_FOOD_GROUPS } from './agribalyse-groups';

export const SOLUTIONS_DATASET = {
  name: 'solutions',
  source: 'Alpine Food Hub solution catalogue (data/solutions/, sources per solution)',
};

export interface ParsedCatalogue {
  solutions: CatalogueSolution[];
  terms: FoodTerm[];
}

export class CatalogueError extends Error {
  constructor(readonly problems: string[]) {
    super(`The solution catalogue has ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
  }
}

/** Food groups and subgroups a catalogue may name: AGRIBALYSE's (in English) and Food Waste's. */
export function knownFoodGroups(): { groups: Set<string>; subgroups: Set<string> } {
  const groups = new Set([FOOD_WASTE_GROUP]);
  const subgroups = new Set<string>(FOOD_WASTE_SUBGROUPS);
  for (const group of Object.values(AGRIBALYSE_FOOD_GROUPS)) {
    groups.add(group.en);
    for (const subgroup of Object.values(group.subgroups)) subgroups.add(subgroup);
  }
  return { groups, subgroups };
}

function zodProblems(file: string, error: z.ZodError): string[] {
  return error.issues.map((i) => `${file}: ${i.path.join('.') || '(root)'}: ${i.message}`);
}

/** Parses both files and checks that they agree; throws CatalogueError listing every problem. */
export function parseCatalogue(solutionsJson: unknown, termsJson: unknown): ParsedCatalogue {
  const solutions = solutionCatalogueFile.safeParse(solutionsJson);
  const terms = foodTermsFile.safeParse(termsJson);
  const problems = [
    ...(solutions.success ? [] : zodProblems('solutions', solutions.error)),
    ...(terms.success ? [] : zodProblems('food-terms', terms.error)),
  ];
  if (!solutions.success || !terms.success) throw new CatalogueError(problems);

  const { groups, subgroups } = knownFoodGroups();
  const termNames = new Set<string>();
  for (const term of terms.data.terms) {
    if (termNames.has(term.term)) problems.push(`food-terms: '${term.term}' appears twice`);
    termNames.add(term.term);
    if (term.food_group !== null && !groups.has(term.food_group)) {
      problems.push(`food-terms: '${term.term}': unknown food group '${term.food_group}'`);
    }
    if (term.food_subgroup !== null && !subgroups.has(term.food_subgroup)) {
      problems.push(`food-terms: '${term.term}': unknown food subgroup '${term.food_subgroup}'`);
    }
  }
  for (const term of terms.data.terms) {
    for (const broader of term.broader) {
      if (!termNames.has(broader)) {
        problems.push(`food-terms: '${term.term}': broader term '${broader}' does not exist`);
      }
    }
  }
  const ids = new Set<string>();
  for (const s of solutions.data.solutions) {
    const at = `solutions: '${s.solution_id}'`;
    if (ids.has(s.solution_id)) problems.push(`${at} appears twice`);
    ids.add(s.solution_id);
    const types = [s.general_accepted_food_types, s.excluded_food_types];
    for (const t of types) {
      for (const g of t.food_group)
        if (!groups.has(g)) problems.push(`${at}: unknown food group '${g}'`);
      for (const g of t.food_subgroup) {
        if (!subgroups.has(g)) problems.push(`${at}: unknown food subgroup '${g}'`);
      }
      for (const n of t.surplus_name) {
        if (!termNames.has(n)) problems.push(`${at}: surplus name '${n}' is not a food term`);
      }
    }
  }
  if (problems.length > 0) throw new CatalogueError(problems);
  return { solutions: solutions.data.solutions, terms: terms.data.terms };
}

export function toSolutionRow(s: CatalogueSolution, sortOrder: number): NewSolutionRow {
  return {
    id: s.solution_id,
    processName: s.process_name,
    description: s.description,
    category: s.solution_category,
    subcategory: s.solution_subcategory,
    generalConstraints: s.general_constraints,
    solutionResult: s.solution_result,
    acceptedFoodTypes: s.general_accepted_food_types,
    excludedFoodTypes: s.excluded_food_types,
    technologyReadinessLevel: s.technology_readiness_level,
    foodUseHierarchy: s.food_use_hierarchy,
    endUse: s.end_use,
    acceptedStates: s.accepted_states,
    acceptsMixedFood: s.accepts_mixed_food,
    supplierNaceCodes: s.supplier_nace_codes,
    quantity: s.quantity,
    sources: s.sources,
    sortOrder,
  };
}

export function toFoodTermRow(t: FoodTerm): FoodTermRow {
  return {
    term: t.term,
    names: t.names,
    foodGroup: t.food_group,
    foodSubgroup: t.food_subgroup,
    flags: t.flags,
    broader: t.broader,
  };
}
