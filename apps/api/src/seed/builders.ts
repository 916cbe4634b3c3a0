import { agribalyseSeedBuilder } from '../importers/agribalyse.load';
import { naceSeedBuilder } from '../importers/nace.load';
import { postalCodesSeedBuilder } from '../importers/postal-codes.load';

/**
 * Builds one shipped seed file under data/seed/ from the public source files in shared data
 * (npm run seed:build), with the same parser the import CLI uses.
 */
export interface SeedBuilder {
  name: string;
  /** Source files relative to the shared data folder. */
  sources: string[];
  /** Writes the seed file(s) into seedDir; returns rows written and rows rejected. */
  build(sourceDir: string, seedDir: string): Promise<{ rows: number; rejected: number }>;
}

export const seedBuilders: SeedBuilder[] = [
  naceSeedBuilder,
  agribalyseSeedBuilder,
  postalCodesSeedBuilder,
];
