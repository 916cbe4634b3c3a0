import { describe, expect, it } from 'vitest';
import { applyLeanRuntime } from './lean-runtime';

function flagsSet(execArgv: string[], nodeOptions?: string): string[] {
  const set: string[] = [];
  applyLeanRuntime(execArgv, nodeOptions, (flag) => set.push(flag));
  return set;
}

describe('applyLeanRuntime', () => {
  it('sets a smaller heap growth and baseline-compiled WebAssembly by default', () => {
    expect(flagsSet([])).toEqual([
      '--heap-growing-percent=50',
      '--liftoff-only',
      '--no-wasm-tier-up',
      '--no-wasm-dynamic-tiering',
    ]);
  });

  it('keeps what an operator gave on the command line or in NODE_OPTIONS', () => {
    expect(flagsSet(['--heap-growing-percent=0'])).toEqual([
      '--liftoff-only',
      '--no-wasm-tier-up',
      '--no-wasm-dynamic-tiering',
    ]);
    expect(flagsSet([], '--max-old-space-size=512 --no-liftoff-only')).toEqual([
      '--heap-growing-percent=50',
    ]);
    expect(flagsSet(['--heap_growing_percent=20'], '--liftoff-only')).toEqual([]);
  });
});
