import v8 from 'node:v8';

/**
 * V8 settings that keep the server's memory small (decision 41), each with the node flag an
 * operator can give instead (on the command line or in NODE_OPTIONS) to keep V8's own default:
 *
 * - `--heap-growing-percent=50`: after a collection the heap may grow by half of what lives, not
 *   by V8's default factor (up to 4x for a small heap), so request garbage is collected sooner.
 * - `--liftoff-only`: PostgreSQL in WebAssembly (PGlite, 9 MB) stays compiled by the baseline
 *   compiler; the optimising tier compiled its hot functions again, which held ~35 MB more under
 *   load for ~7 % more match throughput.
 */
const LEAN_FLAGS: readonly { name: string; flags: readonly string[] }[] = [
  { name: 'heap-growing-percent', flags: ['--heap-growing-percent=50'] },
  {
    name: 'liftoff-only',
    flags: ['--liftoff-only', '--no-wasm-tier-up', '--no-wasm-dynamic-tiering'],
  },
];

/** The names of the V8 flags given to this process, without their dashes and values. */
function givenFlags(execArgv: readonly string[], nodeOptions: string | undefined): Set<string> {
  const words = [...execArgv, ...(nodeOptions ?? '').split(/\s+/)];
  return new Set(
    words
      .filter((word) => word.startsWith('--'))
      .map((word) => word.slice(2).split('=')[0]!.replace(/^no-/, '').replace(/_/g, '-')),
  );
}

/**
 * Sets the lean settings that were not given as node flags; answers the flags set. Must run before
 * the embedded database's WebAssembly is compiled (the compiler tier is chosen then).
 */
export function applyLeanRuntime(
  execArgv: readonly string[] = process.execArgv,
  nodeOptions: string | undefined = process.env.NODE_OPTIONS,
  setFlags: (flags: string) => void = v8.setFlagsFromString,
): string[] {
  const given = givenFlags(execArgv, nodeOptions);
  const set: string[] = [];
  for (const { name, flags } of LEAN_FLAGS) {
    if (given.has(name)) continue;
    for (const flag of flags) {
      setFlags(flag);
      set.push(flag);
    }
  }
  return set;
}
