import { reloadPage } from './reload-page';

/**
 * A new deployment replaces the hashed chunk files, so a tab opened before it cannot load the
 * pages it has not shown yet. On such a failure the page reloads once by itself (and so gets
 * the new version); the sessionStorage mark stops a loop: if the chunk fails again after that
 * reload, the error page asks the visitor instead. The mark is cleared once a page has loaded
 * completely, so the next deployment gets its own automatic reload.
 */
export const CHUNK_RELOAD_KEY = 'foodhub-chunk-reload';

let reloading = false;
let pendingUrl: () => string | null = () => null;

/**
 * Tells where a navigation is going while its chunk loads (the router), so the automatic reload
 * opens the page the visitor asked for instead of the one they were leaving.
 */
export function setPendingUrlSource(source: () => string | null) {
  pendingUrl = source;
}

/** True while an automatic reload is on its way; pending work can then be dropped. */
export function isReloadingForNewVersion(): boolean {
  return reloading;
}

/**
 * Reloads the page if this tab has not just done so for a failed chunk. Returns whether it did
 * (or already is); false means: show the error. Without sessionStorage it never reloads.
 */
export function reloadOnceForFailedChunk(): boolean {
  if (reloading) return true;
  try {
    if (sessionStorage.getItem(CHUNK_RELOAD_KEY) !== null) return false;
    sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
  } catch {
    return false;
  }
  reloading = true;
  const target = pendingUrl();
  if (target) window.location.assign(target);
  else reloadPage();
  return true;
}

/** Whether a failed chunk would reload the page now (reloadOnceForFailedChunk would do it). */
export function mayReloadForFailedChunk(): boolean {
  if (reloading) return true;
  try {
    return sessionStorage.getItem(CHUNK_RELOAD_KEY) === null;
  } catch {
    return false;
  }
}

/**
 * Listener of Vite's 'vite:preloadError' (a lazily imported chunk or its CSS failed to load):
 * reloads once and keeps the error from surfacing meanwhile; a repeated failure is thrown on to
 * the route's error page.
 */
export function handlePreloadError(event: Event) {
  if (reloadOnceForFailedChunk()) event.preventDefault();
}

/** A page loaded completely: the next failed chunk may reload the page by itself again. */
export function clearChunkReloadMark() {
  try {
    sessionStorage.removeItem(CHUNK_RELOAD_KEY);
  } catch {
    // Storage disabled: there is no mark to clear.
  }
}

/** For tests: forget that a reload was started. */
export function resetChunkReloadState() {
  reloading = false;
}
