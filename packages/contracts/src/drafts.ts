import { z } from 'zod';

/**
 * The signed-in user's draft: what the web client keeps of the entry stepper and the impact
 * analysis (their persisted store data), saved so that a logout, an expired session or another
 * device loses nothing. The server keeps it as sent; the client reads and checks it.
 */

/** The most a draft may hold, as JSON (the server's limit of every body): far above any real stepper data (a few KB). */
export const DRAFT_MAX_BYTES = 100 * 1024;

const draftData = z.record(z.string(), z.unknown(), { error: 'data must be an object' });

/** PUT /me/draft */
export const saveDraftRequest = z
  .object(
    { data: draftData },
    // Only a body that is no object gets this message; an unknown key is named as such.
    {
      error: (issue) =>
        issue.code === 'invalid_type' ? 'The body must be { "data": { ... } }' : undefined,
    },
  )
  .strict();
export type SaveDraftRequest = z.infer<typeof saveDraftRequest>;

/** PUT /me/draft: when the draft was saved (server time). */
export const draftSaved = z.object({ updated_at: z.string() });
export type DraftSaved = z.infer<typeof draftSaved>;

/** GET /me/draft: the draft as saved, and when. */
export const draftResponse = z.object({ data: draftData, updated_at: z.string() });
export type DraftResponse = z.infer<typeof draftResponse>;
