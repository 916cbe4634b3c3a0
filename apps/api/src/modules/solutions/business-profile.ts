import type { CompanyProfileInput } from '@foodhub/contracts';
import type { BusinessCategory } from '@foodhub/domain';
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

/** NACE Rev. 2 prefixes of each category (Eurostat NACE Rev. 2, sections A, C, G, I). */
const NACE_PREFIXES: Record<BusinessCategory, string[]> = {
  'Agricultural Producer': ['01', '02', '03'],
  'Food Processor': ['10', '11'],
  Wholesaler: ['46'],
  Retailer: ['47'],
  Restaurant: ['56.1', '56.3'],
  Caterer: ['56.2'],
  Hotel: ['55'],
  'Private Person': [],
};

// Common names of each category in en, de, it, fr and sl.
const CATEGORY_NAMES: Record<BusinessCategory, string[]> = {
  'Agricultural Producer': [
    'agricultural producer',
    'producer',
    'farm',
    'farmer',
    'grower',
    'agriculture',
    'horticulture',
    'orchard',
    'primary production',
    'landwirt',
    'landwirtschaft',
    'bauer',
    'bauernhof',
    'erzeuger',
    'gartnerei',
    'obstbau',
    'gemusebau',
    'hof',
    'agricoltore',
    'azienda agricola',
    'agricoltura',
    'produttore',
    'fattoria',
    'agriculteur',
    'ferme',
    'producteur',
    'exploitation agricole',
    'maraicher',
    'arboriculteur',
    'kmet',
    'kmetija',
    'pridelovalec',
    'kmetijstvo',
  ],
  'Food Processor': [
    'food processor',
    'processor',
    'processing',
    'manufacturer',
    'manufacturing',
    'factory',
    'bakery',
    'brewery',
    'dairy',
    'butcher',
    'mill',
    'cheese maker',
    'confectionery',
    'juice press',
    'food industry',
    'verarbeiter',
    'hersteller',
    'lebensmittelindustrie',
    'backerei',
    'brauerei',
    'molkerei',
    'metzgerei',
    'fleischerei',
    'konditorei',
    'mosterei',
    'kaserei',
    'muhle',
    'panificio',
    'birrificio',
    'caseificio',
    'pastificio',
    'salumificio',
    'industria alimentare',
    'trasformatore',
    'boulangerie',
    'laiterie',
    'fromagerie',
    'industrie agroalimentaire',
    'transformateur',
    'fabricant',
    'patisserie',
    'pekarna',
    'pivovarna',
    'mlekarna',
    'sirarna',
    'mesnica',
    'predelovalec',
    'zivilska industrija',
  ],
  Wholesaler: [
    'wholesaler',
    'wholesale',
    'distributor',
    'distribution',
    'wholesale market',
    'grosshandel',
    'grosshandler',
    'grossmarkt',
    'grossista',
    'ingrosso',
    'distributore',
    'mercato ortofrutticolo',
    'grossiste',
    'marche de gros',
    'distributeur',
    'veletrgovina',
    'grosist',
    'distributer',
  ],
  Retailer: [
    'retailer',
    'retail',
    'supermarket',
    'shop',
    'store',
    'grocery',
    'grocer',
    'discounter',
    'einzelhandel',
    'einzelhandler',
    'supermarkt',
    'geschaft',
    'laden',
    'filiale',
    'lebensmittelhandel',
    'dettaglio',
    'dettagliante',
    'supermercato',
    'negozio',
    'alimentari',
    'supermarche',
    'commerce',
    'epicerie',
    'magasin',
    'detaillant',
    'trgovina',
    'trgovec',
    'supermarket',
  ],
  Restaurant: [
    'restaurant',
    'cafe',
    'bar',
    'bistro',
    'pizzeria',
    'gastronomy',
    'snack bar',
    'gasthaus',
    'gastronomie',
    'wirtshaus',
    'beisl',
    'imbiss',
    'ristorante',
    'trattoria',
    'osteria',
    'gastronomia',
    'restauration',
    'restavracija',
    'gostilna',
    'gostinstvo',
    'okrepcevalnica',
  ],
  Caterer: [
    'caterer',
    'catering',
    'canteen',
    'cafeteria',
    'mensa',
    'central kitchen',
    'school kitchen',
    'hospital kitchen',
    'kantine',
    'grosskuche',
    'gemeinschaftsverpflegung',
    'ristorazione collettiva',
    'traiteur',
    'cantine',
    'restauration collective',
    'menza',
    'kantina',
    'kuhinja',
  ],
  Hotel: [
    'hotel',
    'hostel',
    'guesthouse',
    'guest house',
    'pension',
    'gasthof',
    'albergo',
    'hotellerie',
    'hotelier',
    'penzion',
  ],
  'Private Person': [
    'private person',
    'private',
    'individual',
    'household',
    'home',
    'privatperson',
    'privat',
    'haushalt',
    'privato',
    'famiglia',
    'particulier',
    'menage',
    'prive',
    'zasebnik',
    'posameznik',
    'gospodinjstvo',
  ],
};

const NAME_INDEX: { stems: string[]; category: BusinessCategory }[] = Object.entries(CATEGORY_NAMES)
  .flatMap(([category, names]) =>
    names.map((name) => ({ stems: foodStems(name), category: category as BusinessCategory })),
  )
  .sort((a, b) => b.stems.length - a.stems.length);

/**
 * The categories a text names: whole phrases, longest first ('restauration collective' is a
 * caterer, not a restaurant), or compounds ending in a name ('Dorfbäckerei').
 */
export function categoriesInText(text: string): Set<BusinessCategory> {
  const stems = foodStems(text);
  const covered = stems.map(() => false);
  const found = new Set<BusinessCategory>();
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
