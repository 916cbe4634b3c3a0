import { act } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Outlet, ScrollRestoration } from 'react-router';
import { renderRoutes } from '../test/render-with-providers';
import { scrollKey } from '../lib/scroll-key';
import { MAX_SETTLE_MS, SETTLE_MS, ScrollSettle } from './scroll-settle';

/** A section whose text only arrives after a while, as on a page waiting for its data. */
function LateSection({ after = 300 }: { after?: number }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), after);
    return () => clearTimeout(timer);
  }, [after]);
  return ready ? <h2 id="late">Late</h2> : <p>Loading</p>;
}

// As in the root layout (app/root-layout.tsx).
const routes = [
  {
    element: (
      <>
        <ScrollRestoration getKey={scrollKey} />
        <ScrollSettle />
        <Outlet />
      </>
    ),
    children: [
      { path: '/a', element: <p>A</p> },
      { path: '/b', element: <h2 id="details">B</h2> },
      { path: '/c', element: <LateSection /> },
      // A page whose code and data take longer than SETTLE_MS, as on a slow phone.
      { path: '/slow', element: <LateSection after={SETTLE_MS + 3000} /> },
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

/**
 * Leaves /a at 2400 px, then comes back to it while the page is 1500 px tall: the browser can
 * only go to 732 px, the page's end (the window is 768 px tall).
 */
async function backToShortPage() {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  const { router } = renderRoutes(routes, '/a');
  scrollWindowTo(2400);
  await act(() => router.navigate('/b'));
  scrollWindowTo(0);
  pageHeight(1500);
  await act(() => router.navigate(-1));
  scrollWindowTo(732);
}

describe('scrolling on navigation (ScrollRestoration and ScrollSettle)', () => {
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

  it('returns to the stored position after a reload', () => {
    // A page opened by its address is kept under its address (the router's key is 'default').
    sessionStorage.setItem('react-router-scroll-positions', JSON.stringify({ '/a': 1800 }));
    renderRoutes(routes, '/a');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 1800);
  });

  it('does not give a page opened by its address the position of another one', () => {
    sessionStorage.setItem(
      'react-router-scroll-positions',
      JSON.stringify({ '/b': 1800, default: 900 }),
    );
    renderRoutes(routes, '/a');
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('tries a position again while the page is still too short for it, until it is reached', async () => {
    await backToShortPage();
    // The library's own try; then it waits for the page to grow.
    expect(scrollTo).toHaveBeenLastCalledWith(0, 2400);
    scrollTo.mockClear();
    vi.advanceTimersByTime(250);
    expect(scrollTo).not.toHaveBeenCalled();
    // The page grew a little: one more try, which again ends at the page's end.
    pageHeight(2000);
    vi.advanceTimersByTime(100);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    scrollWindowTo(1232);
    // It grew enough: the next try reaches it, then nothing more to do.
    pageHeight(5000);
    scrollTo.mockClear();
    vi.advanceTimersByTime(100);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 2400);
    scrollWindowTo(2400);
    scrollTo.mockClear();
    vi.advanceTimersByTime(1000);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('stops trying once the reader scrolls themselves', async () => {
    await backToShortPage();
    window.dispatchEvent(new Event('wheel'));
    scrollTo.mockClear();
    vi.advanceTimersByTime(500);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('never pulls back a page that was scrolled while it was still short', async () => {
    await backToShortPage();
    vi.advanceTimersByTime(100);
    // A script (a find, a focused field, a test) scrolls without a wheel, touch or key.
    scrollWindowTo(300);
    pageHeight(5000);
    scrollTo.mockClear();
    vi.advanceTimersByTime(1000);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('never pulls a page back to the top', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { router } = renderRoutes(routes, '/a');
    scrollWindowTo(0);
    await act(() => router.navigate('/b'));
    await act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    // Scrolled by a script before the first tick.
    scrollWindowTo(553);
    scrollTo.mockClear();
    vi.advanceTimersByTime(1000);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to the element of the hash', async () => {
    const { router } = renderRoutes(routes, '/a');
    await act(() => router.navigate('/b#details'));
    expect(scrolledIntoView(intoView)).toEqual(['details']);
  });

  it('scrolls to a hash target that renders after the page', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      top: 500,
    } as DOMRect);
    const { router } = renderRoutes(routes, '/a');
    scrollWindowTo(600);
    await act(() => router.navigate('/c#late'));
    // Not there yet: the library starts the page at the top.
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    expect(intoView).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTime(350));
    expect(intoView).not.toHaveBeenCalled();
    // The section arrived; the next tick takes the reader to it.
    vi.advanceTimersByTime(100);
    expect(scrolledIntoView(intoView)).toContain('late');
  });

  it('keeps the hash target under the header while content above it grows', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    const { router } = renderRoutes(routes, '/a');
    await act(() => router.navigate('/b#details'));
    // Where scrollIntoView put it (the test has no CSS, so no scroll-margin).
    rect.mockReturnValue({ top: 0 } as DOMRect);
    intoView.mockClear();
    vi.advanceTimersByTime(250);
    expect(intoView).not.toHaveBeenCalled();
    // Texts arrive above the target and push it 300 px down.
    rect.mockReturnValue({ top: 300 } as DOMRect);
    vi.advanceTimersByTime(100);
    expect(scrolledIntoView(intoView)).toEqual(['details']);
    // Once the reader scrolls themselves, the page is theirs.
    intoView.mockClear();
    window.dispatchEvent(new Event('wheel'));
    rect.mockReturnValue({ top: 900 } as DOMRect);
    vi.advanceTimersByTime(500);
    expect(intoView).not.toHaveBeenCalled();
  });

  it('leaves a target near the end of the page as low as the page lets it rest', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { router } = renderRoutes(routes, '/a');
    await act(() => router.navigate('/b#details'));
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      top: 300,
    } as DOMRect);
    scrollWindowTo(5000 - window.innerHeight);
    intoView.mockClear();
    vi.advanceTimersByTime(500);
    expect(intoView).not.toHaveBeenCalled();
  });

  it('stops after a while on its own', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    const { router } = renderRoutes(routes, '/a');
    await act(() => router.navigate('/b#details'));
    vi.advanceTimersByTime(SETTLE_MS + 200);
    intoView.mockClear();
    rect.mockReturnValue({ top: 300 } as DOMRect);
    vi.advanceTimersByTime(500);
    expect(intoView).not.toHaveBeenCalled();
  });

  it('waits for a hash target that takes longer than the quiet time to render', async () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      top: 500,
    } as DOMRect);
    const { router } = renderRoutes(routes, '/a');
    await act(() => router.navigate('/slow#late'));
    await act(() => vi.advanceTimersByTime(SETTLE_MS + 2900));
    expect(intoView).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTime(200));
    vi.advanceTimersByTime(100);
    expect(scrolledIntoView(intoView)).toContain('late');
  });

  it('keeps a target in place for the quiet time after it last had to move it', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    const { router } = renderRoutes(routes, '/a');
    await act(() => router.navigate('/b#details'));
    // Content above keeps moving the target for longer than the quiet time in all.
    for (let i = 0; i < 3; i++) {
      vi.advanceTimersByTime(SETTLE_MS / 2);
      rect.mockReturnValue({ top: 300 } as DOMRect);
      vi.advanceTimersByTime(100);
      rect.mockReturnValue({ top: 0 } as DOMRect);
    }
    intoView.mockClear();
    vi.advanceTimersByTime(SETTLE_MS - 500);
    rect.mockReturnValue({ top: 300 } as DOMRect);
    vi.advanceTimersByTime(100);
    expect(scrolledIntoView(intoView)).toEqual(['details']);
  });

  it('gives up on a hash target that never renders', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { router } = renderRoutes(routes, '/a');
    await act(() => router.navigate('/a#missing'));
    vi.advanceTimersByTime(MAX_SETTLE_MS + 200);
    // It appears far too late to take the reader there.
    const late = document.createElement('h2');
    late.id = 'missing';
    document.body.append(late);
    vi.advanceTimersByTime(500);
    expect(intoView).not.toHaveBeenCalled();
    late.remove();
  });
});
