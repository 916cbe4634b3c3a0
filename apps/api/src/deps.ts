import type { Db, DbDriver } from '@foodhub/db';
import type { AppConfig } from './config';
import type { Geocoder } from './lib/geocoder';
import type { Mailer } from './lib/mailer';

/** What route modules are given: explicit, so a test can build the app with any of them swapped. */
export interface AppDeps {
  config: AppConfig;
  db: Db;
  dbDriver: DbDriver;
  mailer: Mailer;
  geocoder: Geocoder;
}

/** Options every route module receives from app.ts. */
export interface ModuleOptions {
  deps: AppDeps;
}

/** The API lives under /tool/api; the SPA under /tool/ (spec part 1 §2). */
export const API_PREFIX = '/tool/api';
export const APP_PREFIX = '/tool';
