import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, visible } from './support/browser';
import { waitForMail } from './support/outbox';
import { startWithChatClosed } from './support/journey';
import { startServer, type RunningServer } from './support/server';

// The whole account life cycle of issue 'Foundation and accounts', as a person does it in the
// browser, on the built app served by the real server with its embedded defaults.

let server: RunningServer;
let browser: Browser;
let page: Page;
const email = `anna.berger.${Date.now()}@example.at`;
let password = '';

async function login(p: Page, withPassword: string) {
  await p.getByLabel('Email').fill(email);
  await p.getByLabel(/^Password/).fill(withPassword);
  await p.getByRole('button', { name: 'Log In' }).click();
}

async function currentToken(p: Page): Promise<string | undefined> {
  const cookies = await p.context().cookies();
  return cookies.find((c) => c.name === 'access_token')?.value;
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  // The chat window (open by default at this width) is not what this journey is about.
  await startWithChatClosed(page);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('account journey', () => {
  it('opens the home page from the site root', async () => {
    await page.goto(`${server.baseUrl}/`);
    await expect.poll(() => page.url()).toBe(`${server.baseUrl}/tool/`);
    await visible(page.getByRole('heading', { name: 'Analyze Surplus' }));
    await visible(page.getByRole('heading', { name: 'Discover Solutions' }));
    await visible(page.getByRole('heading', { name: 'Measure Impact' }));
  });

  it('registers and shows the generated password when no mail is delivered', async () => {
    await page.goto(`${server.baseUrl}/tool/register`);
    await page.getByLabel('First name').fill('Anna');
    await page.getByLabel('Last name').fill('Berger');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Street address').fill('Hauptplatz 1');
    await page.getByLabel('City').fill('Graz');
    await page.getByLabel('Postal code').fill('8010');
    await page.getByLabel('Country').fill('Austria');
    await page.getByLabel('I want to become a Food Hub member').check();
    await page.getByRole('button', { name: 'Register' }).click();

    const shown = page.getByTestId('generated-password');
    await shown.waitFor();
    password = (await shown.textContent())?.trim() ?? '';
    expect(password.length).toBeGreaterThanOrEqual(16);
    // The outbox got the same password.
    const mail = await waitForMail(server.dataDir, email, /password[^\n]*?:\s*(\S+)/i);
    expect(mail[1]).toBe(password);
    // Redirect to login after 3 s.
    await page.waitForURL('**/tool/login', { timeout: 10_000 });
  });

  it('logs in, lands on the tool and sees the account settings', async () => {
    await login(page, password);
    await page.waitForURL('**/tool/stepper/company-data');
    // The tool greets once per browser session (spec part 1 §2 step 1).
    await page.getByRole('button', { name: 'OK, Got it' }).click();
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Account Settings' }).click();
    await page.waitForURL('**/tool/account-settings');
    await visible(page.getByText(email));
    await visible(page.getByText('Private Person'));
    await visible(page.getByText('Anna Berger'));
  });

  it('logs out and comes back to the page it asked for after login', async () => {
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/tool/login');
    expect(await currentToken(page)).toBeUndefined();

    await page.goto(`${server.baseUrl}/tool/account-settings`);
    await page.waitForURL('**/tool/login?redirect=%2Faccount-settings');
    await login(page, password);
    await page.waitForURL('**/tool/account-settings');
    await visible(page.getByText(email));
  });

  it('resets the password with the link from the mail and logs in with the new one', async () => {
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/tool/login');

    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await visible(page.getByText('Password reset link sent. Check your email.'));

    const link = await waitForMail(
      server.dataDir,
      email,
      /(http:\/\/\S+\/tool\/reset-password\?token=[\w-]+)/,
    );
    await page.goto(link[1]!);
    const shown = page.getByTestId('generated-password');
    await shown.waitFor();
    const newPassword = (await shown.textContent())?.trim() ?? '';
    expect(newPassword).not.toBe(password);

    // The link is single use.
    await page.reload();
    await visible(
      page.getByText('This reset link is invalid. Please check the link or request a new one.'),
    );

    await page.getByRole('link', { name: 'Back to Login' }).click();
    await page.waitForURL('**/tool/login');
    await login(page, password);
    await visible(page.getByText('Incorrect email or password.'));
    await login(page, newPassword);
    await page.waitForURL('**/tool/stepper/company-data');
    password = newPassword;
  });

  it('deletes the account, logs out, and the old token stops working', async () => {
    const token = await currentToken(page);
    expect(token).toBeTruthy();
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Delete Account' }).click();
    await page.waitForURL('**/tool/account-settings');

    await page.getByRole('button', { name: 'Delete Account' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    const confirm = page
      .getByRole('dialog')
      .getByRole('button', { name: /Delete/ })
      .last();
    await page.getByLabel(/Type DELETE/).fill('delete');
    await confirm.click();
    await visible(page.getByText('Please type DELETE to proceed'));
    await page.getByLabel(/Type DELETE/).fill('DELETE');
    await confirm.click();

    await page.waitForURL(new RegExp(`^${server.baseUrl}/tool/?$`));
    await visible(page.getByRole('link', { name: 'Login' }));
    expect(await currentToken(page)).toBeUndefined();

    const res = await fetch(`${server.baseUrl}/tool/api/user/info`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(401);

    await page.goto(`${server.baseUrl}/tool/login`);
    await login(page, password);
    await visible(page.getByText('Incorrect email or password.'));
  });
});
