import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loggedInContext, setUpJourney, startWithChatClosed } from './support/journey';
import { viewports, visible } from './support/browser';
import { grazBakery } from './support/accounts';

// Production-readiness part 6: a page chunk that cannot be loaded (a new deployment replaced it)
// reloads the page once by itself and asks the visitor only when that did not help; an API that
// does not answer shows a clear message with a retry instead of a blank page. The 120 s chunk
// timeout itself is unit-tested with fake timers (apps/web/src/lib/lazy-import.test.ts).

const journey = setUpJourney(grazBakery('resilience'));

/** The chunk of the About page (the tool description), as Vite names it. */
const ABOUT_CHUNK = '**/tool/assets/tool-description-*.js';
const UNREACHABLE = 'The service cannot be reached. Check your connection and try again.';

async function newPage(): Promise<Page> {
  const page = await journey.browser.newPage();
  await startWithChatClosed(page);
  return page;
}

/** Counts documents loaded into the tab (the first goto is 1), from their request on. */
function countLoads(page: Page): () => number {
  let loads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads++;
  });
  return () => loads;
}

async function openAboutFromHome(page: Page) {
  await page.goto(`${journey.baseUrl}/tool/`);
  await page.getByRole('button', { name: 'Decline' }).click();
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'About' })
    .click();
}

describe('a page chunk that cannot be loaded', () => {
  it('reloads the page once by itself, which then works', async () => {
    const page = await newPage();
    const loads = countLoads(page);
    // The tab still runs the old version: its chunk is gone until the page is loaded anew.
    let failed = 0;
    await page.route(ABOUT_CHUNK, async (route: Route) => {
      if (loads() > 1) return route.continue();
      failed++;
      await route.fulfill({ status: 404, body: 'Not found' });
    });
    await openAboutFromHome(page);
    await visible(page.getByRole('heading', { level: 1, name: 'Tool Description' }), 20_000);
    expect(failed).toBeGreaterThanOrEqual(1);
    expect(loads()).toBe(2);
    expect(new URL(page.url()).pathname).toBe('/tool/tool-description');
    // The page loaded completely: the next deployment may reload by itself again.
    expect(await page.evaluate(() => sessionStorage.getItem('foodhub-chunk-reload'))).toBeNull();
    await page.close();
  });

  it('shows a clear message with a working retry when the reload did not help', async () => {
    const page = await newPage();
    const loads = countLoads(page);
    let requests = 0;
    await page.route(ABOUT_CHUNK, async (route: Route) => {
      requests++;
      await route.fulfill({ status: 404, body: 'Not found' });
    });
    await openAboutFromHome(page);
    const alert = page.getByRole('alert').filter({ hasText: 'Please reload the page' });
    await visible(alert, 20_000);
    await visible(alert.getByText('Part of this page could not be loaded'));
    // One automatic reload, not a loop.
    expect(loads()).toBe(2);
    expect(requests).toBeGreaterThanOrEqual(2);
    await page.waitForTimeout(1500);
    expect(loads()).toBe(2);

    // The chunk is back (the deployment finished): Try again shows the page.
    await page.unroute(ABOUT_CHUNK);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await visible(page.getByRole('heading', { level: 1, name: 'Tool Description' }), 20_000);
    expect(loads()).toBe(3);
    await page.close();
  });
});

describe('an API that cannot be reached', () => {
  async function offlinePage(loggedIn: boolean): Promise<Page> {
    const context = await journey.browser.newContext();
    // The guard only reads the cookie; with the API away, nothing can check the token anyway.
    if (loggedIn) {
      await context.addCookies([
        { name: 'access_token', value: journey.token, url: journey.baseUrl },
      ]);
    }
    const page = await context.newPage();
    await startWithChatClosed(page);
    await page.route('**/tool/api/**', (route) => route.abort('connectionrefused'));
    return page;
  }

  async function expectMessageNotBlank(page: Page, path: string) {
    await page.goto(`${journey.baseUrl}${path}`);
    const message = page.getByRole('alert').filter({ hasText: UNREACHABLE });
    await visible(message, 20_000);
    // The page around the message is there too: header, footer and the page's own content.
    await visible(page.getByRole('banner'));
    await visible(page.getByRole('contentinfo'));
    const text = await page.getByRole('main').innerText();
    expect(text.replace(UNREACHABLE, '').trim().length, `${path} has content`).toBeGreaterThan(20);
  }

  it('says so on the home page, which still shows its content', async () => {
    const page = await offlinePage(false);
    await expectMessageNotBlank(page, '/tool/');
    await visible(page.getByText('Measure Impact').first());
    await page.context().close();
  });

  it('says so on a tool page and recovers with Try again', async () => {
    const page = await offlinePage(true);
    await expectMessageNotBlank(page, '/tool/stepper/company-data');
    await visible(page.getByText('Company Data').first());
    // A first visit of the tool opens its introduction; close it.
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    await page.unroute('**/tool/api/**');
    const message = page.getByRole('alert').filter({ hasText: UNREACHABLE });
    await message.getByRole('button', { name: 'Try again' }).click();
    await message.waitFor({ state: 'detached', timeout: 20_000 });
    await page.context().close();
  });

  it.each([
    '/tool/tool-description',
    '/tool/login',
    '/tool/register',
    '/tool/stepper/food-surplus',
    '/tool/stepper/solutions',
    '/tool/lca-stepper',
    '/tool/account-settings',
    '/tool/privacy-policy',
  ])('never leaves %s blank', async (path) => {
    const page = await offlinePage(true);
    await expectMessageNotBlank(page, path);
    await page.context().close();
  });
});

describe('saved entries that cannot be read', () => {
  it('are reset whole, and the user is told so where they look', async () => {
    const context = await loggedInContext(journey, viewports.mobile);
    const page = await context.newPage();
    // Until the app has loaded all it loads after the first page (the stores of the user's data),
    // it may read storage: the damaged copy is written once it has.
    await page.goto(`${journey.baseUrl}/tool/`, { waitUntil: 'networkidle' });
    // A copy of this version whose surplus is not what the app writes (hand-edited, damaged).
    await page.evaluate(() =>
      localStorage.setItem(
        'foodhub-stepper',
        JSON.stringify({ version: 2, state: { wasteInfo: { surplusName: 7 } } }),
      ),
    );
    await page.goto(`${journey.baseUrl}/tool/stepper/food-surplus`);
    const notice = page.getByTestId('storage-reset');
    await visible(notice);
    expect(await notice.textContent()).toContain(
      'Your saved entries could not be read and were reset.',
    );
    expect(await notice.isVisible()).toBe(true);
    expect(await page.getByRole('combobox', { name: 'Surplus Name' }).inputValue()).toBe('');
    expect(await page.evaluate(() => localStorage.getItem('foodhub-stepper') ?? '')).not.toContain(
      'surplusName":7',
    );
    await context.close();
  });
});
