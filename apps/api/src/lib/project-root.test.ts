import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findProjectRoot, projectRoot } from './project-root';

const tmp = mkdtempSync(path.join(os.tmpdir(), 'foodhub-root-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

function checkout(at: string): string {
  const root = path.join(tmp, at);
  mkdirSync(path.join(root, 'apps', 'api', 'dist'), { recursive: true });
  mkdirSync(path.join(root, 'apps', 'api', 'src', 'lib'), { recursive: true });
  writeFileSync(path.join(root, 'package.json'), JSON.stringify({ name: 'alpine-food-hub' }));
  writeFileSync(
    path.join(root, 'apps', 'api', 'package.json'),
    JSON.stringify({ name: '@foodhub/api' }),
  );
  return root;
}

describe('findProjectRoot', () => {
  it('finds the checkout from the bundle and from the sources, under folders named src', () => {
    // ~/src/alpine-food-hub: a path with /src/ in it used to be taken for the source tree.
    const root = checkout('home/src/dist/apps/alpine-food-hub');
    writeFileSync(path.join(tmp, 'home', 'src', 'package.json'), JSON.stringify({ name: 'x' }));
    expect(findProjectRoot(path.join(root, 'apps', 'api', 'dist'))).toBe(root);
    expect(findProjectRoot(path.join(root, 'apps', 'api', 'src', 'lib'))).toBe(root);
  });

  it('says so when there is no checkout above', () => {
    expect(() => findProjectRoot(os.tmpdir())).toThrow(/No alpine-food-hub package.json/);
  });

  it('is this repository for the running code', () => {
    expect(projectRoot()).toBe(path.resolve(__dirname, '../../../..'));
  });
});
