import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grazBakery } from './support/accounts';
import { assertNoFindings, scan, type A11yFinding } from './support/axe';
import { snap, viewports, visible } from './support/browser';
import { setUpJourney, startWithChatClosed } from './support/journey';

// Words that fit the person (issue 'What new users tripped over'): a private person registers
// on a server without mail, logs in past a mistyped password and walks step 1 and 2 in words
// meant for them; the NACE search knows the everyday word for fruit. One browser context, one
// account, as a new user goes.

const journey = setUpJourney(grazBakery('words'));
let context: BrowserContext;
let page: Page;
const email = `mara.novak.${Date.now()}@example.at`;
let password = '';

beforeAll(async () => {
  context = await journey.browser.newContext({ viewport: viewports.desktop });
  await startWithChatClosed(context);
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
});

/** The texts of the open Account menu's items, in order. */
async function accountMenuItems(): Promise<string[]> {
  await page.getByRole('button', { name: 'Account', exact: true }).click();
  // The menu reads the account as it opens: its last item is there once it has answered.
  await visible(page.getByRole('menuitem', { name: 'Delete Account' }));
  await visible(page.getByRole('menuitem', { name: 'My impact' }));
  const items = await page.getByRole('menuitem').allTextContents();
  await page.keyboard.press('Escape');
  return items.map((item) => item.trim());
}

describe('words that fit a private person', () => {
  it('warns, in orange, to write down the password the server could not mail', async () => {
    await page.goto(`${journey.baseUrl}/tool/register`);
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.getByLabel('First name').fill('Mara');
    await page.getByLabel('Last name').fill('Novak');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Street address').fill('Hauptplatz 1');
    await page.getByLabel('City').fill('Graz');
    await page.getByLabel('Postal code').fill('8010');
    await page.getByLabel('Country').fill('Austria');
    await page.getByLabel('I want to become a Food Hub member').check();
    await page.getByRole('button', { name: 'Register' }).click();

    const warning = page.getByRole('alert').filter({ hasText: 'Write this password down now' });
    await visible(warning);
    expect(await warning.textContent()).toContain(
      'We could not send the e-mail with your password',
    );
    // A warning's colour: orange, not the green of a success.
    const [red, green, blue] = await warning.evaluate((node) =>
      (getComputedStyle(node).backgroundColor.match(/[\d.]+/g) ?? []).map(Number),
    );
    expect(red).toBeGreaterThan(green! + 60);
    expect(green).toBeGreaterThan(blue!);
    password = (await page.getByTestId('generated-password').textContent())?.trim() ?? '';
    expect(password.length).toBeGreaterThanOrEqual(16);
    const found: A11yFinding[] = [];
    await scan(page, 'password warning', found);
    assertNoFindings(found);
    await snap(page, 'words-password-warning-desktop');

    await page.getByRole('button', { name: 'I have saved it' }).click();
    await page.getByRole('button', { name: 'Continue to Login' }).click();
    await page.waitForURL('**/tool/login');
  });

  it('shows only the latest login error', async () => {
    const passwordField = page.getByLabel(/^Password/);
    await passwordField.fill('not-my-password-1');
    await page.getByRole('button', { name: 'Log In' }).click();
    await visible(page.getByText('Incorrect email or password.'));

    await passwordField.fill('');
    await page.getByRole('button', { name: 'Log In' }).click();
    await visible(page.getByText('Password is required'));
    expect(await page.getByText('Incorrect email or password.').count()).toBe(0);
    expect(await page.getByRole('alert').allTextContents()).toEqual(['Password is required']);

    await passwordField.fill(password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL('**/tool/stepper/company-data');
  });

  it('asks a private person about them on step 1; the menu has no organisation', async () => {
    await page.getByRole('button', { name: 'OK, Got it' }).click();
    await visible(page.getByRole('heading', { name: 'Your Details', level: 2 }));
    const steps = page.getByRole('list', { name: 'Steps' });
    expect(await steps.textContent()).toContain('Your Details');
    expect(await steps.textContent()).not.toContain('Company Data');
    await visible(page.getByRole('group', { name: 'About you' }));
    await visible(page.getByRole('textbox', { name: 'Your name' }));

    // The address came from the account at login: filling in again finds nothing left to fill,
    // and says so rather than 'nothing was filled'.
    expect(await page.getByLabel('Street address').inputValue()).toBe('Hauptplatz 1');
    await page.getByRole('button', { name: 'Fill in from my account' }).click();
    await visible(page.getByText('Everything is already filled in from your account.'));
    expect(await page.getByText(/Nothing was filled in/).count()).toBe(0);
    await snap(page, 'words-your-details-desktop');

    // Delete Account comes last, apart from Logout; no organisation to enter as a provider.
    expect(await accountMenuItems()).toEqual([
      'Account Settings',
      'My surpluses',
      'My reports',
      'My impact',
      'My offers',
      'Logout',
      'Delete Account',
    ]);
  });

  it('says what the seasonal capacity means: the share of the usual amount', async () => {
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/tool/stepper/food-surplus');
    await page.getByRole('switch', { name: /Seasonal surplus/ }).check();
    await visible(page.getByText(/100 % is the usual amount, 50 % half of it/));
    await page.getByRole('checkbox', { name: 'March' }).check();
    const march = page.getByRole('textbox', { name: 'March: % of the usual amount' });
    await visible(march);
    expect(await march.inputValue()).toBe('100');
    await visible(page.getByText('% of the usual amount', { exact: true }));
  });

  it('finds fruit growing by the Slovenian word for fruit, as by an apple', async () => {
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/tool/stepper/company-data');
    await page.getByRole('button', { name: 'Language: English. Change language' }).click();
    await page.getByRole('menuitem', { name: 'Slovenščina' }).click();
    // A private person's step in Slovenian too.
    await visible(page.getByRole('heading', { name: 'Vaši podatki', level: 2 }));
    const search = page.getByLabel('Iskanje kod NACE');
    for (const word of ['jabolka', 'sadje']) {
      await search.fill(word);
      await visible(page.getByRole('button', { name: /^Dodaj 01\.24:/ }));
    }
    await snap(page, 'words-nace-sadje-desktop');
  });
});
