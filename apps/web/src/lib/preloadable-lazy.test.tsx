import { act, render, renderHook, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { AFTER_PAINT_MAX_MS } from './after-paint';
import { preloadableLazy, usePreloadAfterPaint } from './preloadable-lazy';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A module whose load the test resolves or rejects by hand, counting how often it was asked. */
function manualModule() {
  const calls: { resolve(): void; reject(error: Error): void }[] = [];
  const load = () =>
    new Promise<{ default: typeof Greeting }>((resolve, reject) => {
      calls.push({ resolve: () => resolve({ default: Greeting }), reject });
    });
  return { load, calls };
}

describe('preloadableLazy', () => {
  it('shows the fallback until the code arrives, then the component with its props', async () => {
    const { load, calls } = manualModule();
    const { Component } = preloadableLazy(load);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Component name="Graz" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeInTheDocument();
    await act(async () => calls[0]!.resolve());
    expect(await screen.findByText('Hello Graz')).toBeInTheDocument();
  });

  it('renders at once, without its fallback, once preloaded, and loads the code once', async () => {
    const { load, calls } = manualModule();
    const { Component, preload } = preloadableLazy(load);
    const loading = preload();
    expect(preload()).toBe(loading);
    calls[0]!.resolve();
    await loading;
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Component name="Kranj" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Kranj')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).not.toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });

  it('asks for the code again after a failed load', async () => {
    const { load, calls } = manualModule();
    const { preload } = preloadableLazy(load);
    const first = preload();
    calls[0]!.reject(new Error('Failed to fetch dynamically imported module'));
    await expect(first).rejects.toThrow('Failed to fetch');
    const second = preload();
    expect(calls).toHaveLength(2);
    calls[1]!.resolve();
    await expect(second).resolves.toHaveProperty('default', Greeting);
  });
});

describe('usePreloadAfterPaint', () => {
  it('asks for the code once the page has had its paint, not while it renders', () => {
    vi.useFakeTimers();
    try {
      const preload = vi.fn(() => Promise.reject(new Error('offline')));
      renderHook(() => usePreloadAfterPaint(preload));
      expect(preload).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(AFTER_PAINT_MAX_MS));
      // A failed preload is left for the part's own render to try again: nothing is thrown.
      expect(preload).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
