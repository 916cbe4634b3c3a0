import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';

/** Debian's Chromium (apt-get install chromium); .ci/run installs it when missing. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const screenshotDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../screenshots',
);

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: run "apt-get install -y chromium" or set CHROMIUM_PATH`,
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      // The journeys read English unless they ask for a locale: the interface follows the
      // browser's languages on a first visit, so the machine's LANG must not decide.
      '--lang=en-US',
    ],
  });
}

export const viewports = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 812 },
} as const;

/** Saves a full-page screenshot under e2e/screenshots/ for people to look at. */
export async function snap(page: Page, name: string) {
  mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

/**
 * page.evaluate has no timeout of its own: on a page that stops answering it would hold the test
 * until vitest's 120 s, which names no step. This fails after `ms` and says what it waited for.
 */
function within<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: the page did not answer in ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** True when the page is wider than the viewport (a horizontal scrollbar: broken on phones). */
export async function hasHorizontalOverflow(page: Page): Promise<boolean> {
  return within(
    page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1),
    15_000,
    'measuring the page width',
  );
}

/** What the page's main content says, in one line, for an error to show. */
async function shownText(page: Page): Promise<string> {
  const shown = await within(
    page.evaluate(() => (document.querySelector('main') ?? document.body).innerText),
    5000,
    'reading the page',
  ).catch(() => '(the page could not be read)');
  return shown.replace(/\s+/g, ' ').slice(0, 600);
}

/**
 * Waits until the locator is visible (playwright-core has no expect(); this is its assertion).
 * When it is not, the error says where the page was and what its main content said then.
 */
export async function visible(locator: Locator, timeout = 10_000): Promise<void> {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
  } catch (error) {
    const page = locator.page();
    throw new Error(
      `${String(error)}\nThe page was at ${page.url()}, showing: ${await shownText(page)}`,
      { cause: error },
    );
  }
}

const troubles = new WeakMap<Page, { log: string[]; open: Set<string> }>();

/**
 * Keeps, from now on, what happened on the page's way that a failed step may be due to: its own
 * requests that failed, answers of 400 or more, script and console errors, and every address the
 * page went to (documents and the app's own navigations). reached() reports the last 40, and the requests still open.
 */
export function recordTrouble(page: Page): void {
  const log: string[] = [];
  const open = new Set<string>();
  troubles.set(page, { log, open });
  const note = (line: string) => {
    log.push(`${new Date().toISOString().slice(11, 23)} ${line}`);
    if (log.length > 40) log.shift();
  };
  // The app's own requests: outside ones (map tiles) cannot load here and would crowd the log.
  const own = (url: string) => url.startsWith(new URL(page.url()).origin);
  page.on('request', (r) => {
    if (own(r.url())) open.add(`${r.method()} ${r.url()}`);
  });
  page.on('requestfinished', (r) => open.delete(`${r.method()} ${r.url()}`));
  page.on('requestfailed', (r) => {
    open.delete(`${r.method()} ${r.url()}`);
    if (own(r.url())) note(`failed ${r.method()} ${r.url()}: ${r.failure()?.errorText ?? ''}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) note(`${r.status()} ${r.request().method()} ${r.url()}`);
  });
  page.on('pageerror', (error) => note(`script error: ${error.message}`));
  page.on('console', (message) => {
    // A resource that failed is logged as its request above (or is an outside one).
    const text = message.text();
    if (message.type() === 'error' && !text.startsWith('Failed to load resource')) {
      note(`console: ${text.slice(0, 200)}`);
    }
  });
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) note(`at ${frame.url()}`);
  });
}

/**
 * Waits until the page is at `url` (a glob, as page.waitForURL takes it). When it does not get
 * there, the error says where it was, what it showed and what recordTrouble kept on the way.
 */
export async function reached(page: Page, url: string, timeout = 30_000): Promise<void> {
  try {
    await page.waitForURL(url, { timeout });
  } catch (error) {
    const kept = troubles.get(page);
    const trouble = kept
      ? [...kept.log, `still open: ${[...kept.open].join(', ') || 'none'}`].join('\n')
      : '(not recorded: call recordTrouble first)';
    throw new Error(
      `${String(error)}\nThe page was at ${page.url()}, showing: ${await shownText(page)}\nOn the way:\n${trouble}`,
      { cause: error },
    );
  }
}

/**
 * Records, from the first script of every document of the page on, which of `texts` the page
 * ever showed; read with textsSeen. A page whose data comes with its route shows no loading text.
 */
export async function watchTexts(page: Page, texts: string[]): Promise<void> {
  await page.addInitScript((watched: string[]) => {
    const seen = ((window as unknown as { textsSeen: string[] }).textsSeen = [] as string[]);
    new MutationObserver(() => {
      const text = document.body?.innerText ?? '';
      for (const each of watched) if (text.includes(each) && !seen.includes(each)) seen.push(each);
    }).observe(document, { childList: true, subtree: true, characterData: true });
  }, texts);
}

/** The texts of watchTexts the current document showed so far. */
export const textsSeen = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { textsSeen: string[] }).textsSeen);

/** Resolves once the page has had no request open and started none for `quietMs`. */
export async function networkQuiet(page: Page, quietMs: number): Promise<void> {
  let open = 0;
  let last = Date.now();
  const started = () => {
    open += 1;
    last = Date.now();
  };
  const ended = () => {
    open -= 1;
    last = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  try {
    while (open > 0 || Date.now() - last < quietMs) await page.waitForTimeout(100);
  } finally {
    page.off('request', started);
    page.off('requestfinished', ended);
    page.off('requestfailed', ended);
  }
}
