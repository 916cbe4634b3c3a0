import type { DatasetSolution } from '@foodhub/contracts';
import type { EndUse, FoodUseLevel } from '@foodhub/domain';
import {
  listFoodTerms,
  listProducts,
  listSolutions,
  type Db,
  type FoodTermRow,
  type SolutionRow,
} from '@foodhub/db';
import { DatasetVersionCheck } from '../../lib/dataset-version';
import { Lazy, perKey } from '../../lib/lazy';
import type { FoodTermFlag } from './catalogue-schema';
import { foldFoodText } from './food-text';
import type { EngineSolution } from './matching-engine';
import type { FoodGroupCatalogue } from './surplus-profile';
import { SurplusVocabulary, type VocabularyProduct } from './vocabulary';

/** Everything a match reads, built once per catalogue release and kept in memory. */
export interface CatalogueSnapshot {
  solutions: EngineSolution[];
  responses: Map<string, DatasetSolution>;
  vocabulary: SurplusVocabulary;
  foodGroups: FoodGroupCatalogue;
}

type CatalogueRow = Omit<SolutionRow, 'updatedAt'>;

/** Spec part 1 §3 'Solution, dataset origin': the id is both solution_id and _id. */
export function toSolutionResponse(row: CatalogueRow): DatasetSolution {
  return {
    solution_id: row.id,
    _id: row.id,
    solution_origin: 'dataset',
    process_name: row.processName,
    description: row.description,
    solution_category: row.category,
    solution_subcategory: row.subcategory,
    general_constraints: row.generalConstraints,
    solution_result: row.solutionResult,
    general_accepted_food_types: row.acceptedFoodTypes,
    technology_readiness_level: row.technologyReadinessLevel,
    food_use_hierarchy: row.foodUseHierarchy as FoodUseLevel,
    end_use: row.endUse as EndUse,
    sources: row.sources,
  };
}

/** The in-memory catalogue from its rows, its vocabulary and the product catalogue. */
export function catalogueSnapshot(
  rows: CatalogueRow[],
  terms: FoodTermRow[],
  products: VocabularyProduct[],
): CatalogueSnapshot {
  const vocabulary = new SurplusVocabulary(
    terms.map((t) => ({ ...t, names: { ...t.names }, flags: t.flags as FoodTermFlag[] })),
    products,
  );
  const foodGroups: FoodGroupCatalogue = { groups: new Map(), subgroups: new Map() };
  const addGroup = (group: string | null, subgroup: string | null) => {
    if (group) foodGroups.groups.set(foldFoodText(group), group);
    if (subgroup) foodGroups.subgroups.set(foldFoodText(subgroup), subgroup);
  };
  for (const p of products) addGroup(p.foodGroup, p.foodSubgroup);
  for (const t of terms) addGroup(t.foodGroup, t.foodSubgroup);
  for (const s of rows) {
    s.acceptedFoodTypes.food_group.forEach((g) => addGroup(g, null));
    s.acceptedFoodTypes.food_subgroup.forEach((g) => addGroup(null, g));
  }
  return {
    solutions: rows,
    responses: new Map(rows.map((r) => [r.id, toSolutionResponse(r)])),
    vocabulary,
    foodGroups,
  };
}

async function buildSnapshot(db: Db): Promise<CatalogueSnapshot> {
  const [rows, terms, products] = await Promise.all([
    listSolutions(db),
    listFoodTerms(db),
    listProducts(db),
  ]);
  return catalogueSnapshot(rows, terms, products);
}

class CatalogueCache {
  private readonly snapshot: Lazy<CatalogueSnapshot>;
  private readonly versionCheck: DatasetVersionCheck;

  constructor(db: Db) {
    this.snapshot = new Lazy(() => buildSnapshot(db));
    // The vocabulary also learns from the product catalogue.
    this.versionCheck = new DatasetVersionCheck(db, ['solutions', 'agribalyse'], () =>
      this.snapshot.clear(),
    );
  }

  async get(): Promise<CatalogueSnapshot> {
    await this.versionCheck.check();
    return this.snapshot.get();
  }

  invalidate() {
    this.snapshot.clear();
    this.versionCheck.reset();
  }
}

const caches = perKey((db: Db) => new CatalogueCache(db));

export function catalogueCache(db: Db): CatalogueCache {
  return caches.get(db);
}

/** Called by the catalogue importer (and the product importer) after every write. */
export function invalidateCatalogueCache(db: Db) {
  caches.peek(db)?.invalidate();
}
