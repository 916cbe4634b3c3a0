import type { DraftResponse } from '@foodhub/contracts';
import { deleteDraft, getDraft, saveDraft } from '../api/draft';
import { matchInputOf } from '../api/match';
import { holdSavedAnswerFor } from '../api/saved-surpluses';
import { ApiError } from '../lib/api-client';
import { queryClient } from '../lib/query-client';
import { prefillFromAccount } from './account-prefill';
import { installDraftHooks } from './draft-hooks';
import { draftParts, onDraftPartRegistered, type DraftPart } from './draft-parts';
import {
  applyDraft,
  collectDraft,
  hashOf,
  isBlankDraft,
  readStash,
  readSyncMark,
  removeStash,
  removeSyncMark,
  writeStash,
  writeSyncMark,
} from './draft-storage';
import { useSessionStore } from './session-store';
import { useStepperStore } from './stepper-store';
import { tokenSubject } from './work-owner';

/**
 * Keeps the signed-in user's entries (the stepper's and the analysis's persisted data) on the
 * server as their draft (PUT /me/draft), so that nothing typed is lost when the session ends,
 * while the spec's resets stay: logout and login empty the stores (docs/decisions.md).
 *
 * - While signed in, every change is saved 1.5 s after the last one; a failed save is tried again.
 * - A logout saves what is left first (flushDraft), then the stores are reset.
 * - A session that ends without a logout (a 401, an expired cookie) sets its unsynced work aside
 *   in localStorage under its user's id before the stores are reset (setAsideUnsyncedWork).
 * - After a login the stores are filled again (restoreDraftAfterLogin): from that user's stash
 *   when it is newer than the server's draft (and it is then saved), else from the server's
 *   draft, else step 1 from the account, once. Another user's stash is deleted.
 * - Clear All Data deletes the server's draft too (clearDraftEverywhere).
 */
export const DRAFT_SYNC_DELAY_MS = 1500;
/** A save that failed for the network or the server is tried again after this. */
export const DRAFT_RETRY_MS = 15_000;
/** The last save on logout waits at most this long. */
const FLUSH_TIMEOUT_MS = 3000;
/** The login waits at most this long for the restore before showing the next page. */
const RESTORE_WAIT_MS = 5000;

/** The user whose changes are saved; null while signed out or while a login restores. */
let syncUser: string | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;
let inFlight: Promise<void> | null = null;
let restoring: Promise<void> | null = null;
/** Counts session starts and ends: a restore of an earlier session does nothing more. */
let generation = 0;
let started = false;

function clearTimer() {
  if (timer !== null) clearTimeout(timer);
  timer = null;
}

function schedule(delay: number) {
  clearTimer();
  timer = setTimeout(() => {
    timer = null;
    void push();
  }, delay);
}

/** The stores' data differs from what the server last confirmed for this user. */
function hasUnsyncedWork(user: string): boolean {
  const mark = readSyncMark();
  const data = collectDraft();
  if (mark?.user !== user) return !isBlankDraft(data);
  return mark.syncedHash !== hashOf(data);
}

function onChange() {
  if (!syncUser) return;
  const mark = readSyncMark();
  writeSyncMark({
    user: syncUser,
    changedAt: Date.now(),
    syncedHash: mark?.user === syncUser ? mark.syncedHash : null,
  });
  schedule(DRAFT_SYNC_DELAY_MS);
}

async function save(flushing: boolean): Promise<void> {
  const user = syncUser;
  if (!user) return;
  const data = collectDraft();
  const hash = hashOf(data);
  const mark = readSyncMark();
  if (mark?.user === user && mark.syncedHash === hash) return;
  try {
    const saved = await saveDraft(
      data,
      // The last save on logout must not end the session itself (an account just deleted).
      flushing ? { quietUnauthorized: true, timeoutMs: FLUSH_TIMEOUT_MS } : {},
    );
    if (syncUser !== user) {
      keepStashAhead(user, hash, Date.parse(saved.updated_at));
      return;
    }
    const now = readSyncMark();
    writeSyncMark({
      user,
      changedAt: now?.user === user ? now.changedAt : Date.now(),
      syncedHash: hash,
    });
  } catch (error) {
    // A 401 ended the session; what it had not saved was set aside for its user.
    if (error instanceof ApiError && error.status === 401) return;
    const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
    if (refused && error.status !== 408 && error.status !== 429) {
      console.warn('The draft was refused by the server', error);
      return;
    }
    if (!flushing && syncUser === user && timer === null) schedule(DRAFT_RETRY_MS);
  }
}

/**
 * A save that was on its way when the session ended (a 401 elsewhere) has landed: the server now
 * dates older data later than the work set aside after it. The stash is dated just after the
 * server's date, so the next login still takes it; one that holds just what was saved is not
 * needed any more.
 */
function keepStashAhead(user: string, savedHash: string, serverAt: number) {
  const stash = readStash();
  if (stash?.user !== user) return;
  if (hashOf(stash.data) === savedHash) removeStash();
  else if (!(stash.savedAt > serverAt)) {
    writeStash({ ...stash, savedAt: Number.isFinite(serverAt) ? serverAt + 1 : Date.now() });
  }
}

/** Saves the stores' data now (one save at a time, in the order asked). */
function push(flushing = false): Promise<void> {
  clearTimer();
  const run = (inFlight ?? Promise.resolve()).then(() => save(flushing));
  const tracked: Promise<void> = run.finally(() => {
    if (inFlight === tracked) inFlight = null;
  });
  inFlight = tracked;
  return run;
}

/**
 * Saves what is not saved yet, at once: before a deliberate logout. It waits at most a few
 * seconds, also behind a save still on its way (which has no deadline of its own), so a slow
 * server never holds the logout.
 */
export async function flushDraft(): Promise<void> {
  if (!syncUser) return;
  if (timer === null && !hasUnsyncedWork(syncUser)) return;
  let waited: ReturnType<typeof setTimeout> | undefined;
  const enough = new Promise<void>((resolve) => {
    waited = setTimeout(resolve, 2 * FLUSH_TIMEOUT_MS);
  });
  await Promise.race([push(true), enough]).finally(() => clearTimeout(waited));
}

/** Stops saving (the session ends); a restore still running does nothing more. */
export function stopDraftSync(): void {
  syncUser = null;
  generation++;
  restoring = null;
  clearTimer();
}

/**
 * A session ended without a logout: the work its user had not saved is stashed under their id
 * (their next login restores it) before the caller resets the stores. The sync mark goes with
 * the stores' data, so the emptied stores are not taken for newer work.
 */
export function setAsideUnsyncedWork(owner: string | null): void {
  stopDraftSync();
  // Empty stores are never stashed: they would hide a stash or draft that holds something.
  if (owner && hasUnsyncedWork(owner) && !isBlankDraft(collectDraft())) {
    const mark = readSyncMark();
    writeStash({
      user: owner,
      savedAt: mark?.user === owner ? mark.changedAt : Date.now(),
      data: collectDraft(),
    });
  }
  removeSyncMark();
}

/** A deliberate logout: nothing of the user's work stays in this browser but on the server. */
export function forgetLocalDraft(): void {
  stopDraftSync();
  removeSyncMark();
  removeStash();
}

/**
 * After a login and the spec's reset: fills the stores from the user's stash when it is newer than
 * the server's draft (then saves it), else from the server's draft, else step 1 from the account.
 * Afterwards the entries' saved match answer is held again, when the account has one.
 */
export function restoreDraftAfterLogin(user: string | null): Promise<void> {
  stopDraftSync();
  const session = generation;
  if (!user) {
    removeStash();
    return Promise.resolve();
  }
  const run = (async () => {
    // The session's token is set by the caller right after this call: ask after it.
    await Promise.resolve();
    await restore(user, session);
  })().catch((error: unknown) => console.warn('The draft could not be restored', error));
  restoring = run;
  void run.finally(() => {
    if (restoring === run) restoring = null;
  });
  return run;
}

async function restore(user: string, session: number): Promise<void> {
  const stash = readStash();
  const mine = stash?.user === user ? stash : null;
  if (stash && !mine) removeStash();
  let draft: DraftResponse | null | undefined;
  try {
    draft = await getDraft();
  } catch {
    // Unknown: the stash (if any) is then taken, and nothing is filled in from the account.
    draft = undefined;
  }
  if (session !== generation) return;

  const draftAt = draft ? Date.parse(draft.updated_at) : Number.NEGATIVE_INFINITY;
  if (mine && !(mine.savedAt <= draftAt)) {
    applyDraft(mine.data);
    removeStash();
    writeSyncMark({ user, changedAt: mine.savedAt, syncedHash: null });
    syncUser = user;
    void push();
  } else if (draft) {
    applyDraft(draft.data);
    removeStash();
    writeSyncMark({ user, changedAt: draftAt, syncedHash: hashOf(collectDraft()) });
    syncUser = user;
  } else {
    writeSyncMark({ user, changedAt: Date.now(), syncedHash: hashOf(collectDraft()) });
    syncUser = user;
    // No draft anywhere: step 1 from the account, right after this login only (Clear All Data
    // later leaves it empty). Its change is saved as the first draft.
    if (draft === null) {
      try {
        await prefillFromAccount(queryClient);
      } catch {
        // The account could not be read: step 1 stays empty, the button can try again.
      }
    }
  }
  if (session !== generation) return;
  const { companyProfile, wasteInfo } = useStepperStore.getState();
  if (wasteInfo.surplusName.trim() || wasteInfo.foodGroups.length > 0) {
    await holdSavedAnswerFor(queryClient, matchInputOf(companyProfile, wasteInfo));
  }
}

/** Resolves when the restore after the last login is done, or after `maxWaitMs`. */
export function draftRestored(maxWaitMs = RESTORE_WAIT_MS): Promise<void> {
  const running = restoring;
  if (!running) return Promise.resolve();
  return Promise.race([running, new Promise<void>((resolve) => setTimeout(resolve, maxWaitMs))]);
}

/**
 * Clear All Data (after the stores were reset): the server's draft is deleted too, and no stash
 * is left. A save still on its way is waited for, so it cannot bring the draft back.
 */
export async function clearDraftEverywhere(): Promise<void> {
  clearTimer();
  removeStash();
  const user = syncUser;
  if (!user) {
    removeSyncMark();
    return;
  }
  writeSyncMark({ user, changedAt: Date.now(), syncedHash: hashOf(collectDraft()) });
  await inFlight?.catch(() => undefined);
  try {
    await deleteDraft();
  } catch (error) {
    console.warn('The saved draft could not be deleted', error);
  }
}

function currentUser(): string | null {
  const { isLoggedIn, token } = useSessionStore.getState();
  return isLoggedIn && token ? tokenSubject(token) : null;
}

/** Resumes saving for the signed-in user (a page load, a login in another tab). */
function resume() {
  const user = currentUser();
  if (!user || restoring || syncUser === user) return;
  syncUser = user;
  if (hasUnsyncedWork(user)) schedule(DRAFT_SYNC_DELAY_MS);
}

/**
 * Starts watching the draft's parts and the session and installs the draft hooks the session's
 * actions call (app/user-stores.ts, at start-up). Returns the function that stops it (tests).
 */
export function startDraftSync(): () => void {
  if (started) return () => {};
  started = true;
  const unsubscribes = new Set<() => void>();
  const watch = (part: DraftPart) => unsubscribes.add(part.subscribe(onChange));
  for (const part of draftParts().values()) watch(part);
  unsubscribes.add(onDraftPartRegistered((_name, part) => watch(part)));
  unsubscribes.add(
    useSessionStore.subscribe((state, previous) => {
      if (state.isLoggedIn === previous.isLoggedIn) return;
      if (state.isLoggedIn) resume();
      else {
        // The cookie ran out: nothing can be saved; the next login sets the work aside.
        syncUser = null;
        clearTimer();
      }
    }),
  );
  installDraftHooks({
    setAsideUnsyncedWork,
    restoreDraftAfterLogin,
    draftRestored: () => draftRestored(),
    flushDraft,
    forgetLocalDraft,
    clearDraftEverywhere,
  });
  resume();
  return () => {
    for (const unsubscribe of unsubscribes) unsubscribe();
    installDraftHooks(null);
    stopDraftSync();
    started = false;
  };
}
