/* global requestAnimationFrame -- used inside page.evaluate, which runs in the browser */
// Responsiveness of Solution Details with 200 providers on the map (issue: the details page with
// 200 providers stays responsive). The built server on a data directory grown to 20,000
// providers over the shipped solutions, so each solution has several hundred and the list holds
// its nearest 200; Debian's Chromium (playwright-core) at 1280x800 opens the page and measures
// inside the page, from the user's action to the next painted frame:
// - show: 'Show Provider Companies' until the 200 markers and cards are drawn (API call, the
//   lazily loaded map and the first render); the first page load is counted apart (cold chunk);
// - marker click until the 'Selected on map' card is painted;
// - expand all until all 200 cards are open and painted; a single card toggle.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { growCatalogue, quantile, root, signIn, startBuiltServer } from './support.mjs';

const REPEAT = Number(process.env.BENCH_REPEAT ?? 10);
const PORT = 3962;
const origin = `http://127.0.0.1:${PORT}`;
const base = `${origin}/tool/api`;
const round = (x, digits = 1) => Number(x.toFixed(digits));
const summary = (values) => ({
  p50Ms: round(quantile(values, 0.5)),
  p95Ms: round(quantile(values, 0.95)),
  maxMs: round(Math.max(...values)),
});

const stepper = {
  version: 1,
  state: {
    companyProfile: {
      name: 'Bench Bakery',
      location: { address: 'Hauptplatz 1', city: 'Graz', postalCode: '8010', country: 'Austria' },
      location_geo: { type: 'Point', coordinates: [15.4395, 47.0707] },
    },
    wasteInfo: {
      surplusName: 'Bread',
      foodGroups: ['Cereal products'],
      amount: { value: 40, unit: 'kg' },
      frequency: { times: 1, interval: 'week' },
    },
  },
};

/** Runs an action in the page and resolves with ms until `done()` holds, after a painted frame. */
function timeInPage(page, action, done) {
  return page.evaluate(
    ([actionSource, doneSource]) =>
      new Promise((resolve, reject) => {
        const act = new Function(actionSource);
        const isDone = new Function(`return (${doneSource})`);
        const started = performance.now();
        const deadline = started + 30_000;
        act();
        const poll = () => {
          if (isDone()) {
            // The frame after the DOM is complete: what the user sees.
            requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started)));
          } else if (performance.now() > deadline) {
            reject(new Error(`timed out waiting for: ${doneSource}`));
          } else {
            requestAnimationFrame(poll);
          }
        };
        poll();
      }),
    [action, done],
  );
}

const clickButton = (name) =>
  `[...document.querySelectorAll('button')].find((b) => b.textContent.trim() === ${JSON.stringify(name)}).click()`;
const cardButtons = `document.querySelectorAll('ul[aria-label="Provider companies, nearest first"] > li > button')`;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'foodhub-provider-page-bench-'));
const result = { bench: 'provider-page', repeat: REPEAT, viewport: '1280x800' };
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
  ],
});
try {
  let running = await startBuiltServer({ dataDir, port: PORT, pollMs: 50 });
  await running.stop();
  result.scale = growCatalogue(dataDir, { solutions: 52, providers: 20_000 });
  running = await startBuiltServer({ dataDir, port: PORT, pollMs: 50 });
  try {
    const token = await signIn(base);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addCookies([{ name: 'access_token', value: token, url: origin }]);
    await context.addInitScript((value) => {
      localStorage.setItem('foodhub-stepper', value);
      localStorage.setItem('analytics-consent', 'denied');
      sessionStorage.setItem('foodhub-tool-info-seen', 'true');
    }, JSON.stringify(stepper));
    const page = await context.newPage();
    const show = [];
    const select = [];
    const expandAll = [];
    const toggle = [];
    for (let r = -1; r < REPEAT; r++) {
      await page.goto(`${origin}/tool/solution/reuse-food-bank`);
      await page.getByRole('button', { name: 'Show Provider Companies' }).waitFor();
      const shown = await timeInPage(
        page,
        clickButton('Show Provider Companies'),
        `document.querySelectorAll('.leaflet-marker-icon').length > 200 && ${cardButtons}.length === 200`,
      );
      if (r < 0) {
        result.firstShowMs = round(shown);
        result.markers = await page.locator('.leaflet-marker-icon').count();
        continue;
      }
      show.push(shown);
      const marker = `document.querySelectorAll('.leaflet-marker-pane .leaflet-marker-icon')[${50 + r}]`;
      select.push(
        await timeInPage(
          page,
          `${marker}.dispatchEvent(new MouseEvent('click', { bubbles: true }))`,
          `document.querySelector('[role="region"][aria-label="Selected on map"]') !== null`,
        ),
      );
      toggle.push(
        await timeInPage(
          page,
          `${cardButtons}[3].click()`,
          `${cardButtons}[3].getAttribute('aria-expanded') === 'true'`,
        ),
      );
      expandAll.push(
        await timeInPage(
          page,
          clickButton('Expand All Providers'),
          `[...${cardButtons}].every((b) => b.getAttribute('aria-expanded') === 'true')`,
        ),
      );
    }
    result.showToDrawn = summary(show);
    result.markerClickToSelectedCard = summary(select);
    result.cardToggle = summary(toggle);
    result.expandAll200 = summary(expandAll);
    await context.close();
  } finally {
    await running.stop();
  }
} finally {
  await browser.close();
  rmSync(dataDir, { recursive: true, force: true });
}
result.node = process.version;
result.date = new Date().toISOString();
console.log(JSON.stringify(result));
writeFileSync(
  path.join(root, 'bench/results/provider-page.json'),
  JSON.stringify(result, null, 2) + '\n',
);
