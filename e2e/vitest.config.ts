import { defineConfig } from 'vitest/config';

// Browser journeys against the built app served by the real server (npm run test:e2e builds first).
export default defineConfig({
  test: {
    name: 'e2e',
    root: __dirname,
    include: ['**/*.e2e.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // expect.poll gives up after 1 s by default: a navigation or a dialog takes longer than that
    // when two browsers share 2 busy cores. A poll still fails, only later, when it never holds.
    expect: { poll: { timeout: 15_000 } },
    // The reference data is seeded once and one server is shared by the files without settings
    // of their own (support/global-setup.ts, support/journey.ts).
    globalSetup: ['./support/global-setup.ts'],
    // Two files at a time, each with its own browser: a journey mostly waits (for the browser to
    // render, for the server to answer), so two share 2 cores without slowing each other much.
    maxWorkers: 2,
  },
});
