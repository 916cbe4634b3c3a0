import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { networkQuiet, viewports, visible } from './support/browser';
import { grazBakery, registerAccount } from './support/accounts';
import { setUpJourney, startWithChatClosed } from './support/journey';

// A session ends when its user ends it, and never changes hands silently: Logout ends it on the
// server, a sign-in link asks before it replaces the session, and a session whose cookie is gone
// sends the user to the login page and back with the entries kept. Built app, real server.

const journey = setUpJourney(grazBakery('sessions'));
const contexts: BrowserContext[] = [];
afterAll(async () => {
  for (const context of contexts) await context.close();
});

type Account = Awaited<ReturnType<typeof registerAccount>>;
const newAccount = (tag: string) => registerAccount(journey.baseUrl, grazBakery(`sessions-${tag}`));

/** A fresh browser, statistics declined on the login page; signed in with `cookie` if given. */
async function newBrowser(
  cookie?: string,
  viewport: { width: number; height: number } = viewports.desktop,
): Promise<Page> {
  const context = await journey.browser.newContext({ viewport });
  contexts.push(context);
  await startWithChatClosed(context);
  if (cookie) {
    await context.addCookies([{ name: 'access_token', value: cookie, url: journey.baseUrl }]);
  }
  const page = await context.newPage();
  await page.goto(`${journey.baseUrl}/tool/login`);
  await page.getByRole('button', { name: 'Decline' }).click();
  return page;
}

async function logIn(page: Page, who: Account) {
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel(/^Password/).fill(who.password);
  await page.getByRole('button', { name: 'Log In' }).click();
}

/**
 * Clicks what leads to the login once the session has gone; the page may find it gone first and
 * lead there itself (what was to be clicked then goes away). Resolves at the login `url` once the
 * page is quiet: a click still on its way lands, or gives up, before the caller reads the login.
 */
async function clickToExpiredLogin(target: Locator, url: string | RegExp): Promise<void> {
  const page = target.page();
  const click = target.click({ timeout: 5_000 }).catch(() => undefined);
  await Promise.race([click, page.waitForURL(url)]);
  await click;
  await networkQuiet(page, 1000);
  await page.waitForURL(url).catch((error: unknown) => {
    throw new Error(`not at the expired login but at ${page.url()}`, { cause: error });
  });
}

/** The access token the page's browser holds, if any. */
async function cookieToken(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((c) => c.name === 'access_token')?.value;
}

/** GET /user/info with a token, from outside the browser: the status and the e-mail. */
async function whoIs(token: string | undefined): Promise<{ status: number; email?: string }> {
  const res = await fetch(`${journey.baseUrl}/tool/api/user/info`, {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  const body = (await res.json()) as { email?: string };
  return { status: res.status, email: body.email };
}

const linkFor = (who: Account) =>
  `${journey.baseUrl}/tool/login#access_token=${who.token}&redirect=%2Faccount-settings`;

describe('a sign-in link', () => {
  it('names both accounts; Cancel keeps the one signed in, Continue switches', async () => {
    const victim = await newAccount('victim');
    const attacker = await newAccount('attacker');
    const page = await newBrowser(victim.token);

    await page.goto(linkFor(attacker));
    const dialog = page.getByRole('dialog', { name: 'Sign in with a link' });
    await visible(dialog);
    await visible(
      dialog.getByText(
        `You are signed in as ${victim.email}. This link signs in as ${attacker.email}.`,
      ),
    );
    await visible(dialog.getByText(`Sign in as ${attacker.email}?`));
    // The dialog has the focus, on Cancel.
    expect(
      await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null),
    ).toBe(true);
    await page.screenshot({ path: '/tmp/sessions-link-dialog-1280.png' });

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).hash).toBe('');
    expect(await cookieToken(page)).toBe(victim.token);
    expect(await whoIs(await cookieToken(page))).toEqual({ status: 200, email: victim.email });
    // The app itself still shows the victim's account.
    await page.goto(`${journey.baseUrl}/tool/account-settings`);
    await visible(page.getByText(victim.email));

    await page.goto(linkFor(attacker));
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/tool/account-settings');
    await visible(page.getByText(attacker.email));
    expect(await cookieToken(page)).toBe(attacker.token);
    // The account left was logged out, on the server too.
    expect((await whoIs(victim.token)).status).toBe(401);
  });

  it('asks a visitor too, on a phone, and says so when the link is invalid', async () => {
    const owner = await newAccount('owner');
    const page = await newBrowser(undefined, viewports.mobile);
    await page.goto(linkFor(owner));
    const dialog = page.getByRole('dialog', { name: 'Sign in with a link' });
    await visible(dialog.getByText(`Sign in as ${owner.email}?`));
    expect(await dialog.getByText('You are signed in as').count()).toBe(0);
    await page.screenshot({ path: '/tmp/sessions-link-dialog-375.png' });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await visible(page.getByRole('button', { name: 'Log In' }));
    expect(await cookieToken(page)).toBeUndefined();

    // A logged-out token: the link no longer signs in.
    await fetch(`${journey.baseUrl}/tool/api/logout`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${owner.token}` },
    });
    await page.goto(linkFor(owner));
    await visible(dialog.getByText('This sign-in link is invalid or has expired.'));
    await page.screenshot({ path: '/tmp/sessions-link-invalid-375.png' });
    await dialog.getByRole('button', { name: 'OK' }).click();
    await visible(page.getByRole('button', { name: 'Log In' }));
    expect(await cookieToken(page)).toBeUndefined();
  });
});

/** A new account signed in on a new browser, with step 2's surplus typed in: 40 kg of `surplus`. */
async function signedInWithSurplus(tag: string, surplus: string) {
  const user = await newAccount(tag);
  const page = await newBrowser();
  await logIn(page, user);
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  await page.goto(`${journey.baseUrl}/tool/stepper/food-surplus`);
  const name = page.getByRole('combobox', { name: 'Surplus Name' });
  await name.fill(surplus);
  await name.press('Enter');
  await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('40');
  return { user, page };
}

describe('a session whose cookie is gone', () => {
  it('goes to the login page on Find Solutions, and back with the entries after login', async () => {
    const { user, page } = await signedInWithSurplus('expired-match', 'Sauerteigbrot vom Vortag');

    // The cookie runs out while the tab stays open.
    await page.context().clearCookies({ name: 'access_token' });
    await page.getByRole('button', { name: 'Find Solutions' }).click();
    await page.waitForURL('**/tool/login?redirect=%2Fstepper%2Ffood-surplus&expired=1');
    await visible(page.getByRole('alert').getByText('Your session has expired.', { exact: false }));
    await page.screenshot({ path: '/tmp/sessions-expired-login-1280.png' });

    await logIn(page, user);
    await page.waitForURL('**/tool/stepper/food-surplus');
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Surplus Name' }).inputValue())
      .toBe('Sauerteigbrot vom Vortag');
  });

  it('goes to the login page when My surpluses is opened from the menu', async () => {
    const user = await newAccount('expired-menu');
    const page = await newBrowser(undefined, viewports.mobile);
    await logIn(page, user);
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await page.goto(`${journey.baseUrl}/tool/account-settings`);
    await visible(page.getByText(user.email));

    await page.context().clearCookies({ name: 'access_token' });
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    // The item leads to the login; the page can find the session gone first (the menu then
    // closes) and lead there from where it is. Either way the login says the session expired
    // and brings the user back to where they were going.
    const expiredLogin = /\/tool\/login\?redirect=%2F(my-surpluses|account-settings)&expired=1$/;
    await clickToExpiredLogin(page.getByRole('menuitem', { name: 'My surpluses' }), expiredLogin);
    const redirect = new URL(page.url()).searchParams.get('redirect');
    await visible(page.getByText('Your session has expired.', { exact: false }));
    await page.screenshot({ path: '/tmp/sessions-expired-login-375.png' });
    await logIn(page, user);
    await page.waitForURL(`**/tool${redirect}`);
  });
});

describe('a session that runs out while an offer is written', () => {
  it('keeps the message typed in the offer dialog through the login', async () => {
    const { user, page } = await signedInWithSurplus('expired-offer', 'Bread');

    /** Solution Details' first provider card, opened, and its offer dialog. */
    const openOfferDialog = async () => {
      await page.goto(`${journey.baseUrl}/tool/solution/reuse-food-bank`);
      await page.getByRole('button', { name: 'Show Provider Companies' }).click();
      await page
        .getByRole('list', { name: 'Provider companies, nearest first' })
        .getByRole('button')
        .first()
        .click();
      await page
        .getByRole('button', { name: /^Offer this surplus to / })
        .first()
        .click();
      return page.getByRole('dialog', { name: 'Offer your surplus' });
    };
    let dialog = await openOfferDialog();
    const message = () => dialog.getByLabel('Message to the provider (optional)');
    await message().fill('Back door, ring twice.');

    // The cookie runs out while the dialog is open: sending leads to the login. A call the page
    // makes by itself meanwhile can find the session gone first and lead there.
    await page.context().clearCookies({ name: 'access_token' });
    const expiredLogin = '**/tool/login?redirect=%2Fsolution%2Freuse-food-bank&expired=1';
    await clickToExpiredLogin(dialog.getByRole('button', { name: 'Send the offer' }), expiredLogin);
    await logIn(page, user);
    await page.waitForURL('**/tool/solution/reuse-food-bank');
    dialog = await openOfferDialog();
    await expect.poll(() => message().inputValue()).toBe('Back door, ring twice.');
  });
});

describe('Logout', () => {
  it('ends the session on the server: the old token is refused', async () => {
    const user = await newAccount('logout');
    const page = await newBrowser();
    await logIn(page, user);
    // A new account lands on step 1, which greets once per browser session; the greeting is a
    // dialog that covers the account menu until it is closed.
    await page.waitForURL('**/tool/stepper/company-data');
    await page.getByRole('button', { name: 'OK, Got it' }).click();
    const token = await cookieToken(page);
    expect(await whoIs(token)).toEqual({ status: 200, email: user.email });

    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/tool/login');
    await expect.poll(() => cookieToken(page)).toBeUndefined();
    expect((await whoIs(token)).status).toBe(401);
    // The login page does not speak of an expired session after a logout.
    expect(await page.getByText('Your session has expired.', { exact: false }).count()).toBe(0);
  });
});
