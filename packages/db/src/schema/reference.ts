import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** NACE Rev. 2, all four levels (spec part 1 §3 'NACE code'). */
export const naceCodes = pgTable(
  'nace_codes',
  {
    /** Eurostat notation: A, 01, 01.1, 01.11. Also the `_id` the API answers with. */
    code: text('code').primaryKey(),
    level: text('level', { enum: ['Section', 'Division', 'Group', 'Class'] }).notNull(),
    parentCode: text('parent_code'),
    sectionCode: text('section_code').notNull(),
    titleEn: text('title_en').notNull(),
    titleDe: text('title_de'),
    titleFr: text('title_fr'),
    titleIt: text('title_it'),
    /** Eurostat's hierarchical order. */
    sortOrder: integer('sort_order').notNull(),
  },
  (t) => [index('nace_codes_sort_idx').on(t.sortOrder)],
);

/** AGRIBALYSE products (spec part 1 §3 'Product'). */
export const products = pgTable(
  'products',
  {
    /** The AGB code, kept as text (variants such as 13014_1 exist). */
    id: text('id').primaryKey(),
    ciqualCode: text('ciqual_code'),
    productName: text('product_name').notNull(),
    productNameFr: text('product_name_fr').notNull(),
    foodGroup: text('food_group').notNull(),
    foodSubgroup: text('food_subgroup').notNull(),
    foodGroupFr: text('food_group_fr').notNull(),
    foodSubgroupFr: text('food_subgroup_fr').notNull(),
    hasLciData: boolean('has_lci_data').notNull(),
  },
  // GET /products/by_name looks names up case-insensitively.
  (t) => [index('products_name_lower_idx').on(sql`lower(${t.productName})`)],
);

/** Per-kg impacts of a product: total and the consumption stage (spec part 2 §3). */
export const productImpacts = pgTable('product_impacts', {
  productId: text('product_id')
    .primaryKey()
    .references(() => products.id, { onDelete: 'cascade' }),
  climateChangeTotal: doublePrecision('climate_change_total').notNull(),
  climateChangeConsumption: doublePrecision('climate_change_consumption').notNull(),
  waterUseTotal: doublePrecision('water_use_total').notNull(),
  waterUseConsumption: doublePrecision('water_use_consumption').notNull(),
  landUseTotal: doublePrecision('land_use_total').notNull(),
  landUseConsumption: doublePrecision('land_use_consumption').notNull(),
});

/** The embedded gazetteer: GeoNames cities and postal codes. */
export const places = pgTable(
  'places',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    source: text('source', { enum: ['cities', 'postal_codes'] }).notNull(),
    countryCode: text('country_code').notNull(),
    /** Text: leading zeros matter (DE 01067, IT 00184). Null for city rows. */
    postalCode: text('postal_code'),
    name: text('name').notNull(),
    /** Lower case, accents and punctuation folded: what lookups compare. */
    nameKey: text('name_key').notNull(),
    admin1: text('admin1'),
    admin2: text('admin2'),
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    population: integer('population'),
  },
  (t) => [
    // Postal code + country is the most precise gazetteer lookup.
    index('places_country_postal_idx').on(t.countryCode, t.postalCode),
    // City name (+ country) lookups.
    index('places_name_country_idx').on(t.nameKey, t.countryCode),
  ],
);

/** Answers of the outside geocoder, so each address is asked at most once. */
export const geocodeCache = pgTable('geocode_cache', {
  queryKey: text('query_key').primaryKey(),
  result: jsonb('result').$type<{
    lat: number;
    lon: number;
    precision: string;
    postalCode?: string | null;
    city?: string | null;
    countryCode?: string | null;
  } | null>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Which release of each reference data set is loaded, for operators and the NOTICE. */
export const referenceDatasets = pgTable('reference_datasets', {
  name: text('name').primaryKey(),
  source: text('source').notNull(),
  rowCount: integer('row_count').notNull(),
  importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
});
