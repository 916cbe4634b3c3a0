// Bundle budget (production-readiness part 5): the JavaScript the home page loads before any
// interaction must stay at or under 200 KB gzip. Counts the module script and modulepreload links
// of apps/web/dist/index.html plus the home route's chunk and the chunks it imports statically
// (from Vite's build manifest). Maps, charts and the chat load later and are not counted.
// Run after `npm run build`: node bench/bundle-budget.mjs [--json]
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET_KB = 200;
const HOME_ROUTE = 'src/app/routes/home.tsx';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = process.env.WEB_DIST ?? path.join(root, 'apps/web/dist');
const BASE = '/tool/';

/** The asset paths (relative to dist) that index.html loads as JavaScript. */
function htmlScripts(html) {
  const files = [];
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  for (const tag of tags) {
    const isModule = /^<script\b/.test(tag) && /type="module"/.test(tag);
    const isPreload = /^<link\b/.test(tag) && /rel="modulepreload"/.test(tag);
    if (!isModule && !isPreload) continue;
    const url = /(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (url?.startsWith(BASE)) files.push(url.slice(BASE.length));
  }
  return files;
}

/** A manifest chunk's file and all chunks it imports statically, depth first. */
function withStaticImports(manifest, key, into) {
  const chunk = manifest[key];
  if (!chunk || into.has(chunk.file)) return;
  into.add(chunk.file);
  for (const imported of chunk.imports ?? []) withStaticImports(manifest, imported, into);
}

export function measure() {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = new Set(htmlScripts(html));
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing (build.manifest)`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  // The entry's static imports are what the browser fetches before the app starts.
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry) withStaticImports(manifest, key, files);
  }
  if (!manifest[HOME_ROUTE]) throw new Error(`${HOME_ROUTE} is not in the build manifest`);
  withStaticImports(manifest, HOME_ROUTE, files);

  const rows = [...files].map((file) => {
    const bytes = readFileSync(path.join(dist, file));
    return { file, bytes: bytes.length, gzip: gzipSync(bytes).length };
  });
  rows.sort((a, b) => b.gzip - a.gzip);
  const gzipKb = rows.reduce((sum, row) => sum + row.gzip, 0) / 1024;
  return { rows, gzipKb, budgetKb: BUDGET_KB, ok: gzipKb <= BUDGET_KB };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const result = measure();
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(result, null, 2));
  } else {
    for (const row of result.rows) {
      console.log(
        `  ${(row.gzip / 1024).toFixed(1).padStart(7)} KB gzip  ${(row.bytes / 1024).toFixed(1).padStart(7)} KB  ${row.file}`,
      );
    }
    console.log(
      `Initial JavaScript of the home page: ${result.gzipKb.toFixed(1)} KB gzip ` +
        `(budget ${BUDGET_KB} KB) ${result.ok ? 'OK' : 'OVER BUDGET'}`,
    );
  }
  if (!result.ok) process.exitCode = 1;
}
