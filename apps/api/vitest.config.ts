import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Every file's database starts from one migrated template (test/global-setup.ts).
    globalSetup: ['./test/global-setup.ts'],
    // PGlite start-up takes ~1 s per file; argon2 hashing is deliberately slow.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
