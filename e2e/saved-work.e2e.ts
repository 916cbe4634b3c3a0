import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '@foodhub/db';
import type { BrowserContext, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, describe, expect, it } from 'vitest';
import { grazBakery, registerAccount } from './support/accounts';
import { snap, viewports, visible } from './support/browser';
import { calculateAndReport, setUpJourney, startWithChatClosed } from './support/journey';
import { grazBakeryStepperState } from './support/stepper-state';

// The account keeps the user's work: a surplus matched and a report created on one browser are
// there on a second one without matching again; the report's PDF carries its header; what the
// user typed survives a logout; deleting the account leaves nothing of the user in any table.

// Its own server: the last test stops it and reads its database.
const journey = setUpJourney(grazBakery('saved-work-owner'), undefined, { ownServer: true });
let account: { email: string; password: string; token: string };
const contexts: BrowserContext[] = [];

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
});

/** A new browser (no stored data) logged in through the login form. */
async function newDevice(who = account): Promise<{ page: Page; calls: string[] }> {
  const context = await journey.browser.newContext({
    viewport: viewports.desktop,
    acceptDownloads: true,
  });
  contexts.push(context);
  await startWithChatClosed(context);
  const page = await context.newPage();
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/tool/api/')) {
      calls.push(`${request.method()} ${url.pathname.slice('/tool/api'.length)}`);
    }
  });
  await page.goto(`${journey.baseUrl}/tool/login`);
  await page.getByRole('button', { name: 'Decline' }).click();
  await logIn(page, who);
  return { page, calls };
}

async function logIn(page: Page, who: { email: string; password: string }) {
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel(/^Password/).fill(who.password);
  await page.getByRole('button', { name: 'Log In' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}

async function openAccountMenu(page: Page, item: string) {
  const account = page.getByRole('button', { name: 'Account', exact: true });
  // A dialog the page opens after the login (the tool's introduction, entries to replace) can
  // come late on a busy machine, cover the header or close the open menu: close it, then open
  // the menu and choose the item, again until the item is chosen.
  const clicked = (click: Promise<void>) =>
    click.then(
      () => true,
      () => false,
    );
  await expect
    .poll(
      async () => {
        if (await page.getByRole('dialog').isVisible()) await page.keyboard.press('Escape');
        if (!(await clicked(account.click({ timeout: 2_000 })))) return false;
        return clicked(page.getByRole('menuitem', { name: item }).click({ timeout: 2_000 }));
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}

async function pdfText(file: string): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(readFileSync(file)));
  const { text } = await extractText(document, { mergePages: true });
  await document.destroy();
  return text.replace(/\s+/gu, ' ');
}

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });

describe('work kept with the account', () => {
  let shareToken = '';

  it('saves the match and the report of the first browser', async () => {
    account = await registerAccount(journey.baseUrl, grazBakery('saved-work'));
    const { page } = await newDevice();
    await page.evaluate(
      (value) => localStorage.setItem('foodhub-stepper', value),
      JSON.stringify(grazBakeryStepperState),
    );
    await page.goto(`${journey.baseUrl}/tool/stepper/food-surplus`);
    await page.getByRole('button', { name: 'Find Solutions' }).click();
    await page.waitForURL('**/tool/stepper/solutions', { timeout: 120_000 });
    await page
      .getByRole('link', { name: /Donation to a food bank/ })
      .first()
      .click();
    await page.waitForURL('**/tool/solution/**');
    await page
      .getByRole('link', { name: 'Proceed to Environmental Impact Report' })
      .first()
      .click();
    await page.waitForURL('**/tool/lca-stepper/solution');
    await visible(page.getByRole('radio', { name: /Donation to a food bank/ }));
    await next(page).click();
    await page.waitForURL('**/tool/lca-stepper/provider');
    await page.getByRole('radio', { name: /Sample Food Bank Wien 1/ }).click();
    await next(page).click();
    await calculateAndReport(page);
    await visible(page.getByText('Saved in My reports.'), 20_000);
    // A reload does not save a second report.
    await page.reload();
    await visible(page.getByText('Saved in My reports.'), 20_000);
    await snap(page, 'saved-work-report-step');
  });

  it('shows the surplus, its match and the report on a second browser without matching again', async () => {
    const { page, calls } = await newDevice();

    await openAccountMenu(page, 'My surpluses');
    await page.waitForURL('**/tool/my-surpluses');
    await visible(page.getByRole('heading', { name: 'My surpluses', level: 1 }));
    await visible(page.getByText('Bread').first());
    await snap(page, 'saved-work-my-surpluses');
    await page.getByRole('button', { name: 'Show solutions' }).first().click();
    // When the login brought entries into the stepper that were not searched yet (the draft of
    // the other browser, depending on when it was last saved), the page asks before replacing them.
    const replace = page.getByRole('dialog').getByRole('button', { name: 'Replace entries' });
    await expect
      .poll(
        async () => page.url().includes('/tool/stepper/solutions') || (await replace.isVisible()),
      )
      .toBe(true);
    if (await replace.isVisible()) await replace.click();
    await page.waitForURL('**/tool/stepper/solutions');
    await visible(page.getByRole('link', { name: /Donation to a food bank/ }).first());
    // The stepper holds the saved entries again.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.waitForURL('**/tool/stepper/food-surplus');

    await openAccountMenu(page, 'My reports');
    await page.waitForURL('**/tool/my-reports');
    const row = page.getByRole('link', { name: /Bread/ }).first();
    await visible(row);
    await snap(page, 'saved-work-my-reports');
    await row.click();
    await page.waitForURL('**/tool/my-reports/**');
    await visible(page.getByText('Bäckerei Huber').first());
    await visible(page.getByText(/Sample Food Bank Wien 1/).first());
    await visible(page.getByText('2026.11-simplified-1').first());
    await snap(page, 'saved-work-report-document');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const text = await pdfText((await download.path())!);
    for (const expected of [
      'Environmental impact report',
      'Bäckerei Huber',
      'Bread',
      '40 kg',
      'Sample Food Bank Wien 1',
      ' km',
      '2026.11-simplified-1',
      'not a certified',
    ]) {
      expect(text, expected).toContain(expected);
    }

    // A read-only link for a reader without an account.
    await page.getByRole('button', { name: 'Create share link' }).click();
    const link = await page.getByLabel('Share link').inputValue();
    shareToken = link.split('/').pop() ?? '';
    expect(shareToken.length).toBeGreaterThan(30);
    const reader = await journey.browser.newContext({ viewport: viewports.mobile });
    contexts.push(reader);
    const readerPage = await reader.newPage();
    await readerPage.goto(link);
    await visible(readerPage.getByText(/Sample Food Bank Wien 1/).first());
    expect(await readerPage.getByText('Bäckerei Huber').count()).toBe(0);
    // Without the company, the route starts at the postal area and town, not at its street.
    await visible(readerPage.getByText(/From 8010 Graz, Austria to /));
    expect(await readerPage.getByText(/Hauptplatz/).count()).toBe(0);
    await snap(readerPage, 'saved-work-shared-report-375');

    // Ticked while shared: the same link shows the company; unticked, it hides it again.
    const showCompany = page.getByRole('checkbox', { name: 'Show my company name and address' });
    await showCompany.check();
    await visible(page.getByText('The link now shows your company name and address.'));
    await snap(page, 'saved-work-share-section-desktop');
    await readerPage.reload();
    await visible(readerPage.getByText('Bäckerei Huber').first());
    await visible(readerPage.getByText(/From Hauptplatz 1, 8010 Graz, Austria to /));
    await showCompany.uncheck();
    await visible(page.getByText('The link no longer shows your company name and address.'));
    expect(await page.getByLabel('Share link').inputValue()).toBe(link);
    await readerPage.reload();
    await visible(readerPage.getByText(/From 8010 Graz, Austria to /));
    expect(await readerPage.getByText('Bäckerei Huber').count()).toBe(0);
    expect(await readerPage.getByText(/Hauptplatz/).count()).toBe(0);
    await page.setViewportSize(viewports.mobile);
    await snap(page, 'saved-work-share-section-375');
    await page.setViewportSize(viewports.desktop);

    await openAccountMenu(page, 'My impact');
    await page.waitForURL('**/tool/my-impact');
    await visible(page.getByRole('heading', { name: 'My impact', level: 1 }));
    await snap(page, 'saved-work-my-impact');

    expect(calls.filter((c) => c === 'POST /solutions/match')).toHaveLength(0);
    expect(calls.filter((c) => c === 'POST /me/reports')).toHaveLength(0);
  });

  it('keeps what the user typed through a logout, for the next login on another browser', async () => {
    const first = await newDevice();
    await first.page.goto(`${journey.baseUrl}/tool/stepper/company-data`);
    await first.page.getByRole('button', { name: 'OK, Got it' }).click();
    const name = first.page.getByLabel('Company Name');
    await visible(name);
    await name.fill('Bäckerei Huber, Filiale Lend');
    await openAccountMenu(first.page, 'Logout');
    await first.page.waitForURL('**/tool/login');

    const second = await newDevice();
    await second.page.goto(`${journey.baseUrl}/tool/stepper/company-data`);
    await second.page.getByRole('button', { name: 'OK, Got it' }).click();
    await expect
      .poll(() => second.page.getByLabel('Company Name').inputValue(), { timeout: 10_000 })
      .toBe('Bäckerei Huber, Filiale Lend');
  });

  it('fills step 1 of a new account from its registration', async () => {
    const newcomer = await registerAccount(journey.baseUrl, grazBakery('saved-work-newcomer'));
    const { page } = await newDevice(newcomer);
    await page.goto(`${journey.baseUrl}/tool/stepper/company-data`);
    await page.getByRole('button', { name: 'OK, Got it' }).click();
    await expect
      .poll(() => page.getByLabel('Company Name').inputValue(), { timeout: 10_000 })
      .toBe('Bäckerei Huber');
    expect(await page.getByLabel(/City/).first().inputValue()).toBe('Graz');
    await snap(page, 'saved-work-prefilled-step-1');
  });

  it('deletes the account and every row of the user with it', async () => {
    const { page } = await newDevice();
    await openAccountMenu(page, 'Delete Account');
    await page.waitForURL('**/tool/account-settings');
    await page.getByRole('button', { name: 'Delete Account' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel(/Type DELETE/).fill('DELETE');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Delete/ })
      .last()
      .click();
    await page.waitForURL(new RegExp(`^${journey.baseUrl}/tool/?$`));

    const api = (url: string, token?: string) =>
      fetch(`${journey.baseUrl}/tool/api${url}`, {
        headers: token ? { Authorization: `Bearer ${token}` } : {},
      });
    expect((await api('/me/reports', account.token)).status).toBe(401);
    expect((await api(`/shared/reports/${shareToken}`)).status).toBe(404);

    // The server's own database, read once it has stopped.
    const server = journey.server;
    if (!server) throw new Error('this file runs on its own server');
    await server.stop({ keepData: true });
    const db = new PGlite(path.join(server.dataDir, 'pglite'), { extensions: PGLITE_EXTENSIONS });
    try {
      const users = await db.query<{ n: number }>(
        'select count(*)::int as n from users where email = $1',
        [account.email],
      );
      expect(users.rows[0]?.n).toBe(0);
      const tables = await db.query<{ table_name: string }>(
        "select table_name from information_schema.columns where table_schema = 'public' and column_name = 'user_id'",
      );
      expect(tables.rows.map((r) => r.table_name)).toEqual(
        expect.arrayContaining(['saved_surpluses', 'saved_reports', 'stepper_drafts']),
      );
      for (const { table_name: table } of tables.rows) {
        // Rows of users that no longer exist: none may remain.
        const left = await db.query<{ n: number }>(
          `select count(*)::int as n from "${table}" where user_id is not null and user_id not in (select id from users)`,
        );
        expect(left.rows[0]?.n, table).toBe(0);
      }
    } finally {
      await db.close();
    }
  });
});
