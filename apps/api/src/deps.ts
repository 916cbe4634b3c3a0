import type { Db, DbDriver } from '@foodhub/db';
import type { AppConfig } from './config';
import type { Geocoder } from './lib/geocoder';
import type { LlmClient } from './lib/llm';
import type { Mailer } from './lib/mailer';
import type { Router } from './lib/router';
import type { ExternalSolutionsClient } from './modules/solutions/vcg-client';

/** What route modules are given: explicit, so a test can build the app with any of them swapped. */
export interface AppDeps {
  config: AppConfig;
  db: Db;
  dbDriver: DbDriver;
  mailer: Mailer;
  geocoder: Geocoder;
  /** Road distance and route line: OSRM with ROUTER_URL, else the great-circle estimate. */
  router: Router;
  /** Null: no LLM configured; the built-in texts are used. */
  llm: LlmClient | null;
  /** Null: no outside solution service configured. */
  externalSolutions: ExternalSolutionsClient | null;
  /** Where the catalogue's translations (<lang>.json) are; data/solutions/translations if unset. */
  solutionTranslationsDir?: string;
  /** Where the product name table (<lang>.json) is; data/products/names if unset. */
  productNamesDir?: string;
}

/** Options every route module receives from app.ts. */
export interface ModuleOptions {
  deps: AppDeps;
}

/** The API lives under /tool/api; the SPA under /tool/ (spec part 1 §2). */
export const API_PREFIX = '/tool/api';
export const APP_PREFIX = '/tool';
