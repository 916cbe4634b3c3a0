import { lazy, useEffect, useState, type ComponentProps, type ComponentType } from 'react';
import { afterPaint } from './after-paint';
import { withChunkTimeout } from './lazy-import';

// A component with any props: what the loaded module's component takes is read back as P below.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/**
 * A component whose code loads on demand and can be asked for before its first render
 * (`preload`, e.g. once the page is on screen, docs/decisions.md 48). Once the code is here it
 * renders at once: React.lazy suspends on its first render even then, and React holds a
 * revealed fallback for 300 ms. Each mount keeps the type it started with, so nothing remounts
 * when the code arrives.
 */
export function preloadableLazy<M extends { default: AnyComponent }>(load: () => Promise<M>) {
  type P = ComponentProps<M['default']>;
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<M> | null = null;
  const preload = (): Promise<M> => {
    pending ??= withChunkTimeout(load).then(
      (module) => {
        loaded = module.default as ComponentType<P>;
        return module;
      },
      (error: unknown) => {
        // A failed load may be tried again (a retry, the next render).
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const Lazy = lazy(preload) as unknown as ComponentType<P>;
  function Preloadable(props: P) {
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return { Component: Preloadable, preload };
}

/**
 * Asks for a preloadableLazy component's code once the page is on screen (lib/after-paint), so
 * it is there when the user opens the part; a failed load is tried again when the part renders.
 */
export function usePreloadAfterPaint(preload: () => Promise<unknown>): void {
  useEffect(() => afterPaint(() => void preload().catch(() => {})), [preload]);
}
