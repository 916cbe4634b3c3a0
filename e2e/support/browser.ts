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

/** True when the page is wider than the viewport (a horizontal scrollbar: broken on phones). */
export async function hasHorizontalOverflow(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
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
    const shown = await page
      .evaluate(() => (document.querySelector('main') ?? document.body).innerText)
      .catch(() => '(the page could not be read)');
    const text = shown.replace(/\s+/g, ' ').slice(0, 600);
    throw new Error(`${String(error)}\nThe page was at ${page.url()}, showing: ${text}`, {
      cause: error,
    });
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
