import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { registerAndLogin, type ApiAccount } from './accounts';
import { launchBrowser } from './browser';
import { startServer, type RunningServer } from './server';

/** What a test file's journeys share: the built server, one browser and a logged-in account. */
export interface Journey {
  server: RunningServer;
  browser: Browser;
  baseUrl: string;
  token: string;
}

/**
 * Starts the server and the browser before the file's tests and stops them after. serverEnv
 * gives the server settings known only once the file's own fakes run (an outside service's URL).
 */
export function setUpJourney(
  account: ApiAccount,
  serverEnv: () => Record<string, string> = () => ({}),
): Journey {
  const journey = { token: '' } as Journey;
  beforeAll(async () => {
    journey.server = await startServer(serverEnv());
    journey.baseUrl = journey.server.baseUrl;
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
