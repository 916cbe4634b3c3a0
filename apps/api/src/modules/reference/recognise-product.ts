import type { ProductRecogniseResponse, RecogniseBasis } from '@foodhub/contracts';
import type { ProductImpactsListRow } from '@foodhub/db';
import { foldFoodText } from '../solutions/food-text';
import type { SurplusVocabulary, VocabularyTerm } from '../solutions/vocabulary';
import { stemsKey, subgroupKey, type ProductImpactsIndex } from './product-impacts-cache';

type Impacts = Pick<
  ProductRecogniseResponse,
  'climate_change' | 'water_resource_depletion' | 'land_use'
>;

/** The answer, and the id of its one product (for its name in the asked language). */
export type Recognised = ProductRecogniseResponse & { product_id: string | null };

const NOT_FOUND: Recognised = {
  product_id: null,
  found: false,
  basis: null,
  term: null,
  product_name: null,
  food_group: null,
  food_subgroup: null,
  products_count: 0,
  climate_change: null,
  water_resource_depletion: null,
  land_use: null,
};

/** The arithmetic mean of the products' per-kg impacts, totals and consumption stages apart. */
export function meanImpacts(products: ProductImpactsListRow[]): Impacts {
  const mean = (value: (p: ProductImpactsListRow) => number) =>
    products.reduce((sum, p) => sum + value(p), 0) / products.length;
  return {
    climate_change: {
      total: mean((p) => p.climateChangeTotal),
      consumption: mean((p) => p.climateChangeConsumption),
      unit: 'kg CO2-eq',
    },
    // AGRIBALYSE's water use (scarcity) indicator, as in GET /environmental_impacts.
    water_resource_depletion: {
      total: mean((p) => p.waterUseTotal),
      consumption: mean((p) => p.waterUseConsumption),
      unit: 'm3 world eq',
    },
    land_use: {
      total: mean((p) => p.landUseTotal),
      consumption: mean((p) => p.landUseConsumption),
      unit: 'point',
    },
  };
}

interface Found {
  basis: RecogniseBasis;
  term: string | null;
  foodGroup: string | null;
  foodSubgroup: string | null;
  products: ProductImpactsListRow[];
}

function answer({ basis, term, foodGroup, foodSubgroup, products }: Found): Recognised {
  const [only] = products;
  return {
    product_id: products.length === 1 && only ? only.id : null,
    found: true,
    basis,
    term,
    product_name: products.length === 1 && only ? only.productName : null,
    food_group: foodGroup,
    food_subgroup: foodSubgroup,
    products_count: products.length,
    ...meanImpacts(products),
  };
}

/** The one value all products share, else null. */
function shared(products: ProductImpactsListRow[], value: (p: ProductImpactsListRow) => string) {
  const values = new Set(products.map(value));
  return values.size === 1 ? ([...values][0] ?? null) : null;
}

/** The mean of a food subgroup, else of its group. */
function groupMean(
  index: ProductImpactsIndex,
  term: string | null,
  group: string,
  subgroup: string | null,
): Found | undefined {
  const inSubgroup = subgroup ? index.bySubgroup.get(subgroupKey(group, subgroup)) : undefined;
  if (subgroup && inSubgroup?.length) {
    return {
      basis: 'subgroup',
      term,
      foodGroup: group,
      foodSubgroup: subgroup,
      products: inSubgroup,
    };
  }
  const inGroup = index.byGroup.get(group);
  if (!inGroup?.length) return undefined;
  return { basis: 'group', term, foodGroup: group, foodSubgroup: null, products: inGroup };
}

/**
 * The products named after a term: their name's head has the stems of the term or of one of its
 * English names ('Potato' of 'Potato, boiled' for potato), within the term's food group.
 */
export function productsNamedAfter(
  index: Pick<ProductImpactsIndex, 'byHead'>,
  term: VocabularyTerm,
): ProductImpactsListRow[] {
  const keys = new Set([term.term, ...(term.names.en ?? [])].map(stemsKey));
  keys.delete('');
  return [...keys]
    .flatMap((key) => index.byHead.get(key) ?? [])
    .filter((p) => term.foodGroup === null || p.foodGroup === term.foodGroup);
}

function namedAfter(index: ProductImpactsIndex, term: VocabularyTerm): Found | undefined {
  const named = productsNamedAfter(index, term);
  if (named.length === 0) return undefined;
  return {
    basis: 'term',
    term: term.term,
    foodGroup: term.foodGroup ?? shared(named, (p) => p.foodGroup),
    foodSubgroup: term.foodSubgroup ?? shared(named, (p) => p.foodSubgroup),
    products: named,
  };
}

/**
 * The products named after a term ('Potato' of 'Potato, boiled' for 'potato'), within the term's
 * food group; else those named after a broader term (stale bread → bread); else the mean of the
 * term's subgroup or group.
 */
function fromTerm(
  index: ProductImpactsIndex,
  term: VocabularyTerm,
  vocabulary: SurplusVocabulary,
): Found | undefined {
  const own = namedAfter(index, term);
  if (own) return own;
  for (const name of term.broader) {
    const broader = vocabulary.term(name);
    const found = broader && namedAfter(index, broader);
    if (found) return found;
  }
  return term.foodGroup
    ? groupMean(index, term.term, term.foodGroup, term.foodSubgroup)
    : undefined;
}

/**
 * Which per-kg impacts stand for a surplus typed as free text: the product it names exactly
 * (English or French, case and accents aside); else the first food term the vocabulary reads in
 * it (one with a food subgroup before one with only a group), by the products named after the
 * term or its subgroup or group; else the subgroup of a word the vocabulary knows only from
 * product names.
 */
export function recogniseProduct(
  text: string,
  vocabulary: SurplusVocabulary,
  index: ProductImpactsIndex,
): Recognised {
  // Folded as the vocabulary's product(name) folds; only products with impact data are indexed.
  const product = index.byName.get(foldFoodText(text));
  if (product) {
    return answer({
      basis: 'product',
      term: null,
      foodGroup: product.foodGroup,
      foodSubgroup: product.foodSubgroup,
      products: [product],
    });
  }

  const reading = vocabulary.read(text);
  const terms = reading.matches
    .filter((m) => !m.negated)
    .flatMap((m) => vocabulary.term(m.term) ?? []);
  const rank = (t: VocabularyTerm) => (t.foodSubgroup ? 0 : t.foodGroup ? 1 : 2);
  // Stable: the text's order within each rank.
  for (const term of terms.sort((a, b) => rank(a) - rank(b))) {
    const found = fromTerm(index, term, vocabulary);
    if (found) return answer(found);
  }

  for (const hint of reading.productHints) {
    const found = groupMean(index, null, hint.foodGroup, hint.foodSubgroup);
    if (found) return answer(found);
  }
  return NOT_FOUND;
}
