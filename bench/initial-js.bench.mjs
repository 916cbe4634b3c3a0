// The JavaScript the home page loads before interaction, gzip-compressed, against the budget of
// 200 KB gzip. From the build (npm run build): the module scripts and modulepreload links of
// apps/web/dist/index.html and the chunks they import statically, each file gzipped (level 9,
// as a server or CDN would send it). Also the scripts Chromium actually loads for /tool/ until
// the network is idle (the lazily loaded route and language chunks included), when Chromium is
// installed (CHROMIUM_PATH, default /usr/bin/chromium).
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { root, startBuiltServer } from './support.mjs';

const BUDGET_KB = 200;
const PORT = 3964;
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const dist = path.join(root, 'apps/web/dist');
const kb = (bytes) => Number((bytes / 1024).toFixed(1));

/** The file in dist of a URL path such as /tool/assets/index-x.js. */
const fileOf = (urlPath) => path.join(dist, urlPath.replace(/^\/tool\//, ''));

function sizes(file) {
  const content = readFileSync(file);
  return {
    file: path.relative(dist, file),
    rawKB: kb(content.length),
    gzipKB: kb(gzipSync(content, { level: 9 }).length),
  };
}

function summary(files) {
  return {
    files: files.length,
    rawKB: kb(files.reduce((sum, f) => sum + f.rawKB * 1024, 0)),
    gzipKB: kb(files.reduce((sum, f) => sum + f.gzipKB * 1024, 0)),
    list: files.sort((a, b) => b.gzipKB - a.gzipKB),
  };
}

/** index.html's module scripts and modulepreloads, with their static imports. */
function declaredInitialJs() {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const urls = [
    ...[...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]),
  ];
  const seen = new Set();
  const queue = urls.map(fileOf);
  while (queue.length) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    // Static imports of a Vite chunk: import"./x.js" or from"./x.js" (not import("./x.js")).
    for (const m of code.matchAll(/(?:import|from)\s*"(\.\/[^"]+\.js)"/g)) {
      queue.push(path.join(path.dirname(file), m[1]));
    }
  }
  return summary([...seen].map(sizes));
}

/** The scripts Chromium loads for the home page until the network is idle. */
async function loadedByBrowser() {
  if (!existsSync(CHROMIUM_PATH)) return { skipped: `no Chromium at ${CHROMIUM_PATH}` };
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'foodhub-initial-js-bench-'));
  const running = await startBuiltServer({ dataDir, port: PORT, pollMs: 50 });
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const page = await browser.newPage();
    const scripts = new Set();
    page.on('response', (res) => {
      const url = new URL(res.url());
      if (url.pathname.endsWith('.js') && url.pathname.startsWith('/tool/')) {
        scripts.add(url.pathname);
      }
    });
    await page.goto(`http://127.0.0.1:${PORT}/tool/`, { waitUntil: 'networkidle' });
    return summary([...scripts].map((s) => sizes(fileOf(s))));
  } finally {
    await browser.close();
    await running.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const declared = declaredInitialJs();
const browser = await loadedByBrowser();
const result = {
  bench: 'initial-js',
  budgetGzipKB: BUDGET_KB,
  // What index.html declares (module scripts, modulepreloads and their static imports).
  declaredGzipKB: declared.gzipKB,
  declaredWithinBudget: declared.gzipKB <= BUDGET_KB,
  declared,
  // Everything the browser fetched for the home page before any interaction.
  loadedByBrowserGzipKB: browser.gzipKB ?? null,
  loadedByBrowserWithinBudget: browser.gzipKB === undefined ? null : browser.gzipKB <= BUDGET_KB,
  loadedByBrowser: browser,
  node: process.version,
  date: new Date().toISOString(),
};
console.log(JSON.stringify(result));
writeFileSync(
  path.join(root, 'bench/results/initial-js.json'),
  JSON.stringify(result, null, 2) + '\n',
);
