import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '@foodhub/domain';

/** Limits of the reference calls; chosen above what the data holds, they only stop abuse. */
export const NACE_LOOKUP_MAX_CODES = 200;
export const NACE_CODE_MAX_LENGTH = 20;
/** The longest AGRIBALYSE 3.1 English name has 150 characters. */
export const PRODUCT_NAME_MAX_LENGTH = 160;
export const PRODUCT_ID_MAX_LENGTH = 40;
/** A surplus typed as free text, read by GET /products/recognise. */
export const RECOGNISE_TEXT_MAX_LENGTH = 200;

/** `?lang=` overrides the Accept-Language header (the interface language of the client). */
export const referenceLanguageQuery = z.object({
  lang: z
    .enum(SUPPORTED_LANGUAGES, { error: `lang must be one of ${SUPPORTED_LANGUAGES.join(', ')}` })
    .optional(),
});
export type ReferenceLanguageQuery = z.infer<typeof referenceLanguageQuery>;

export const naceLevel = z.enum(['Section', 'Division', 'Group', 'Class']);
export type NaceLevel = z.infer<typeof naceLevel>;

/**
 * Spec part 1 §3 'NACE code'. `_id` is the code itself (Eurostat notation: A, 01, 01.1, 01.11).
 * `keywords`, an addition to the spec's fields, holds everyday words for the code in the asked
 * language and in English ('Bäckerei', 'pekarna' for 10.71), so a search finds the code by the
 * words people use rather than the official title; codes without such words leave it out.
 */
export const naceCode = z.object({
  _id: z.string(),
  code: z.string(),
  description: z.string(),
  level: naceLevel,
  keywords: z.array(z.string()).optional(),
});
export type NaceCode = z.infer<typeof naceCode>;

export const naceCodeList = z.array(naceCode);

const naceCodeText = z
  .string({ error: 'Each NACE code must be a text' })
  .regex(/\S/, 'A NACE code must not be empty')
  .max(NACE_CODE_MAX_LENGTH, `A NACE code has at most ${NACE_CODE_MAX_LENGTH} characters`);

/** POST /nace_codes/lookup (spec part 1 §7): sent when a vcg.ai solution with NACE codes opens. */
export const naceLookupRequest = z.object(
  {
    codes: z
      .array(naceCodeText, { error: 'codes must be a list of NACE codes' })
      .max(NACE_LOOKUP_MAX_CODES, `At most ${NACE_LOOKUP_MAX_CODES} codes per lookup`),
  },
  { error: 'The body must be { "codes": [...] } with a list of NACE codes' },
);
export type NaceLookupRequest = z.infer<typeof naceLookupRequest>;

/** In the order asked; an unknown code has description null (the client shows its fallback). */
export const naceLookupResponse = z.array(
  z.object({ code: z.string(), description: z.string().nullable() }),
);
export type NaceLookupResponse = z.infer<typeof naceLookupResponse>;

/** Spec part 1 §3 'Product': an AGRIBALYSE 3.1 product; `_id` is the AGB code (text: 13014_1). */
export const product = z.object({
  _id: z.string(),
  product_name: z.string(),
  has_lci_data: z.boolean(),
  food_group: z.array(z.string()),
  food_subgroup: z.array(z.string()),
});
export type Product = z.infer<typeof product>;

export const productList = z.array(product);

export const productByNameParams = z.object({
  name: z
    .string()
    .regex(/\S/, 'Product name must not be blank')
    .max(PRODUCT_NAME_MAX_LENGTH, `Product name has at most ${PRODUCT_NAME_MAX_LENGTH} characters`),
});

/** Not found is a normal answer (200), not an error: the client marks productNotFound. */
export const productByNameResponse = z.object({
  found: z.boolean(),
  product: product.nullable(),
});
export type ProductByNameResponse = z.infer<typeof productByNameResponse>;

export const environmentalImpactsQuery = z.object({
  product_id: z
    .string({ error: 'product_id is required' })
    .regex(/^[A-Za-z0-9_.-]+$/, 'product_id must be a product _id such as 7001 or 13014_1')
    .max(PRODUCT_ID_MAX_LENGTH, `product_id has at most ${PRODUCT_ID_MAX_LENGTH} characters`),
});

const indicator = <U extends string>(unit: U) =>
  z.object({
    /** Whole life cycle, per kg of product as consumed. */
    total: z.number(),
    /** The consumption stage alone (preparation at home). */
    consumption: z.number(),
    unit: z.literal(unit),
  });

/** GET /environmental_impacts (spec part 2 §3, §7): AGRIBALYSE 3.1 per-stage values per kg. */
export const environmentalImpactsResponse = z.object({
  found: z.boolean(),
  product_id: z.string(),
  climate_change: indicator('kg CO2-eq').nullable(),
  water_resource_depletion: indicator('m3 world eq').nullable(),
  land_use: indicator('point').nullable(),
});
export type EnvironmentalImpacts = z.infer<typeof environmentalImpactsResponse>;

/** GET /products/recognise: a surplus typed as free text, in any of the five languages. */
export const productRecogniseQuery = z.object({
  text: z
    .string({ error: 'text is required' })
    .trim()
    .min(1, 'text must not be empty')
    .max(RECOGNISE_TEXT_MAX_LENGTH, `text has at most ${RECOGNISE_TEXT_MAX_LENGTH} characters`),
});
export type ProductRecogniseQuery = z.infer<typeof productRecogniseQuery>;

/**
 * How the values were chosen: the product the text names exactly; the mean of the products named
 * after the food term read in it; or the mean of the food subgroup or group it belongs to.
 */
export const recogniseBasis = z.enum(['product', 'term', 'subgroup', 'group']);
export type RecogniseBasis = z.infer<typeof recogniseBasis>;

/** Which AGRIBALYSE 3.1 per-kg impacts stand for a surplus; not found is a normal answer. */
export const productRecogniseResponse = z.object({
  found: z.boolean(),
  basis: recogniseBasis.nullable(),
  /** The vocabulary term read in the text, by its English name ('potato'). */
  term: z.string().nullable(),
  /** With basis 'product', or 'term' when one product is named after the term. */
  product_name: z.string().nullable(),
  /**
   * The term and the product as the language of Accept-Language names them (the vocabulary's
   * word, the name table's name); the English names where it has none. Absent with found: false.
   */
  term_label: z.string().nullable().optional(),
  product_label: z.string().nullable().optional(),
  food_group: z.string().nullable(),
  food_subgroup: z.string().nullable(),
  /** How many products the values are the mean of (0 when not found). */
  products_count: z.number().int(),
  climate_change: environmentalImpactsResponse.shape.climate_change,
  water_resource_depletion: environmentalImpactsResponse.shape.water_resource_depletion,
  land_use: environmentalImpactsResponse.shape.land_use,
});
export type ProductRecogniseResponse = z.infer<typeof productRecogniseResponse>;
