import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_KEY,
  clearChunkReloadMark,
  handlePreloadError,
  isReloadingForNewVersion,
  mayReloadForFailedChunk,
  reloadOnceForFailedChunk,
  resetChunkReloadState,
} from './lazy-reload';
import { reloadPage } from './reload-page';

vi.mock('./reload-page', () => ({ reloadPage: vi.fn() }));

describe('reload once for a failed chunk', () => {
  beforeEach(() => {
    sessionStorage.clear();
    resetChunkReloadState();
    vi.mocked(reloadPage).mockClear();
  });
  afterEach(() => vi.restoreAllMocks());

  it('reloads the page the first time and marks the tab', () => {
    expect(mayReloadForFailedChunk()).toBe(true);
    expect(reloadOnceForFailedChunk()).toBe(true);
    expect(reloadPage).toHaveBeenCalledOnce();
    expect(sessionStorage.getItem(CHUNK_RELOAD_KEY)).not.toBeNull();
    expect(isReloadingForNewVersion()).toBe(true);
    // Further failures while the reload is on its way do not reload again.
    expect(reloadOnceForFailedChunk()).toBe(true);
    expect(reloadPage).toHaveBeenCalledOnce();
  });

  it('does not reload again after that reload: the error is shown instead (no loop)', () => {
    reloadOnceForFailedChunk();
    // The page has reloaded: memory is fresh, the sessionStorage mark is still there.
    resetChunkReloadState();
    expect(mayReloadForFailedChunk()).toBe(false);
    expect(reloadOnceForFailedChunk()).toBe(false);
    expect(reloadPage).toHaveBeenCalledOnce();
  });

  it('reloads again for the next deployment once a page has loaded completely', () => {
    reloadOnceForFailedChunk();
    resetChunkReloadState();
    clearChunkReloadMark();
    expect(reloadOnceForFailedChunk()).toBe(true);
    expect(reloadPage).toHaveBeenCalledTimes(2);
  });

  it('never reloads by itself without sessionStorage (it could not stop a loop)', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(mayReloadForFailedChunk()).toBe(false);
    expect(reloadOnceForFailedChunk()).toBe(false);
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it("handles Vite's preload error: reloads once and keeps the error back", () => {
    const first = new Event('vite:preloadError', { cancelable: true });
    handlePreloadError(first);
    expect(first.defaultPrevented).toBe(true);
    expect(reloadPage).toHaveBeenCalledOnce();

    resetChunkReloadState();
    const again = new Event('vite:preloadError', { cancelable: true });
    handlePreloadError(again);
    // Not prevented: Vite throws the error on and the route's error page shows it.
    expect(again.defaultPrevented).toBe(false);
    expect(reloadPage).toHaveBeenCalledOnce();
  });
});
