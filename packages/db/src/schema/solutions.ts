import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

export interface AcceptedFoodTypes {
  food_group: string[];
  food_subgroup: string[];
  surplus_name: string[];
  business_category: string[];
}

export interface ExcludedFoodTypes {
  food_group: string[];
  food_subgroup: string[];
  surplus_name: string[];
}

export interface SolutionQuantity {
  min_kg_per_week: number;
  max_kg_per_week: number | null;
  one_off_ok: boolean;
}

export interface SolutionSourceRef {
  title: string;
  publisher: string;
  url: string;
  year?: number;
}

/** The curated solution catalogue (spec part 1 §3 'Solution, dataset origin'; data/solutions/). */
export const solutions = pgTable('solutions', {
  /** The catalogue's slug, e.g. reuse-food-bank; the API's solution_id and _id. */
  id: text('id').primaryKey(),
  processName: text('process_name').notNull(),
  description: text('description').notNull(),
  category: text('category').notNull(),
  subcategory: text('subcategory').notNull(),
  generalConstraints: text('general_constraints').notNull(),
  solutionResult: jsonb('solution_result').$type<string[]>().notNull(),
  acceptedFoodTypes: jsonb('accepted_food_types').$type<AcceptedFoodTypes>().notNull(),
  excludedFoodTypes: jsonb('excluded_food_types').$type<ExcludedFoodTypes>().notNull(),
  technologyReadinessLevel: integer('technology_readiness_level'),
  foodUseHierarchy: text('food_use_hierarchy').notNull(),
  endUse: text('end_use').notNull(),
  /** The surplus states the route takes (domain SURPLUS_STATES). */
  acceptedStates: jsonb('accepted_states').$type<string[]>().notNull().default([]),
  acceptsMixedFood: boolean('accepts_mixed_food').notNull(),
  supplierNaceCodes: jsonb('supplier_nace_codes').$type<string[]>().notNull(),
  quantity: jsonb('quantity').$type<SolutionQuantity>().notNull(),
  sources: jsonb('sources').$type<SolutionSourceRef[]>().notNull(),
  /** The catalogue file's order, for stable listings. */
  sortOrder: integer('sort_order').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export interface FoodTermNames {
  en: string[];
  de: string[];
  it: string[];
  fr: string[];
  sl: string[];
}

/** The multilingual surplus vocabulary the matching engine reads free text with. */
export const foodTerms = pgTable('food_terms', {
  term: text('term').primaryKey(),
  names: jsonb('names').$type<FoodTermNames>().notNull(),
  foodGroup: text('food_group'),
  foodSubgroup: text('food_subgroup'),
  flags: jsonb('flags').$type<string[]>().notNull(),
  broader: jsonb('broader').$type<string[]>().notNull(),
});

/** Which contacts of a self-registered provider users see; null shows all (imported rows). */
export interface ProviderShowContact {
  person: boolean;
  email: boolean;
  phone: boolean;
}

/**
 * Where a provider stands: 'listed' for sample and imported rows; a self-registered one is
 * 'pending' | 'approved' | 'rejected' | 'withdrawn' (contracts PROVIDER_ENTRY_STATUSES). Users
 * see only these two.
 */
export const VISIBLE_PROVIDER_STATUSES = ['listed', 'approved'] as const;

/**
 * Provider companies (spec part 1 §3 'Provider, dataset origin'): shipped samples, imported rows
 * and entries organisations keep themselves (owner_user_id set, data_source 'self-registered').
 */
export const providerCompanies = pgTable(
  'provider_companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stable key of the row in its source (sample:at-001, osm:node/123), so imports are idempotent. */
    sourceKey: text('source_key').notNull().unique(),
    dataSource: text('data_source').notNull(),
    /** Shipped sample data: never a real company (shown with a badge). */
    isSample: boolean('is_sample').notNull().default(false),
    companyName: text('company_name'),
    businessCategory: text('business_category'),
    description: text('description'),
    address: text('address'),
    city: text('city'),
    postalCode: text('postal_code'),
    country: text('country'),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    institutionTypes: jsonb('institution_types').$type<string[]>(),
    capacity: jsonb('capacity').$type<Record<string, unknown>[]>(),
    logistics: jsonb('logistics').$type<Record<string, unknown>>(),
    companyConstraints: jsonb('company_constraints').$type<Record<string, unknown>>(),
    acceptedFoodTypes: jsonb('accepted_food_types').$type<Record<string, unknown>>(),
    contactPerson: text('contact_person'),
    contact: jsonb('contact').$type<{ email?: string | null; phone?: string | null }>(),
    additionalCompanyInformation: jsonb('additional_company_information').$type<
      Record<string, unknown>
    >(),
    /**
     * The organisation's account that keeps a self-registered entry: one entry per account, and
     * deleting the account deletes the entry, which names a contact person.
     */
    ownerUserId: uuid('owner_user_id')
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** See VISIBLE_PROVIDER_STATUSES; existing and imported rows are 'listed'. */
    status: text('status').notNull().default('listed'),
    /** When an admin approved a self-registered entry (the 'verified' mark); null otherwise. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** Why an admin rejected the entry, for its owner to read. */
    rejectionReason: text('rejection_reason'),
    showContact: jsonb('show_contact').$type<ProviderShowContact>(),
    /**
     * What an approved entry's owner changed in its identity (name, website, e-mail, phone) since
     * the operator verified it: field -> { before, after }, for the operator's review; null when
     * there is nothing to review.
     */
    reviewChanges:
      jsonb('review_changes').$type<Record<string, { before: unknown; after: unknown }>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Where the row comes from (contracts PROVIDER_ORIGINS), kept by PostgreSQL from the columns
     * it is read from (migration 0015), so that the console filters on a stored column.
     */
    origin: text('origin', { enum: ['self-registered', 'sample', 'imported'] })
      .notNull()
      .generatedAlwaysAs(
        sql`case when data_source = 'self-registered' or owner_user_id is not null then 'self-registered' when is_sample then 'sample' else 'imported' end`,
      ),
    /** Name, city, postal code and source key in one text, for the console's trigram search. */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`coalesce(company_name, '') || ' ' || coalesce(city, '') || ' ' || coalesce(postal_code, '') || ' ' || source_key`,
      ),
  },
  (t) => [
    // The console's search inside words (ILIKE '%word%') and its order, alone and per filter.
    index('provider_companies_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('provider_companies_name_order_idx').on(
      sql`(${t.companyName} is null)`,
      sql`lower(${t.companyName})`,
      t.id,
    ),
    index('provider_companies_origin_name_idx').on(
      t.origin,
      sql`(${t.companyName} is null)`,
      sql`lower(${t.companyName})`,
      t.id,
    ),
    index('provider_companies_country_name_idx').on(
      sql`upper(${t.country})`,
      sql`(${t.companyName} is null)`,
      sql`lower(${t.companyName})`,
      t.id,
    ),
    // Nearest-first and radius searches: the point as geo_point (migration 0014, queries/geo.ts).
    index('provider_companies_geo_idx').using('gist', sql`geo_point(${t.lat}, ${t.lon})`),
    // The few entries users cannot see: a solution's visible total is counted without them.
    index('provider_companies_hidden_idx')
      .on(t.id)
      .where(sql`${t.status} not in ('listed', 'approved')`),
  ],
);

/** Which solutions a provider offers. */
export const providerSolutions = pgTable(
  'provider_solutions',
  {
    providerId: uuid('provider_id')
      .notNull()
      .references(() => providerCompanies.id, { onDelete: 'cascade' }),
    solutionId: text('solution_id')
      .notNull()
      .references(() => solutions.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.providerId, t.solutionId] }),
    // Provider lists and the engine's nearby count start from a solution.
    index('provider_solutions_solution_idx').on(t.solutionId),
  ],
);
