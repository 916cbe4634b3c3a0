import i18n from './i18n';
import { isChunkLoadError, withChunkTimeout, ChunkLoadTimeoutError } from './lazy-import';
import { isReloadingForNewVersion, reloadOnceForFailedChunk } from './lazy-reload';

/** A promise that never settles: the page is reloading, nothing more should render. */
function untilReloaded<T>(): Promise<T> {
  return new Promise<T>(() => {});
}

/**
 * A route's lazy(): loads the page's code and its translation namespaces together, fails after
 * CHUNK_LOAD_TIMEOUT_MS, and when the code cannot be fetched (a new deployment replaced it, the
 * connection dropped) reloads the page once; a second failure reaches the route's error page.
 *
 *   { path: 'login', lazy: lazyRoute(() => import('./routes/login'), ['auth']) }
 */
export function lazyRoute<T>(load: () => Promise<T>, namespaces: readonly string[] = []) {
  return async (): Promise<T> => {
    try {
      const [module] = await Promise.all([
        withChunkTimeout(load),
        namespaces.length > 0
          ? withChunkTimeout(() => i18n.loadNamespaces([...namespaces]))
          : undefined,
      ]);
      // Vite's preload error handler swallowed the failure because a reload has begun.
      if (module === undefined && isReloadingForNewVersion()) return untilReloaded<T>();
      return module;
    } catch (error) {
      // A chunk that is gone reloads the page once; a slow one asks the visitor (retry).
      const gone = isChunkLoadError(error) && !(error instanceof ChunkLoadTimeoutError);
      if (gone && reloadOnceForFailedChunk()) return untilReloaded<T>();
      throw error;
    }
  };
}
