import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasHorizontalOverflow, snap, viewports, visible } from './support/browser';
import { grazBakery } from './support/accounts';
import {
  loggedInContext,
  setUpJourney,
  startWithChatClosed,
  storeStepperData,
} from './support/journey';
import { grazBakeryStepperState } from './support/stepper-state';

// What new users tripped over while finding their next step: help that filled the first screen,
// providers at the bottom of a long page, a login that greeted them 'Welcome back', and a Tool
// link that forgot where they were. Built app, shared server.

const journey = setUpJourney(grazBakery('finding'));
const phone = { width: 375, height: 740 } as const;

/** True when the element is wholly inside the window, as the page is scrolled now. */
async function inView(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const size = page.viewportSize();
  return box !== null && size !== null && box.y >= 0 && box.y + box.height <= size.height;
}

const expanded = (locator: Locator) => locator.getAttribute('aria-expanded');

describe('finding the next step', () => {
  it('opens the help once, then puts the task and the solutions first', async () => {
    const context = await loggedInContext(journey, viewports.desktop);
    const page = await context.newPage();
    await storeStepperData(page, journey, grazBakeryStepperState);

    // Step 1, first visit: the welcome dialog, and the help open.
    await page.goto(`${journey.baseUrl}/tool/stepper/company-data`);
    await page.getByRole('button', { name: 'OK, Got it' }).click();
    const stepHelp = page.getByRole('button', { name: 'About this step' });
    expect(await expanded(stepHelp)).toBe('true');

    // Second visit: the help is one line; the form is in view; one key opens the help again.
    await page.reload();
    await visible(page.getByRole('heading', { name: 'Company Data', level: 2 }));
    expect(await expanded(stepHelp)).toBe('false');
    expect(await inView(page, page.getByLabel('Company name'))).toBe(true);
    await stepHelp.focus();
    await page.keyboard.press('Enter');
    expect(await expanded(stepHelp)).toBe('true');
    await visible(page.getByText(/Every field is optional/));

    // Results, first visit: the score help is open.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/tool/stepper/food-surplus');
    await page.getByRole('button', { name: 'Find Solutions' }).click();
    await page.waitForURL('**/tool/stepper/solutions', { timeout: 120_000 });
    const scoreHelp = page.getByRole('button', { name: 'How to read the match score' });
    expect(await expanded(scoreHelp)).toBe('true');

    // Second visit: the first solution card is above the fold, on a laptop and on a phone.
    await page.reload();
    const firstCard = page.getByRole('main').getByRole('heading', { level: 3 }).first();
    await visible(firstCard);
    expect(await expanded(scoreHelp)).toBe('false');
    expect(await inView(page, firstCard)).toBe(true);
    await page.setViewportSize(phone);
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await inView(page, firstCard)).toBe(true);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await snap(page, 'finding-solutions-second-visit-phone');

    // Solution Details: the nearest providers near the top, the full list one click away.
    await page.setViewportSize(viewports.desktop);
    await page.getByRole('link', { name: 'Donation to a food bank' }).click();
    await page.waitForURL('**/tool/solution/reuse-food-bank');
    const nearest = page.getByRole('region', { name: 'Nearest providers' });
    const firstProvider = nearest.getByRole('listitem').first();
    await visible(firstProvider);
    expect(await nearest.getByRole('listitem').count()).toBe(3);
    await visible(firstProvider.getByText(/km away/));
    expect(await inView(page, firstProvider)).toBe(true);
    // The accepted foods are a few tags and 'Show all N', no longer a wall of 60.
    const allNames = page.getByRole('button', { name: /^Show all \d+\W+Surplus Names$/ });
    expect(await expanded(allNames)).toBe('false');
    await snap(page, 'finding-solution-details-desktop');
    await nearest.getByRole('button', { name: /^Show all \d+ providers and the map$/ }).click();
    await visible(page.getByText(/^\d+ providers found$/));
    await visible(page.getByRole('heading', { name: 'Map of Provider Companies' }));
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
      'Provider Companies',
    );
    expect(await expanded(page.getByRole('button', { name: 'Hide Provider Companies' }))).toBe(
      'true',
    );

    // Away to the home page and back with 'Tool': the page the user left, not step 1.
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'Home' }).click();
    await page.waitForURL((url) => /^\/tool\/?$/.test(url.pathname));
    await nav.getByRole('link', { name: 'Tool' }).click();
    await page.waitForURL('**/tool/solution/reuse-food-bank');
    await visible(page.getByRole('region', { name: 'Nearest providers' }));
    await context.close();
  });

  it('asks a visitor who starts the tool to register first, then opens the tool', async () => {
    const context = await journey.browser.newContext({ viewport: phone });
    await startWithChatClosed(context);
    const page = await context.newPage();
    await page.goto(`${journey.baseUrl}/tool/`);
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.getByRole('link', { name: 'Start the tool' }).click();

    await visible(page.getByRole('heading', { name: 'An account is needed for the tool' }));
    expect(await page.getByText(/Welcome back/).count()).toBe(0);
    await visible(page.getByRole('button', { name: 'Log in' }));
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await snap(page, 'finding-account-needed-phone');

    await page.getByRole('link', { name: 'Create a free account' }).click();
    await page.waitForURL('**/tool/register?redirect=%2Ftool');
    const email = `finding.visitor.${Date.now()}@example.org`;
    await page.getByLabel('First name').fill('Mara');
    await page.getByLabel('Last name').fill('Novak');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Street address').fill('Prešernov trg 1');
    await page.getByLabel('City').fill('Ljubljana');
    await page.getByLabel('Postal code').fill('1000');
    await page.getByLabel('Country').fill('Slovenia');
    await page.getByLabel('I want to become a Food Hub member').check();
    await page.getByRole('button', { name: 'Register' }).click();

    // The embedded mail outbox: the password is shown once, then the login form follows.
    const shown = page.getByTestId('generated-password');
    await shown.waitFor();
    const password = (await shown.textContent())?.trim() ?? '';
    await page.getByRole('button', { name: 'I have saved it' }).click();
    await page.waitForURL('**/tool/login?redirect=%2Ftool', { timeout: 10_000 });
    expect(await page.getByLabel('Email').inputValue()).toBe(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL('**/tool/stepper/company-data');
    await visible(page.getByRole('button', { name: 'OK, Got it' }));
    await context.close();
  });
});
