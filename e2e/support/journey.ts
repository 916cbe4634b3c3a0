import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { registerAndLogin, type ApiAccount } from './accounts';
import { launchBrowser, visible } from './browser';
import { startServer, type RunningServer } from './server';

/** What a test file's journeys share: the built server, one browser and a logged-in account. */
export interface Journey {
  /** The file's own server; undefined when the file uses the shared one. */
  server?: RunningServer;
  browser: Browser;
  baseUrl: string;
  token: string;
}

/**
 * Before the file's tests: a browser, a logged-in account and a server, stopped after them. The
 * server is the one the files share (started once by e2e/support/global-setup.ts) unless the
 * file needs its own: settings of its own (serverEnv, given only once the file's own fakes run,
 * such as an outside service's URL) or `ownServer` (a file that stops the server or counts
 * everything stored). An own server starts on a copy of the seeded template data directory.
 */
export function setUpJourney(
  account: ApiAccount,
  serverEnv?: () => Record<string, string>,
  { ownServer = serverEnv !== undefined }: { ownServer?: boolean } = {},
): Journey {
  const journey = { token: '' } as Journey;
  beforeAll(async () => {
    if (ownServer) {
      journey.server = await startServer(serverEnv?.() ?? {}, {
        template: inject('templateDataDir'),
      });
      journey.baseUrl = journey.server.baseUrl;
    } else {
      journey.baseUrl = inject('sharedBaseUrl');
    }
    journey.browser = await launchBrowser();
    journey.token = await registerAndLogin(journey.baseUrl, account);
  });
  afterAll(async () => {
    await journey.browser?.close();
    await journey.server?.stop();
  });
  return journey;
}

/**
 * A fresh browser context carrying the account's login cookie. The chat window opens by default
 * on wide screens and floats over the page's bottom-right corner; journeys that are not about
 * the chat start as a user who closed it (chat: 'closed'), the chat's own tests as a new user.
 */
export async function loggedInContext(
  journey: Journey,
  viewport: { width: number; height: number },
  { chat = 'closed' }: { chat?: 'closed' | 'default' } = {},
): Promise<BrowserContext> {
  const context = await journey.browser.newContext({ viewport });
  await context.addCookies([{ name: 'access_token', value: journey.token, url: journey.baseUrl }]);
  if (chat === 'closed') await startWithChatClosed(context);
  return context;
}

/** As a user who closed the chat window once: it stays closed unless the test opens it. */
export async function startWithChatClosed(target: BrowserContext | Page) {
  await target.addInitScript(() => {
    if (localStorage.getItem('foodhub-chat') === null) {
      localStorage.setItem('foodhub-chat', JSON.stringify({ version: 1, state: { open: false } }));
    }
  });
}

/**
 * Opens the tool, declines statistics (a fresh browser is asked first) and stores the stepper's
 * data as a returning user's browser holds it (localStorage 'foodhub-stepper').
 */
export async function storeStepperData(page: Page, journey: Journey, data: unknown) {
  await page.goto(`${journey.baseUrl}/tool/`);
  await page.getByRole('button', { name: 'Decline' }).click();
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key!, value!),
    ['foodhub-stepper', JSON.stringify(data)],
  );
}

/**
 * A gate the test opens itself: a mocked answer that awaits `opened` stays on its way until the
 * test has looked at the page meanwhile (a fixed delay is not always long enough on a busy machine).
 */
export function gate(): { opened: Promise<void>; open: () => void } {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** On the analysis' transport step: calculates the transport and creates the report. */
export async function calculateAndReport(page: Page) {
  await page.waitForURL('**/tool/lca-stepper/transport');
  await page.getByRole('button', { name: 'Calculate Transport' }).click();
  await visible(page.getByTestId('transport-distance'), 20_000);
  await page.getByRole('button', { name: 'Create Environmental Impact Report' }).click();
  await page.waitForURL('**/tool/lca-stepper/report');
}

/**
 * The analysis from its first step to the report, for the stored surplus: a donation to a food
 * bank, the nearest provider (the first radio of the provider step).
 */
export async function reportForNearestFoodBank(page: Page, journey: Journey) {
  const next = page.getByRole('button', { name: 'Next', exact: true });
  await page.goto(`${journey.baseUrl}/tool/lca-stepper`);
  await page.getByRole('radio', { name: /Donation to a food bank/ }).click();
  await next.click();
  await page.waitForURL('**/tool/lca-stepper/provider');
  // The radios of this step, not those of the step still shown while this one loads.
  await page
    .getByRole('radiogroup', { name: 'Provider companies, nearest first' })
    .getByRole('radio')
    .first()
    .click();
  await next.click();
  await calculateAndReport(page);
}
