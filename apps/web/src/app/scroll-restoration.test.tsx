import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Outlet } from 'react-router';
import { renderRoutes } from '../test/render-with-providers';
import { RestoreScroll } from './restore-scroll';

// As in the root layout (app/root-layout.tsx): React Router's <ScrollRestoration /> with a
// reloaded page's position taken before the first paint, the page's data already there when it
// renders (the route's loader).
const routes = [
  {
    element: (
      <>
        <RestoreScroll />
        <Outlet />
      </>
    ),
    children: [
      { path: '/a', element: <p>A</p> },
      { path: '/b', element: <h2 id="details">B</h2> },
    ],
  },
];

function scrollWindowTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

/** The document's height; the window is 768 px tall (beforeEach). */
function pageHeight(px: number) {
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    value: px,
    configurable: true,
  });
}

/** Which elements scrollIntoView() was called on, by id. */
function scrolledIntoView(spy: { mock: { contexts: unknown[] } }) {
  return spy.mock.contexts.map((element) => (element as HTMLElement).id);
}

describe('scrolling on navigation (ScrollRestoration)', () => {
  let scrollTo: ReturnType<typeof vi.fn>;
  let intoView: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    // The library keeps positions in a module-wide map that it reloads from here on mount; the
    // first entry of every memory router has the same key, so start each test from none.
    sessionStorage.setItem('react-router-scroll-positions', '{}');
    scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    intoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    pageHeight(5000);
    // Other test files of the worker may have set another window height.
    Object.defineProperty(window, 'innerHeight', { value: 768, configurable: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    scrollWindowTo(0);
  });

  it('starts a newly opened page at the top', async () => {
    const { router } = renderRoutes(routes, '/a');
    scrollWindowTo(600);
    scrollTo.mockClear();
    await act(() => router.navigate('/b'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('returns to the position each history entry was left at on back and forward', async () => {
    const { router } = renderRoutes(routes, '/a');
    scrollWindowTo(750);
    await act(() => router.navigate('/b'));
    scrollWindowTo(120);
    await act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 750);
    await act(() => router.navigate(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 120);
  });

  it('keeps the positions in sessionStorage when the page goes, for a reload', async () => {
    const { router } = renderRoutes(routes, '/a');
    scrollWindowTo(750);
    await act(() => router.navigate('/b'));
    scrollWindowTo(300);
    const key = router.state.location.key;
    act(() => void window.dispatchEvent(new Event('pagehide')));
    // The page opened by its address under its address, the other under the router's key.
    expect(JSON.parse(sessionStorage.getItem('react-router-scroll-positions')!)).toMatchObject({
      '/a': 750,
      [key]: 300,
    });
  });

  it('returns to the stored position after a reload, in the render, and not again later', async () => {
    // A page opened by its address is kept under its address (the router's key is 'default').
    sessionStorage.setItem(
      'react-router-scroll-positions',
      JSON.stringify({ '/a': 1800, '/b': 40 }),
    );
    renderRoutes(routes, '/a');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1800);
    // Taken out of the store: the router has nothing left to restore after the first paint.
    expect(JSON.parse(sessionStorage.getItem('react-router-scroll-positions')!)).toEqual({
      '/b': 40,
    });
    scrollTo.mockClear();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('does not give a page opened by its address the position of another one', () => {
    sessionStorage.setItem(
      'react-router-scroll-positions',
      JSON.stringify({ '/b': 1800, default: 900 }),
    );
    renderRoutes(routes, '/a');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('scrolls to the element of the hash', async () => {
    const { router } = renderRoutes(routes, '/a');
    await act(() => router.navigate('/b#details'));
    expect(scrolledIntoView(intoView)).toEqual(['details']);
  });
});
