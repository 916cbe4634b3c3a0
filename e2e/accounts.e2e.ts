import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { hasHorizontalOverflow, launchBrowser, snap, viewports, visible } from './support/browser';
import { assertNoFindings, scan, type A11yFinding } from './support/axe';
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

async function fillRegistration(p: Page, address: string) {
  await p.getByLabel('First name').fill('Anna');
  await p.getByLabel('Last name').fill('Berger');
  await p.getByLabel('Email').fill(address);
  await p.getByLabel('Street address').fill('Hauptplatz 1');
  await p.getByLabel('City').fill('Graz');
  await p.getByLabel('Postal code').fill('8010');
  await p.getByLabel('Country').fill('Austria');
  await p.getByLabel('I want to become a Food Hub member').check();
}

/** Fills the 'Change password' form of Account Settings and submits it. */
async function changePassword(p: Page, current: string, next: string) {
  await p.getByLabel(/^Current password/).fill(current);
  await p.getByLabel(/^New password/).fill(next);
  await p.getByLabel(/^Confirm new password/).fill(next);
  await p.getByRole('button', { name: 'Change password' }).click();
}

function apiLogin(address: string, withPassword: string) {
  return fetch(`${server.baseUrl}/tool/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: address, password: withPassword }),
  });
}

async function currentToken(p: Page): Promise<string | undefined> {
  const cookies = await p.context().cookies();
  return cookies.find((c) => c.name === 'access_token')?.value;
}

beforeAll(async () => {
  server = await startServer({}, { template: inject('templateDataDir') });
  browser = await launchBrowser();
  // A page of its own context: axe (support/axe) cannot scan pages from browser.newPage().
  const context = await browser.newContext({ viewport: viewports.desktop });
  page = await context.newPage();
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

  it('registers and keeps the generated password on screen until it is saved', async () => {
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: server.baseUrl,
    });
    await page.goto(`${server.baseUrl}/tool/register`);
    await fillRegistration(page, email);
    await page.getByRole('button', { name: 'Register' }).click();

    const shown = page.getByTestId('generated-password');
    await shown.waitFor();
    password = (await shown.textContent())?.trim() ?? '';
    expect(password.length).toBeGreaterThanOrEqual(16);
    // The outbox got the same password.
    const mail = await waitForMail(server.dataDir, email, /password[^\n]*?:\s*(\S+)/i);
    expect(mail[1]).toBe(password);

    // Well past the 3 s of the spec, the password is still there.
    await page.waitForTimeout(4500);
    expect(page.url()).toBe(`${server.baseUrl}/tool/register`);
    await visible(shown);

    await page.getByRole('button', { name: 'Copy password' }).click();
    await visible(page.getByRole('status').filter({ hasText: 'Copied' }));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);
    const found: A11yFinding[] = [];
    await scan(page, 'generated password, copied', found);
    assertNoFindings(found);

    await page.getByRole('button', { name: 'I have saved it' }).click();
    await visible(page.getByText(/Redirecting to the login page in [1-3] s/));
    await page.waitForURL('**/tool/login', { timeout: 10_000 });
    // The login form has the e-mail of the registration; only the password is left to type.
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    expect(await page.getByLabel(/^Password/).inputValue()).toBe('');
  });

  it('logs in, lands on the tool and sees the account settings', async () => {
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL('**/tool/stepper/company-data');
    // The tool greets once per browser session (spec part 1 §2 step 1).
    await page.getByRole('button', { name: 'OK, Got it' }).click();
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Account Settings' }).click();
    await page.waitForURL('**/tool/account-settings');
    await visible(page.getByText(email));
    await visible(page.getByText('Private Person'));
    await visible(page.getByText('Anna Berger'));
    await visible(page.getByText('Hauptplatz 1, 8010 Graz, Austria'));
  });

  it('changes the password in Account Settings', async () => {
    const newPassword = 'Alpine-hut-2025';
    await changePassword(page, 'not-the-password-1', newPassword);
    await visible(page.getByText('The current password is incorrect.'));
    // Still logged in: a wrong current password is not a failed login.
    expect(page.url()).toBe(`${server.baseUrl}/tool/account-settings`);

    await page.getByLabel(/^Current password/).fill(password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await visible(page.getByText('Your password has been changed.'));
    expect(await page.getByLabel(/^New password/).inputValue()).toBe('');

    expect((await apiLogin(email, password)).status).toBe(401);
    expect((await apiLogin(email, newPassword)).status).toBe(200);
    password = newPassword;
  });

  it('edits a profile field and sees it saved after a reload', async () => {
    await page.getByRole('button', { name: 'Edit profile' }).click();
    const form = page.getByRole('form', { name: 'Edit profile' });
    await form.getByLabel(/^Postal code/).fill('');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await visible(form.getByText('Postal code is required'));
    const found: A11yFinding[] = [];
    await scan(page, 'profile form with an error', found);

    await form.getByLabel(/^Postal code/).fill('9020');
    await form.getByLabel(/^City/).fill('Klagenfurt');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await visible(page.getByText('Your changes have been saved.'));
    await visible(page.getByText('Hauptplatz 1, 9020 Klagenfurt, Austria'));
    // The pointer rests on the notification, as a reader's does: it stays open while axe reads it
    // (it closes by itself after a few seconds, which a slow machine can reach mid-scan).
    await page.getByText('Your changes have been saved.').hover();
    await scan(page, 'profile saved, with its notification', found);
    await visible(page.getByText('Your changes have been saved.'));
    assertNoFindings(found);

    await page.reload();
    await visible(page.getByText('Hauptplatz 1, 9020 Klagenfurt, Austria'));
    expect(await page.getByText('8010 Graz').count()).toBe(0);
  });

  it('logs out and comes back to the page it asked for after login', async () => {
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/tool/login');
    // The session ends as the login page has arrived, a moment after its address shows.
    await expect.poll(() => currentToken(page)).toBeUndefined();

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
    await expect.poll(() => currentToken(page)).toBeUndefined();

    const res = await fetch(`${server.baseUrl}/tool/api/user/info`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(401);

    await page.goto(`${server.baseUrl}/tool/login`);
    await login(page, password);
    await visible(page.getByText('Incorrect email or password.'));
  });
});

describe('account journey on a phone (375 px)', () => {
  it('registers, keeps the password until saved, logs in and edits the account', async () => {
    const context = await browser.newContext({ viewport: viewports.mobile });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: server.baseUrl,
    });
    await startWithChatClosed(context);
    const phone = await context.newPage();
    const phoneEmail = `anna.phone.${Date.now()}@example.at`;

    await phone.goto(`${server.baseUrl}/tool/register`);
    await fillRegistration(phone, phoneEmail);
    await phone.getByRole('button', { name: 'Register' }).click();
    const shown = phone.getByTestId('generated-password');
    await shown.waitFor();
    const phonePassword = (await shown.textContent())?.trim() ?? '';
    await phone.waitForTimeout(3500);
    await visible(shown);
    expect(await hasHorizontalOverflow(phone)).toBe(false);
    await phone.getByRole('button', { name: 'Copy password' }).click();
    await visible(phone.getByRole('status').filter({ hasText: 'Copied' }));
    expect(await phone.evaluate(() => navigator.clipboard.readText())).toBe(phonePassword);
    await snap(phone, 'register-password-mobile');
    await phone.getByRole('button', { name: 'I have saved it' }).click();

    await phone.waitForURL('**/tool/login', { timeout: 10_000 });
    expect(await phone.getByLabel('Email').inputValue()).toBe(phoneEmail);
    await phone.getByLabel(/^Password/).fill(phonePassword);
    await phone.getByRole('button', { name: 'Log In' }).click();
    await phone.waitForURL('**/tool/stepper/company-data');

    await phone.goto(`${server.baseUrl}/tool/account-settings`);
    await visible(phone.getByText(phoneEmail));
    expect(await hasHorizontalOverflow(phone)).toBe(false);
    await changePassword(phone, phonePassword, 'Phone-pass-2025');
    await visible(phone.getByText('Your password has been changed.'));
    expect((await apiLogin(phoneEmail, 'Phone-pass-2025')).status).toBe(200);

    await phone.getByRole('button', { name: 'Edit profile' }).click();
    const form = phone.getByRole('form', { name: 'Edit profile' });
    expect(await hasHorizontalOverflow(phone)).toBe(false);
    await form.getByLabel(/^Last name/).fill('Berger-Novak');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await visible(phone.getByText('Your changes have been saved.'));
    await phone.reload();
    await visible(phone.getByText('Anna Berger-Novak'));
    await snap(phone, 'account-settings-mobile');
    await context.close();
  });
});
