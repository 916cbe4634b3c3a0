import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { registerAccount, type ApiAccount } from './support/accounts';
import { hasHorizontalOverflow, snap, viewports, visible } from './support/browser';
import { setUpJourney, startWithChatClosed } from './support/journey';
import { grazBakeryReportBody } from './support/stepper-state';

// The interface language comes from the browser on a first visit, is kept on the account and
// applied at a login on any device, and a shared report opens in its owner's language with the
// languages to switch to on the page.

const farm: ApiAccount = {
  tag: 'account-language',
  firstName: 'Anja',
  lastName: 'Novak',
  streetAddress: 'Slovenska cesta 1',
  city: 'Ljubljana',
  postalCode: '1000',
  country: 'Slovenia',
  company: 'Kmetija Novak',
};
const journey = setUpJourney(farm);

const contexts: BrowserContext[] = [];
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
});

async function newContext(options: {
  locale?: string;
  viewport?: { width: number; height: number };
}) {
  const context = await journey.browser.newContext({ viewport: viewports.desktop, ...options });
  contexts.push(context);
  await startWithChatClosed(context);
  // The statistics question answered, so it covers nothing in the screenshots.
  await context.addInitScript(() => {
    if (localStorage.getItem('analytics-consent') === null) {
      localStorage.setItem('analytics-consent', 'denied');
    }
  });
  return context;
}

/** Holds the app's code back until release(), so that the first view can be looked at. */
async function holdScripts(context: BrowserContext) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await context.route(/\/tool\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function documentLanguage(page: Page) {
  return page.evaluate(() => ({
    lang: document.documentElement.lang,
    stored: localStorage.getItem('language'),
  }));
}

async function api<T>(path: string, token: string, method = 'GET', body?: unknown): Promise<T> {
  const res = await fetch(`${journey.baseUrl}/tool/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return (await res.json()) as T;
}

describe('a first visit', () => {
  it('opens the home page in German for a German browser, never in English first', async () => {
    const context = await newContext({ locale: 'de-DE' });
    const release = await holdScripts(context);
    const page = await context.newPage();
    await page.goto(`${journey.baseUrl}/tool/`, { waitUntil: 'commit' });
    // The English view is in the page, hidden before its first paint.
    const view = page.locator('[data-prerendered]');
    await expect.poll(() => view.count()).toBe(1);
    expect(await view.isVisible()).toBe(false);
    release();
    await visible(page.getByRole('heading', { name: /Geben Sie Ihrem Lebensmittelüberschuss/ }));
    expect(await page.getByText('Give your food surplus', { exact: false }).count()).toBe(0);
    // Read from the browser, not stored: only a choice is.
    expect(await documentLanguage(page)).toEqual({ lang: 'de', stored: null });
    await snap(page, 'account-language-home-de-DE');
  });

  it('keeps the English view for an English browser', async () => {
    const context = await newContext({ locale: 'en-GB' });
    const release = await holdScripts(context);
    const page = await context.newPage();
    await page.goto(`${journey.baseUrl}/tool/`, { waitUntil: 'commit' });
    await expect.poll(() => page.locator('[data-prerendered]').isVisible()).toBe(true);
    release();
    await visible(page.getByRole('heading', { name: /Give your food surplus/ }));
    expect(await documentLanguage(page)).toEqual({ lang: 'en', stored: null });
  });
});

describe('the language kept on the account', () => {
  it('is restored by a login on a fresh browser', async () => {
    const account = await registerAccount(journey.baseUrl, { ...farm, tag: 'language-login' });

    // Chosen signed in on one device (the header's menu)...
    const first = await newContext({});
    await first.addCookies([{ name: 'access_token', value: account.token, url: journey.baseUrl }]);
    const page = await first.newPage();
    await page.goto(`${journey.baseUrl}/tool/`);
    await page.getByRole('button', { name: 'Language: English. Change language' }).click();
    await page.getByRole('menuitem', { name: 'Slovenščina' }).click();
    await visible(page.getByRole('heading', { name: /Dajte svojemu presežku hrane/ }));
    await expect
      .poll(
        async () => (await api<{ language: string | null }>('/user/info', account.token)).language,
      )
      .toBe('sl');

    // ...and found again at a login on another, which starts in English.
    const fresh = await newContext({ locale: 'en-US' });
    const other = await fresh.newPage();
    await other.goto(`${journey.baseUrl}/tool/login`);
    expect(await documentLanguage(other)).toEqual({ lang: 'en', stored: null });
    await other.getByLabel('Email', { exact: false }).first().fill(account.email);
    await other.getByLabel('Password', { exact: false }).first().fill(account.password);
    await other.getByRole('button', { name: 'Log In' }).click();
    // The tool's first step, in Slovenian from its first view on.
    await visible(
      other.getByRole('heading', { name: 'Poiščite rešitve za svoj presežek hrane', level: 1 }),
    );
    expect(await documentLanguage(other)).toEqual({ lang: 'sl', stored: 'sl' });
    expect(await other.getByText('Find solutions for your food surplus').count()).toBe(0);
    await snap(other, 'account-language-login-restored-sl');
  });
});

describe('a shared report', () => {
  let shareToken = '';
  const slovenianHeading = 'Poročilo o vplivih na okolje: Bread';

  /** A report the farm saved with its interface in Slovenian, shared by a link. */
  async function sharedSlovenianReport(): Promise<string> {
    if (shareToken) return shareToken;
    const report = await api<{ id: string; language: string }>(
      '/me/reports',
      journey.token,
      'POST',
      grazBakeryReportBody('sl'),
    );
    expect(report.language).toBe('sl');
    const shared = await api<{ share_token: string }>(
      `/me/reports/${report.id}/share`,
      journey.token,
      'POST',
      {},
    );
    shareToken = shared.share_token;
    return shareToken;
  }

  it.each([
    ['desktop', 'en-US', viewports.desktop],
    // The owner's language wins over the reader's browser too.
    ['mobile', 'de-DE', viewports.mobile],
  ] as const)(
    'opens in its owner’s language, with a switch on the page (%s, %s browser)',
    async (label, locale, viewport) => {
      const token = await sharedSlovenianReport();
      const context = await newContext({ locale, viewport });
      const page = await context.newPage();
      await page.goto(`${journey.baseUrl}/tool/shared/report/${token}`);
      await visible(page.getByRole('heading', { name: slovenianHeading }));
      const switcher = page.getByRole('radiogroup', { name: 'Poročilo berite v jeziku' });
      await visible(switcher);
      expect(await switcher.getByRole('radio', { name: 'SL' }).isChecked()).toBe(true);
      // Opening it is not a choice: nothing stored.
      expect(await documentLanguage(page)).toEqual({ lang: 'sl', stored: null });
      expect(await hasHorizontalOverflow(page)).toBe(false);
      await snap(page, `account-language-shared-report-sl-${label}`);

      // The reader's own choice wins from then on, also after leaving the page.
      await switcher.getByText('DE', { exact: true }).click();
      await visible(page.getByRole('heading', { name: 'Umweltbericht: Bread' }));
      expect(await documentLanguage(page)).toEqual({ lang: 'de', stored: 'de' });
      await snap(page, `account-language-shared-report-de-${label}`);
      await page.goto(`${journey.baseUrl}/tool/`);
      await visible(page.getByRole('heading', { name: /Geben Sie Ihrem Lebensmittelüberschuss/ }));
    },
  );

  it('gives an English reader their language back when they leave without choosing', async () => {
    const token = await sharedSlovenianReport();
    const context = await newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${journey.baseUrl}/tool/shared/report/${token}`);
    await visible(page.getByRole('heading', { name: slovenianHeading }));
    // The header's logo leads home, inside the app.
    await page
      .getByRole('link', { name: /Alpine Food Hub/ })
      .first()
      .click();
    await visible(page.getByRole('heading', { name: /Give your food surplus/ }));
    expect(await documentLanguage(page)).toEqual({ lang: 'en', stored: null });
  });
});
