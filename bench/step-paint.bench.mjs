/* global window, document -- used inside the page's scripts, which run in the browser */
// When a signed-in user sees a tool step itself, not only its first paint: steps 1 and 2 of the
// entry stepper opened in a new tab with an empty HTTP cache, on a throttled connection and CPU
// as Chromium's DevTools apply them (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU 4x
// slower; BENCH_CPU sets another rate). For each load: the first contentful paint, the largest
// contentful paint as the browser reports it, and the moment the step's own heading is on screen
// as the app rendered it (not a pre-rendered view), and the blocking time the browser observed
// (long tasks beyond 50 ms, from the first paint to 3 s after the step is shown) with the longest
// task. Solution Details is opened as a shared link is (its solution fetched by id). BENCH_RUNS
// loads per page (default 8), medians and quartiles reported. Lighthouse's score rests on the largest paint; this bench shows what a
// pre-rendered frame costs or gains for the step the user came for (bench/results/page-loading.md).
// Uses the built server (npm run build; BENCH_SERVER for another build) and /usr/bin/chromium.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { quantile, root, signIn, startBuiltServer } from './support.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 8);
const CPU_RATE = Number(process.env.BENCH_CPU ?? 4);
const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PORT = 3968;
const BASE = `http://127.0.0.1:${PORT}`;
/** Each page with what shows that the app rendered its own content: a step's heading, a card's. */
const PAGES = [
  ['step-1-company-data', '/tool/stepper/company-data', '[data-step-content] h2'],
  ['step-2-food-surplus', '/tool/stepper/food-surplus', '[data-step-content] h2'],
  ['solution-details', '/tool/solution/reuse-food-bank', 'main h2'],
];
/** How long after the step is shown long tasks are still counted (its late parts: footer, chat). */
const AFTER_SHOWN_MS = 3000;
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** One load in a fresh context (empty cache, signed in, statistics declined): its times in ms. */
async function load(browser, token, urlPath, shownSelector) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  await context.addCookies([{ name: 'access_token', value: token, url: BASE }]);
  await context.addInitScript(() => {
    if (!localStorage.getItem('analytics-consent'))
      localStorage.setItem('analytics-consent', 'denied');
    // The browser's largest paint, kept as it is reported (the last entry before any input).
    window.__lcp = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        window.__longTasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
  await page.goto(`${BASE}${urlPath}`, { waitUntil: 'commit' });
  // The step's heading as the app rendered it, on screen (checked every frame).
  const stepMs = await page.waitForFunction(
    (selector) => {
      const heading = [...document.querySelectorAll(selector)].find(
        (h) => !h.closest('[data-prerendered]') && h.getBoundingClientRect().height > 0,
      );
      return heading ? performance.now() : null;
    },
    shownSelector,
    { polling: 'raf', timeout: 60_000 },
  );
  await page.waitForTimeout(AFTER_SHOWN_MS);
  const times = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    lcp: window.__lcp,
    longTasks: window.__longTasks,
  }));
  const counted = times.longTasks.filter(([start]) => start >= times.fcp);
  const result = {
    fcpMs: Math.round(times.fcp),
    lcpMs: Math.round(times.lcp),
    stepMs: Math.round(await stepMs.jsonValue()),
    blockingMs: Math.round(counted.reduce((sum, [, duration]) => sum + duration - 50, 0)),
    longestTaskMs: Math.round(Math.max(0, ...times.longTasks.map(([, duration]) => duration))),
  };
  await context.close();
  return result;
}

const summary = (values) => ({
  median: Math.round(quantile(values, 0.5)),
  p25: Math.round(quantile(values, 0.25)),
  p75: Math.round(quantile(values, 0.75)),
});

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'foodhub-step-paint-bench-'));
const running = await startBuiltServer({ dataDir, port: PORT, pollMs: 50 });
const browser = await chromium.launch({
  executablePath: CHROME_PATH,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
  ],
});
const pages = [];
try {
  const token = await signIn(`${BASE}/tool/api`, `steppaint${Date.now()}`);
  // One load not counted: the server's first answers (compiled templates, caches) are not a phone's.
  await load(browser, token, PAGES[0][1], PAGES[0][2]);
  for (const [name, urlPath, shownSelector] of PAGES) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) runs.push(await load(browser, token, urlPath, shownSelector));
    const of = (key) => summary(runs.map((r) => r[key]));
    const result = {
      page: name,
      path: urlPath,
      fcp: of('fcpMs'),
      lcp: of('lcpMs'),
      step: of('stepMs'),
      blocking: of('blockingMs'),
      longestTask: of('longestTaskMs'),
      runs,
    };
    console.error(
      `${name}: FCP ${result.fcp.median} ms, LCP ${result.lcp.median} ms, step shown ${result.step.median} ms (p25 ${result.step.p25}, p75 ${result.step.p75}), blocking ${result.blocking.median} ms (p25 ${result.blocking.p25}, p75 ${result.blocking.p75}), longest task ${result.longestTask.median} ms`,
    );
    pages.push(result);
  }
} finally {
  await browser.close();
  await running.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const result = {
  bench: 'step-paint',
  settings: `DevTools throttling: 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, CPU ${CPU_RATE}x; ${RUNS} loads a page`,
  server: process.env.BENCH_SERVER ?? 'apps/api/dist/server.js',
  pages,
  node: process.version,
  date: new Date().toISOString(),
};
console.log(JSON.stringify(result));
writeFileSync(
  path.join(root, 'bench/results/step-paint.json'),
  JSON.stringify(result, null, 2) + '\n',
);
