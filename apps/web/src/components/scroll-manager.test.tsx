import { act } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Outlet } from 'react-router';
import { renderRoutes } from '../test/render-with-providers';
import { HASH_SCROLL_OFFSET, ScrollManager } from './scroll-manager';

const routes = [
  {
    element: (
      <>
        <ScrollManager />
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

describe('ScrollManager', () => {
  let scrollTo: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    sessionStorage.clear();
    scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      value: 5000,
      configurable: true,
    });
  });
  afterEach(() => scrollWindowTo(0));

  it('starts a newly opened page at the top', async () => {
    const { router } = renderRoutes(routes, '/a');
    scrollWindowTo(600);
    scrollTo.mockClear();
    await act(() => router.navigate('/b'));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'auto' });
  });

  it('scrolls smoothly to the element of the hash, clear of the sticky header', async () => {
    const { router } = renderRoutes(routes, '/a');
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      top: 500,
    } as DOMRect);
    await act(() => router.navigate('/b#details'));
    expect(scrollTo).toHaveBeenLastCalledWith({
      top: 500 - HASH_SCROLL_OFFSET,
      left: 0,
      behavior: 'smooth',
    });
    vi.restoreAllMocks();
  });

  it('keeps the hash target under the header while content above it grows', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { router } = renderRoutes(routes, '/a');
    const rect = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect');
    rect.mockReturnValue({ top: 500 } as DOMRect);
    await act(() => router.navigate('/b#details'));
    scrollWindowTo(500 - HASH_SCROLL_OFFSET);
    // Texts arrive above the target and push it 300 px down.
    rect.mockReturnValue({ top: 300 + HASH_SCROLL_OFFSET } as DOMRect);
    vi.advanceTimersByTime(250);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 720, left: 0, behavior: 'auto' });
    // Once the reader scrolls themselves, the page is theirs.
    scrollTo.mockClear();
    window.dispatchEvent(new Event('wheel'));
    rect.mockReturnValue({ top: 900 } as DOMRect);
    vi.advanceTimersByTime(500);
    expect(scrollTo).not.toHaveBeenCalled();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('returns to the saved position on back and forward', async () => {
    const { router } = renderRoutes(routes, '/a');
    scrollWindowTo(750);
    await act(() => router.navigate('/b'));
    scrollWindowTo(120);
    await act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 750, left: 0, behavior: 'auto' });
    await act(() => router.navigate(1));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 120, left: 0, behavior: 'auto' });
  });
});
