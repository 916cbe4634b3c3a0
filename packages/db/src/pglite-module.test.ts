import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDb } from './client';
import { PGLITE_SHARED_BUFFERS } from './pglite-module';

describe('the embedded database', () => {
  it('runs with smaller shared buffers than PGlite’s 128 MB', { timeout: 60_000 }, async () => {
    // Fails when a PGlite release no longer carries the setting the module replaces: the server
    // would still work, with 128 MB more resident memory (docs/decisions.md 38).
    const handle = await createDb({ driver: 'pglite' });
    try {
      const result = (await handle.db.execute(sql`show shared_buffers`)) as unknown as {
        rows: { shared_buffers: string }[];
      };
      expect(result.rows[0]?.shared_buffers).toBe(PGLITE_SHARED_BUFFERS);
    } finally {
      await handle.close();
    }
  });
});
