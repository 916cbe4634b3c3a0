import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { preloadableLazy } from './preloadable-lazy';

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
