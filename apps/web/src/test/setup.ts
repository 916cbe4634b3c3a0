import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';

// Test files share a worker's environment (isolate: false in vite.config.ts): each file starts
// from what a fresh page would have, with the app's modules evaluated anew (their stores, caches
// and i18n language), an empty storage and no cookies.
vi.resetModules();
vi.unstubAllGlobals();
vi.restoreAllMocks();
localStorage.clear();
sessionStorage.clear();
for (const cookie of document.cookie.split(';')) {
  const name = cookie.split('=')[0]?.trim();
  if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}
window.history.replaceState(null, '', '/');
document.documentElement.removeAttribute('lang');

// The mock API (src/test/server.ts), imported after the reset so that the test file's own import
// gets this same server. Each test answers the calls it expects (src/test/api.ts); a call no
// handler answers fails with a network error and fails the test.
const { server, requestLog, unhandledRequests } = await import('./server');
beforeAll(() =>
  server.listen({
    onUnhandledRequest(request, print) {
      unhandledRequests.push(`${request.method} ${request.url}`);
      print.error();
    },
  }),
);
beforeEach(() => {
  requestLog.length = 0;
  unhandledRequests.length = 0;
});
afterEach(() => {
  server.resetHandlers();
  const unhandled = unhandledRequests.splice(0);
  if (unhandled.length > 0) {
    throw new Error(`API calls no handler answered:\n  ${unhandled.join('\n  ')}`);
  }
});
afterAll(() => server.close());

// Hooks after a test run last to first: the page is taken down before its handlers are dropped.
afterEach(() => cleanup());

// findBy/waitFor wait up to 1 s by default; a lazily loaded page on a busy CI machine can take
// longer. Tests still fail fast on a wrong assertion: this only bounds the waiting.
configure({ asyncUtilTimeout: 5000 });

// Mantine reads these browser APIs that jsdom does not implement.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
window.scrollTo = () => {};
Element.prototype.scrollIntoView = () => {};
