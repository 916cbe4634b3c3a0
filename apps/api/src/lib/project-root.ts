import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT_PACKAGE_NAME = 'alpine-food-hub';

function isProjectRoot(dir: string): boolean {
  const manifest = path.join(dir, 'package.json');
  if (!existsSync(manifest)) return false;
  try {
    const parsed: unknown = JSON.parse(readFileSync(manifest, 'utf8'));
    return (
      typeof parsed === 'object' &&
      parsed !== null &&
      (parsed as { name?: unknown }).name === ROOT_PACKAGE_NAME
    );
  } catch {
    return false;
  }
}

/**
 * The repository root: the nearest folder above `from` whose package.json is the workspace root's.
 * The same rule holds from apps/api/src (tsx, tests) and from apps/api/dist (the bundled server),
 * wherever the checkout lives, including under folders named `src`, `dist` or `apps`.
 */
export function findProjectRoot(from: string): string {
  let dir = path.resolve(from);
  for (;;) {
    if (isProjectRoot(dir)) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) {
      throw new Error(`No ${ROOT_PACKAGE_NAME} package.json found above ${from}`);
    }
    dir = parent;
  }
}

/** The repository root of the running code. */
export function projectRoot(): string {
  return findProjectRoot(path.dirname(fileURLToPath(import.meta.url)));
}
