import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Files share a worker's module graph instead of loading the whole app again for each file
    // (that took most of the suite's time): every file builds its own app on its own database,
    // and the module-level caches are keyed by database (docs/decisions.md 39).
    isolate: false,
    // Every file's database starts from one migrated template (test/global-setup.ts).
    globalSetup: ['./test/global-setup.ts'],
    // PGlite start-up takes ~1 s per file; argon2 hashing is deliberately slow.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
