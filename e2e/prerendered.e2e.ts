import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { snap, viewports, visible } from './support/browser';
import { loggedInContext, setUpJourney } from './support/journey';

// The public pages arrive pre-rendered (docs/decisions.md 28): a new visitor reads the page before
// its code has run, the app then renders over it, and a visitor for whom the English first view
// would be wrong (another language, logged in) never sees it. The tool pages arrive with their
// frame as a signed-in user sees it, shown only to a signed-in user.

const journey = setUpJourney({
  tag: 'prerendered',
  firstName: 'Maja',
  lastName: 'Kranjc',
  streetAddress: 'Glavni trg 1',
  city: 'Kranj',
  postalCode: '4000',
  country: 'Slovenia',
  company: 'Pekarna Kranjc',
});

/**
 * Holds back the app's code (the entry script) until release() is called. The page's
 * DOMContentLoaded waits for it too (module scripts run before it), so pages are opened with
 * waitUntil: 'commit' and the test waits for what it looks at.
 */
async function holdScripts(context: BrowserContext) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(/\/tool\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const view = (page: Page) => page.locator('[data-prerendered]');

/** Problems the browser reports: a blocked inline script shows up here as a CSP error. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
}

describe.each(Object.entries(viewports))('at %s width', (label, viewport) => {
  it('shows the login page before its code has run, then the working app in its place', async () => {
    const context = await journey.browser.newContext({ viewport });
    const release = await holdScripts(context);
    const page = await context.newPage();
    const errors = consoleErrors(page);
    await page.goto(`${journey.baseUrl}/tool/login`, { waitUntil: 'commit' });
    // Readable at once, with the page's title; it takes no input until the app runs.
    await expect.poll(() => view(page).isVisible()).toBe(true);
    await visible(view(page).getByText('Welcome back.', { exact: false }));
    expect(await page.title()).toBe('Log In | Alpine Food Hub');
    expect(await view(page).getAttribute('inert')).toBe('');
    expect(await view(page).getAttribute('aria-hidden')).toBe('true');
    await snap(page, `prerendered-login-${label}`);

    release();
    const email = page.getByRole('textbox', { name: 'Email' });
    await visible(email);
    expect(await view(page).count()).toBe(0);
    await email.fill('someone@example.org');
    expect(await email.inputValue()).toBe('someone@example.org');
    expect(await page.getByRole('heading', { name: 'Log In' }).count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps the pre-rendered consent banner for a new visitor only', async () => {
    const context = await journey.browser.newContext({ viewport });
    await holdScripts(context);
    const page = await context.newPage();
    await page.goto(`${journey.baseUrl}/tool/`, { waitUntil: 'commit' });
    const banner = view(page).locator('[data-prerendered-consent]');
    await expect.poll(() => banner.isVisible()).toBe(true);
    await page.evaluate(() => localStorage.setItem('analytics-consent', 'denied'));
    await page.reload({ waitUntil: 'commit' });
    await expect.poll(() => view(page).isVisible()).toBe(true);
    expect(await banner.isVisible()).toBe(false);
    await context.close();
  });

  it('paints the page first once it has been read to its end, so nothing moves as it arrives', async () => {
    const context = await journey.browser.newContext({ viewport });
    await holdScripts(context);
    // What the first frame drew: the footer is the view's last part. A slow phone's parser stops
    // for a frame halfway through a long page; here the CPU is slowed down 20 times to make it so.
    await context.addInitScript(() => {
      requestAnimationFrame(() => {
        const seen = document.querySelector('[data-prerendered] footer') !== null;
        (window as unknown as { firstFrameWhole: boolean }).firstFrameWhole = seen;
      });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
    await page.goto(`${journey.baseUrl}/tool/`, { waitUntil: 'commit' });
    await expect
      .poll(() => page.evaluate(() => (window as { firstFrameWhole?: boolean }).firstFrameWhole))
      .toBe(true);
    await context.close();
  });

  it('never shows the English first view to a visitor with another language', async () => {
    const context = await journey.browser.newContext({ viewport });
    await context.addInitScript(() => localStorage.setItem('language', 'sl'));
    const release = await holdScripts(context);
    const page = await context.newPage();
    await page.goto(`${journey.baseUrl}/tool/login`, { waitUntil: 'commit' });
    await expect.poll(() => view(page).count()).toBe(1);
    expect(await view(page).isVisible()).toBe(false);
    release();
    await visible(page.getByRole('heading', { name: 'Prijava' }));
    expect(await page.getByText('Welcome back.', { exact: false }).count()).toBe(0);
    await context.close();
  });

  it('never shows the visitor view to a logged-in user', async () => {
    const context = await loggedInContext(journey, viewport);
    const release = await holdScripts(context);
    const page = await context.newPage();
    await page.goto(`${journey.baseUrl}/tool/`, { waitUntil: 'commit' });
    await expect.poll(() => view(page).count()).toBe(1);
    expect(await view(page).isVisible()).toBe(false);
    release();
    await visible(page.getByRole('button', { name: /account/i }).first());
    await context.close();
  });

  it('shows the logo and the name on a tool page until the page itself can show', async () => {
    const context = await loggedInContext(journey, viewport);
    const release = await holdScripts(context);
    const page = await context.newPage();
    await page.goto(`${journey.baseUrl}/tool/my-surpluses`, { waitUntil: 'commit' });
    // Not pre-rendered (it is the user's own), yet not blank while its code is on its way.
    const boot = page.locator('[data-boot-view]');
    await visible(boot.getByText('Alpine Food Hub'));
    expect(await boot.getByRole('img').count()).toBe(0); // the logo is decoration beside the name
    await snap(page, `boot-view-${label}`);
    release();
    await visible(page.getByRole('heading', { name: 'My surpluses', level: 1 }));
    expect(await boot.count()).toBe(0);
    await context.close();
  });

  it("shows a tool page's frame to a signed-in user before its code has run", async () => {
    const context = await loggedInContext(journey, viewport);
    const release = await holdScripts(context);
    const page = await context.newPage();
    const errors = consoleErrors(page);
    await page.goto(`${journey.baseUrl}/tool/lca-stepper/report`, { waitUntil: 'commit' });
    // The stepper's heading and progress, the same for every user; not the step's own content.
    // (The view is aria-hidden until the app takes over: found by its text, not by its roles.)
    await expect.poll(() => view(page).isVisible()).toBe(true);
    await visible(view(page).getByText('Environmental Impact Analysis', { exact: true }));
    await visible(view(page).getByText('Environmental Impact Report', { exact: true }));
    expect(
      await view(page)
        .getByText(/simplified analysis/i)
        .count(),
    ).toBe(1); // the subtitle
    // Signed in: the header has the account menu, not the login link.
    expect(await view(page).getByText('Login', { exact: true }).count()).toBe(0);
    expect(
      await view(page)
        .getByText(/^(Next|Back|Create Environmental Impact Report)$/)
        .count(),
    ).toBe(0);
    expect(await view(page).getAttribute('inert')).toBe('');
    await snap(page, `prerendered-tool-frame-${label}`);

    release();
    // The app renders the step over it, in the same frame.
    await expect.poll(() => view(page).count()).toBe(0);
    await visible(page.getByRole('heading', { name: 'Environmental Impact Analysis', level: 1 }));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows Solution Details as it looks while loading, for any solution, then the solution', async () => {
    const context = await loggedInContext(journey, viewport);
    const release = await holdScripts(context);
    const page = await context.newPage();
    const errors = consoleErrors(page);
    await page.goto(`${journey.baseUrl}/tool/solution/reuse-food-bank`, { waitUntil: 'commit' });
    // The page's heading, the way back and its loading line: nothing of the user's.
    await expect.poll(() => view(page).isVisible()).toBe(true);
    await visible(view(page).getByText('Solution Details', { exact: true }));
    await visible(view(page).getByText('Loading solution...', { exact: true }));
    expect(await view(page).getByText('Back to Solutions', { exact: true }).count()).toBe(2);
    expect(await page.title()).toBe('Solution Details | Alpine Food Hub');
    await snap(page, `prerendered-solution-frame-${label}`);

    release();
    // The app renders the page over it: the solution, and the way on to its report.
    await expect.poll(() => view(page).count()).toBe(0);
    await visible(page.getByRole('heading', { name: 'Solution Details', level: 1 }));
    await visible(
      page.getByRole('link', { name: /Proceed to Environmental Impact Report/ }).first(),
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it("keeps step 1's info dialog in the frame only until it was seen in the session", async () => {
    const context = await loggedInContext(journey, viewport);
    const release = await holdScripts(context);
    const page = await context.newPage();
    await page.goto(`${journey.baseUrl}/tool/stepper/company-data`, { waitUntil: 'commit' });
    const dialog = view(page).locator('[data-prerendered-tool-info]');
    const dialogText = dialog.getByText('A chatbot assistant helps you on every page', {
      exact: false,
    });
    await expect.poll(() => dialogText.isVisible()).toBe(true);
    await snap(page, `prerendered-tool-info-${label}`);

    release();
    // The app's own dialog takes its place, open and ready for the keyboard.
    const ok = page.getByRole('button', { name: 'OK, Got it' });
    await visible(ok);
    expect(await view(page).count()).toBe(0);
    await expect.poll(() => ok.evaluate((button) => button === document.activeElement)).toBe(true);
    await ok.click();
    await expect.poll(() => ok.count()).toBe(0);

    // Seen in this session: a reload shows the frame without it.
    await page.reload({ waitUntil: 'commit' });
    await expect.poll(() => view(page).isVisible()).toBe(true);
    await visible(view(page).getByText('Find solutions for your food surplus'));
    expect(await dialogText.isVisible()).toBe(false);
    await context.close();
  });

  it("never shows a tool page's English frame to a signed-in user with another language", async () => {
    const context = await loggedInContext(journey, viewport);
    await context.addInitScript(() => localStorage.setItem('language', 'sl'));
    const release = await holdScripts(context);
    const page = await context.newPage();
    await page.goto(`${journey.baseUrl}/tool/stepper/solutions`, { waitUntil: 'commit' });
    await expect.poll(() => view(page).count()).toBe(1);
    expect(await view(page).isVisible()).toBe(false);
    release();
    await visible(page.getByRole('heading', { level: 1 }));
    expect(await page.getByText('Find solutions for your food surplus').count()).toBe(0);
    await context.close();
  });

  it("never shows a tool page's frame to a visitor who is not signed in", async () => {
    const context = await journey.browser.newContext({ viewport });
    const release = await holdScripts(context);
    const page = await context.newPage();
    await page.goto(`${journey.baseUrl}/tool/stepper/solutions`, { waitUntil: 'commit' });
    await expect.poll(() => view(page).count()).toBe(1);
    expect(await view(page).isVisible()).toBe(false);
    release();
    // The login guard sends them on: the tool needs an account, registering or logging in.
    await page.waitForURL('**/tool/login?**');
    await visible(page.getByRole('heading', { name: 'An account is needed for the tool' }));
    await context.close();
  });

  it('starts the code once the view is on screen, sends it compressed, keeps it after a reload', async () => {
    const context = await journey.browser.newContext({ viewport });
    const page = await context.newPage();
    const entryScript = () =>
      page.evaluate(() => {
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        const script = performance
          .getEntriesByType('resource')
          .find((entry) => /\/assets\/index-[\w-]+\.js$/.test(entry.name)) as
          PerformanceResourceTiming | undefined;
        return {
          paintAt: paint?.startTime ?? null,
          requestedAt: script?.startTime ?? null,
          transferred: script?.transferSize ?? null,
          encoded: script?.encodedBodySize ?? null,
          decoded: script?.decodedBodySize ?? null,
        };
      });
    await page.goto(`${journey.baseUrl}/tool/login`);
    await visible(page.getByRole('textbox', { name: 'Email' }));
    const first = await entryScript();
    // Asked for only after the first paint (docs/decisions.md 45): the view's styles go first.
    expect(first.paintAt).not.toBeNull();
    expect(first.requestedAt).toBeGreaterThanOrEqual(first.paintAt!);
    // Compressed by the build (Brotli): well under half of its size.
    expect(first.encoded!).toBeLessThan(first.decoded! / 2);
    // A hashed file is kept for a year: after a reload it comes from the cache, not the network.
    await page.reload();
    await visible(page.getByRole('textbox', { name: 'Email' }));
    expect((await entryScript()).transferred).toBe(0);
    await context.close();
  });

  it('leaves a readable page with working links when the code cannot load', async () => {
    const context = await journey.browser.newContext({ viewport });
    await context.route(/\/tool\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
    const page = await context.newPage();
    await page.goto(`${journey.baseUrl}/tool/login`);
    await expect.poll(() => view(page).getAttribute('inert')).toBeNull();
    expect(await view(page).getAttribute('aria-hidden')).toBeNull();
    await page.getByRole('link', { name: 'Register' }).last().click();
    await page.waitForURL('**/tool/register');
    await visible(page.getByText('I want to become a Food Hub member').first());
    await context.close();
  });
});
