import { rmSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { startServer, type RunningServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data directory with the reference data seeded once; servers start on a copy of it. */
    templateDataDir: string;
    /** The server the test files without settings of their own share (see setUpJourney). */
    sharedBaseUrl: string;
  }
}

/** The shared server's settings: many files register and log in from the same address. */
export const SHARED_SERVER_ENV = { RATE_LIMIT_AUTH_MAX: '5000' };

/**
 * Before any browser test: seeds the reference data once into a template data directory (a
 * server started on an empty one and stopped), then starts the shared server on a copy of it.
 */
export default async function setup(project: TestProject) {
  const seeding = await startServer();
  await seeding.stop({ keepData: true });
  const template = seeding.dataDir;

  let shared: RunningServer | undefined;
  try {
    shared = await startServer(SHARED_SERVER_ENV, { template });
  } catch (error) {
    rmSync(template, { recursive: true, force: true });
    throw error;
  }
  project.provide('templateDataDir', template);
  project.provide('sharedBaseUrl', shared.baseUrl);

  return async () => {
    await shared?.stop();
    rmSync(template, { recursive: true, force: true });
  };
}
