import type { CompanyProfileInput } from '@foodhub/contracts';
import type { BusinessCategory } from '@foodhub/domain';
import { CATEGORY_NAMES, NACE_PREFIXES } from './business-category-names';
import { foodStems } from './food-text';

/**
 * What kind of business the surplus comes from, read from the free-text business category, the
 * NACE codes, and (when both are empty) the company's name and description.
 */
export interface BusinessProfile {
  categories: Set<BusinessCategory>;
  /** The user's NACE codes, as given (10.71, 56.10). */
  naceCodes: string[];
  /** What the categories were read from, for the reasoning. */
  readFrom: 'category' | 'nace' | 'name' | 'description' | null;
  /** The user's own words for the category, when given. */
  statedCategory: string | null;
}

const NAME_INDEX: { stems: string[]; category: BusinessCategory }[] = Object.entries(CATEGORY_NAMES)
  .flatMap(([category, names]) =>
    names.map((name) => ({ stems: foodStems(name), category: category as BusinessCategory })),
  )
  .sort((a, b) => b.stems.length - a.stems.length);

/**
 * Whole words whose stem is another category's name: the Italian 'cantina' is a winery (wine
 * making, NACE 11.02), while the French 'cantine' and the Slovenian 'kantina' are canteens.
 */
const WHOLE_WORDS = new Map<string, BusinessCategory>([['cantina', 'Food Processor']]);

/**
 * The categories a text names: whole phrases, longest first ('restauration collective' is a
 * caterer, not a restaurant), or compounds ending in a name ('Dorfbäckerei').
 */
export function categoriesInText(text: string): Set<BusinessCategory> {
  const found = new Set<BusinessCategory>();
  const rest = text.replace(/\p{L}+/gu, (word) => {
    const category = WHOLE_WORDS.get(word.toLowerCase());
    if (!category) return word;
    found.add(category);
    return ' ';
  });
  const stems = foodStems(rest);
  const covered = stems.map(() => false);
  for (const { stems: name, category } of NAME_INDEX) {
    stems.forEach((_, i) => {
      const span = name.map((_, k) => i + k);
      if (!span.every((j) => stems[j] === name[j - i] && !covered[j])) return;
      span.forEach((j) => (covered[j] = true));
      found.add(category);
    });
  }
  for (const { stems: name, category } of NAME_INDEX) {
    const [only] = name;
    if (name.length !== 1 || only === undefined || only.length < 4) continue;
    stems.forEach((stem, i) => {
      if (covered[i] || stem.length <= only.length || !stem.endsWith(only)) return;
      covered[i] = true;
      found.add(category);
    });
  }
  return found;
}

export function naceCodeText(entry: string | { code: string } | null | undefined): string {
  return (typeof entry === 'string' ? entry : (entry?.code ?? '')).trim();
}

/** The categories of NACE codes: 10.71 is a food processor, 56.21 a caterer. */
export function categoriesOfNace(codes: string[]): Set<BusinessCategory> {
  const found = new Set<BusinessCategory>();
  for (const code of codes) {
    for (const [category, prefixes] of Object.entries(NACE_PREFIXES)) {
      if (prefixes.some((p) => naceStartsWith(code, p))) found.add(category as BusinessCategory);
    }
  }
  return found;
}

/** Whether a NACE code lies under a prefix: 10.71 under 10.7 and 10, not 10.7 under 10.71. */
export function naceStartsWith(code: string, prefix: string): boolean {
  const digits = (c: string) => c.replace(/[^0-9]/g, '');
  const d = digits(code);
  const p = digits(prefix);
  return p.length > 0 && d.length >= p.length && d.startsWith(p);
}

export function readBusinessProfile(company: CompanyProfileInput): BusinessProfile {
  const naceCodes = (company?.naceCodes ?? []).map(naceCodeText).filter((c) => /\d/.test(c));
  const stated = company?.businessCategory?.trim() || null;
  const sources: [BusinessProfile['readFrom'], () => Set<BusinessCategory>][] = [
    ['category', () => (stated ? categoriesInText(stated) : new Set())],
    ['nace', () => categoriesOfNace(naceCodes)],
    ['name', () => categoriesInText(company?.name ?? '')],
    ['description', () => categoriesInText(company?.description ?? '')],
  ];
  for (const [readFrom, read] of sources) {
    const categories = read();
    if (categories.size > 0) {
      // The NACE codes add to a stated category (a bakery with a shop: 10.71 and 47.24).
      if (readFrom === 'category') for (const c of categoriesOfNace(naceCodes)) categories.add(c);
      return { categories, naceCodes, readFrom, statedCategory: stated };
    }
  }
  return { categories: new Set(), naceCodes, readFrom: null, statedCategory: stated };
}
