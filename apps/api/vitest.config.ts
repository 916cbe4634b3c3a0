import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // PGlite start-up and migrations take ~1 s per file; argon2 hashing is deliberately slow.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
