/**
 * What the session's actions and the shared screens ask of the draft sync (stores/draft-sync.ts).
 * The sync loads after the first page with the other stores (app/user-stores.ts), so the shell
 * stays small: until it is installed, every hook does nothing and `installed` is false.
 */
export interface DraftHooks {
  /** A session ended without a logout: its unsynced work is stashed under its user's id. */
  setAsideUnsyncedWork(owner: string | null): void;
  /** After a login's reset: the stores from the stash, the server's draft or the account. */
  restoreDraftAfterLogin(user: string | null): Promise<void>;
  /** Resolves once the restore after the last login is done (or took too long). */
  draftRestored(): Promise<void>;
  /** Saves what is not saved yet, before a deliberate logout. */
  flushDraft(): Promise<void>;
  /** A deliberate logout: no stash or sync mark stays behind. */
  forgetLocalDraft(): void;
  /** Clear All Data: the server's draft is deleted too. */
  clearDraftEverywhere(): Promise<void>;
}

let installed: DraftHooks | null = null;

export function installDraftHooks(hooks: DraftHooks | null): void {
  installed = hooks;
}

export const draftHooks = {
  get installed(): boolean {
    return installed !== null;
  },
  setAsideUnsyncedWork: (owner: string | null) => installed?.setAsideUnsyncedWork(owner),
  restoreDraftAfterLogin: (user: string | null) =>
    installed?.restoreDraftAfterLogin(user) ?? Promise.resolve(),
  draftRestored: () => installed?.draftRestored() ?? Promise.resolve(),
  flushDraft: () => installed?.flushDraft() ?? Promise.resolve(),
  forgetLocalDraft: () => installed?.forgetLocalDraft(),
  clearDraftEverywhere: () => installed?.clearDraftEverywhere() ?? Promise.resolve(),
};
