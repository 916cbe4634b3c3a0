import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every translation namespace a page reads is loaded with its route (lib/lazy-route) or at start
 * (lib/i18n). A page that read a namespace not yet loaded would suspend when it renders: the
 * navigation would wait for a second round of loading after its code, or, outside a transition,
 * the shell's page loader would replace the page the user is leaving. The pages' code is followed
 * through its static imports; what it imports lazily waits in a Suspense boundary of its own.
 */
const SOURCE_DIR = path.resolve(__dirname, '..');
const read = (file: string) => readFileSync(file, 'utf8');

/** Files whose texts wait in a Suspense boundary of their own, in the same file. */
const WAITING_ON_THEIR_OWN = ['features/offers/components/offer-button.tsx'];

/** The namespaces English ships in the page's own code; i18n loads them for any language at start. */
function namespacesAtStart(): string[] {
  const match = /locales\/en\/\{([\w,-]+)\}\.json/.exec(read(path.join(SOURCE_DIR, 'lib/i18n.ts')));
  return match ? match[1]!.split(',') : [];
}

/** Each lazy route's module and the namespaces it loads with its code. */
function lazyRoutes(): { module: string; namespaces: string[] }[] {
  const router = read(path.join(SOURCE_DIR, 'app/router.tsx'));
  const pattern = /lazyRoute\(\s*\(\) => import\('\.\/routes\/([\w-]+)'\)(?:,\s*\[([^\]]*)\])?/g;
  return [...router.matchAll(pattern)].map((m) => ({
    module: `app/routes/${m[1]}.tsx`,
    namespaces: [...(m[2] ?? '').matchAll(/'([\w-]+)'/g)].map((n) => n[1]!),
  }));
}

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  for (const ending of ['', '.ts', '.tsx', '/index.ts', '/index.tsx']) {
    const file = base + ending;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

/** The module and every module it imports statically (types aside), within the app's source. */
function staticImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const m of read(file).matchAll(/^(?:import|export)\s+(type\s+)?[^;]*?from\s+'([^']+)'/gms)) {
    if (m[1]) continue;
    const target = resolveImport(file, m[2]!);
    if (target) staticImports(target, seen);
  }
  return seen;
}

/** The namespaces a file reads: useTranslation('x'), useTranslation(['x', 'y']), { ns: 'x' }. */
function namespacesRead(file: string): string[] {
  const code = read(file);
  const found: string[] = [];
  for (const m of code.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[\w-]+')/g)) {
    for (const n of m[1]!.matchAll(/'([\w-]+)'/g)) found.push(n[1]!);
  }
  for (const m of code.matchAll(/\bns: '([\w-]+)'/g)) found.push(m[1]!);
  return found;
}

describe('the texts a page reads come with its route', () => {
  const atStart = namespacesAtStart();
  const routes = lazyRoutes();

  it('finds the routes and the namespaces loaded at start', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(atStart).toEqual(expect.arrayContaining(['common', 'home']));
  });

  it('loads every namespace a route’s page reads before the page renders', () => {
    const missing: string[] = [];
    for (const route of routes) {
      for (const file of staticImports(path.join(SOURCE_DIR, route.module))) {
        const relative = path.relative(SOURCE_DIR, file);
        if (WAITING_ON_THEIR_OWN.includes(relative)) continue;
        for (const namespace of namespacesRead(file)) {
          if (atStart.includes(namespace) || route.namespaces.includes(namespace)) continue;
          missing.push(`${route.module} reads '${namespace}' in ${relative}`);
        }
      }
    }
    expect([...new Set(missing)]).toEqual([]);
  });

  it('has a Suspense boundary in each file said to wait on its own', () => {
    for (const file of WAITING_ON_THEIR_OWN) {
      expect(read(path.join(SOURCE_DIR, file))).toContain('<Suspense');
    }
  });
});
