import { defineConfig } from 'vitest/config';

// Browser journeys against the built app served by the real server (npm run test:e2e builds first).
export default defineConfig({
  test: {
    name: 'e2e',
    root: __dirname,
    include: ['**/*.e2e.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // One browser and one server per file; files run one after another to keep 2 cores calm.
    fileParallelism: false,
  },
});
