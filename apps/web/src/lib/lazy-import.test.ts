import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CHUNK_LOAD_TIMEOUT_MS,
  ChunkLoadTimeoutError,
  isChunkLoadError,
  withChunkTimeout,
} from './lazy-import';

describe('withChunkTimeout', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is 120 seconds by default (spec: page chunk load timeout)', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('passes the chunk on when it arrives in time', async () => {
    const load = withChunkTimeout(
      () => new Promise<string>((resolve) => setTimeout(() => resolve('page'), 119_000)),
    );
    await vi.advanceTimersByTimeAsync(119_000);
    await expect(load).resolves.toBe('page');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('fails with a chunk load error after 120 s without an answer', async () => {
    const load = withChunkTimeout(() => new Promise<never>(() => {}));
    const settled = vi.fn();
    load.catch(settled);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = settled.mock.calls[0]?.[0] as unknown;
    expect(error).toBeInstanceOf(ChunkLoadTimeoutError);
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('passes a failed import on at once', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module: /tool/a.js');
    const load = withChunkTimeout(() => Promise.reject(failure));
    await expect(load).rejects.toBe(failure);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('isChunkLoadError', () => {
  it.each([
    new TypeError('Failed to fetch dynamically imported module: https://x/tool/assets/a.js'),
    new TypeError('error loading dynamically imported module'),
    new TypeError('Importing a module script failed.'),
    new Error('Unable to preload CSS for /tool/assets/a.css'),
    new ChunkLoadTimeoutError(120_000),
  ])('recognises "%s"', (error) => {
    expect(isChunkLoadError(error)).toBe(true);
  });

  it('leaves other errors alone', () => {
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
