import { SUPPORTED_LANGUAGES } from '@foodhub/domain';
import { z } from 'zod';

/** A product's names in one interface language, beside AGRIBALYSE's English `product_name`. */
export const productNames = z.object({
  /** The product's `_id` in GET /products. */
  _id: z.string(),
  /** Its name in the language (the French original in French); null where the table has none. */
  name: z.string().nullable(),
  /** AGRIBALYSE's French name, searchable in every language. */
  name_fr: z.string(),
  /** Everyday words of the language for this product (Semmel, Erdäpfel, žemlja). */
  synonyms: z.array(z.string()),
  /** The language's words for the food the product is named after (Kartoffeln for potatoes). */
  terms: z.array(z.string()),
});
export type ProductNames = z.infer<typeof productNames>;

/** GET /products/names: every product's names in one language, for a search in that language. */
export const productNamesResponse = z.object({
  language: z.enum(SUPPORTED_LANGUAGES),
  products: z.array(productNames),
});
export type ProductNamesResponse = z.infer<typeof productNamesResponse>;
