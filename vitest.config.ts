import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// Unit and API tests of every workspace. Browser journeys live in e2e/ with their own config.
// The API suite runs on in-memory PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set.
const apiOn = (db: 'pglite' | 'postgres') => ({
  extends: './apps/api/vitest.config.ts',
  root: './apps/api',
  test: { name: `api (${db})`, env: { TEST_DB: db } },
});

export default defineConfig({
  test: {
    passWithNoTests: true,
    // Vitest leaves a core free by default (one worker on a 2-core machine); the API files spend
    // much of their time waiting on PostgreSQL, argon2's thread pool and PGlite's file system, so
    // every core runs a test file.
    maxWorkers: availableParallelism(),
    projects: [
      'packages/*',
      'apps/web',
      // The web app's layering rules, through the ESLint API (eslint.config.js).
      {
        test: {
          name: 'lint',
          include: ['eslint-layering.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      apiOn('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiOn('postgres')] : []),
    ],
  },
});
