import type { DraftResponse, DraftSaved } from '@foodhub/contracts';
import { ApiError, apiFetch } from '../lib/api-client';

/** The signed-in user's draft of the stepper and analysis entries (GET /me/draft); null when none. */
export async function getDraft(): Promise<DraftResponse | null> {
  try {
    return await apiFetch<DraftResponse>('/me/draft');
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export interface SaveDraftOptions {
  /** A 401 is the caller's alone (the last save on logout). */
  quietUnauthorized?: boolean;
  timeoutMs?: number;
}

/** PUT /me/draft: replaces the saved draft; answers when it was saved (server time). */
export function saveDraft(data: object, options: SaveDraftOptions = {}): Promise<DraftSaved> {
  return apiFetch<DraftSaved>('/me/draft', { method: 'PUT', body: { data }, ...options });
}

/** DELETE /me/draft (Clear All Data). */
export async function deleteDraft(): Promise<void> {
  await apiFetch<undefined>('/me/draft', { method: 'DELETE' });
}
