import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { grazBakery } from './support/accounts';
import { assertNoFindings, scan, type A11yFinding } from './support/axe';
import { viewports, visible } from './support/browser';
import {
  loggedInContext,
  setUpJourney,
  startWithChatClosed,
  storeStepperData,
} from './support/journey';
import { grazBakeryStepperState } from './support/stepper-state';

// axe (WCAG 2.0/2.1 A and AA) on every page of the app at desktop and phone width, logged out
// and logged in, and on the overlays: consent banner, chat window, a modal, the language menu.
// Any serious or critical violation fails the test, listed by scene, rule and element. Map tiles
// cannot load here; they are left out of the scans.

const journey = setUpJourney(grazBakery('a11y'));

/** A bakery in Graz with 40 kg of bread once a week, located (as after step 1). */
const stepperState = grazBakeryStepperState;

const publicPages = [
  { name: 'home', path: '/tool/', expect: 'Measure Impact' },
  { name: 'login', path: '/tool/login', expect: 'Log In' },
  { name: 'register', path: '/tool/register', expect: 'I want to become a Food Hub member' },
  { name: 'reset-password', path: '/tool/reset-password', expect: 'Invalid or missing reset' },
  { name: 'reset-password-token', path: '/tool/reset-password?token=x', expect: 'password' },
  { name: 'tool-description', path: '/tool/tool-description', expect: 'Food Hub' },
  { name: 'privacy-policy', path: '/tool/privacy-policy', expect: 'Privacy' },
  { name: 'impressum', path: '/tool/impressum', expect: 'Impressum' },
  { name: 'not-found', path: '/tool/no-such-page', expect: 'Back to home' },
];

const button = (page: Page, name: string | RegExp) =>
  page.getByRole('button', { name, exact: typeof name === 'string' });

describe.each(Object.entries(viewports))('accessibility at %s width', (label, viewport) => {
  it('public pages, with and without the consent banner', async () => {
    const found: A11yFinding[] = [];
    const context = await journey.browser.newContext({ viewport });
    await startWithChatClosed(context);
    const page = await context.newPage();
    // A fresh browser: the consent banner is shown over the home page.
    await page.goto(`${journey.baseUrl}/tool/`);
    await visible(button(page, 'Decline'));
    await scan(page, `${label} consent banner`, found);
    await button(page, 'Decline').click();
    for (const p of publicPages) {
      await page.goto(`${journey.baseUrl}${p.path}`);
      await visible(page.getByText(p.expect).first());
      await scan(page, `${label} ${p.name}`, found);
    }
    await context.close();
    assertNoFindings(found);
  });

  it('the entry stepper, matching and the solution details with providers', async () => {
    const found: A11yFinding[] = [];
    const context = await loggedInContext(journey, viewport);
    const page = await context.newPage();
    await storeStepperData(page, journey, stepperState);

    await page.goto(`${journey.baseUrl}/tool/stepper/company-data`);
    // The one-time info modal (a Mantine modal) first, then the form.
    const gotIt = button(page, 'OK, Got it');
    await visible(gotIt);
    await scan(page, `${label} tool info modal`, found);
    await gotIt.click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await visible(page.getByRole('heading', { name: 'Company Data', level: 2 }));
    await scan(page, `${label} company-data`, found);

    // Clear All Data asks first: its confirmation modal.
    await button(page, 'Clear All Data').click();
    await visible(button(page, 'Yes, clear all data'));
    await scan(page, `${label} clear-data modal`, found);
    await button(page, 'Cancel').click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    // The header's language menu, open (on phones it sits in the burger drawer's place).
    const languageMenu = page.getByRole('button', { name: /^Language:/ });
    if (await languageMenu.isVisible()) {
      await languageMenu.click();
      await visible(page.getByRole('menu'));
      await scan(page, `${label} language menu`, found);
      await page.keyboard.press('Escape');
    }

    await page.goto(`${journey.baseUrl}/tool/stepper/food-surplus`);
    await visible(page.getByRole('heading', { name: 'Food Surplus', level: 2 }));
    await scan(page, `${label} food-surplus`, found);
    await button(page, 'Find Solutions').click();
    await page.waitForURL('**/tool/stepper/solutions', { timeout: 120_000 });
    await visible(page.getByRole('heading', { name: 'Solutions Found', level: 2 }));
    await scan(page, `${label} solutions`, found);

    await page.goto(`${journey.baseUrl}/tool/solution/reuse-food-bank`);
    await visible(page.getByRole('heading', { name: 'Provider Companies', level: 2 }));
    await scan(page, `${label} solution details`, found);
    await button(page, 'Show Provider Companies').click();
    await visible(page.getByText(/^\d+ providers found$/));
    await button(page, 'Expand All Providers').click();
    await scan(page, `${label} solution details with providers`, found);
    await context.close();
    assertNoFindings(found);
  });

  it('the impact analysis from the solution to the report', async () => {
    const found: A11yFinding[] = [];
    const context = await loggedInContext(journey, viewport);
    const page = await context.newPage();
    await storeStepperData(page, journey, stepperState);
    const next = button(page, 'Next');

    await page.goto(`${journey.baseUrl}/tool/lca-stepper`);
    await page.waitForURL('**/tool/lca-stepper/solution');
    const foodBank = page.getByRole('radio', { name: /Donation to a food bank/ });
    await visible(foodBank);
    await scan(page, `${label} lca solution`, found);
    await foodBank.click();
    await next.click();

    await page.waitForURL('**/tool/lca-stepper/provider');
    const vienna = page.getByRole('radio', { name: /Sample Food Bank Wien 1/ });
    await visible(vienna);
    await scan(page, `${label} lca provider`, found);
    await vienna.click();
    await next.click();

    await page.waitForURL('**/tool/lca-stepper/transport');
    const weight = page.getByRole('textbox', { name: /Total transport weight/ });
    await visible(weight);
    await weight.fill('30');
    await visible(page.getByText(/must be at least 40 kg/));
    await scan(page, `${label} lca transport with error`, found);
    await weight.fill('50');
    await button(page, 'Calculate Transport').click();
    await visible(page.getByTestId('transport-distance'), 20_000);
    await scan(page, `${label} lca transport calculated`, found);
    await button(page, 'Create Environmental Impact Report').click();

    await page.waitForURL('**/tool/lca-stepper/report');
    await visible(page.getByText(/This is a simplified analysis/));
    await scan(page, `${label} lca report`, found);
    await context.close();
    assertNoFindings(found);
  });

  it('account settings, the developer view and the chat window', async () => {
    const found: A11yFinding[] = [];
    const context = await loggedInContext(journey, viewport);
    const page = await context.newPage();
    await storeStepperData(page, journey, stepperState);

    await page.goto(`${journey.baseUrl}/tool/account-settings`);
    await visible(page.getByText('Bäckerei Huber').first());
    await scan(page, `${label} account-settings`, found);

    await page.goto(`${journey.baseUrl}/tool/main`);
    await visible(page.getByText('Open Component As View').first());
    await scan(page, `${label} developer view`, found);

    await page.goto(`${journey.baseUrl}/tool/stepper/food-surplus`);
    await visible(page.getByRole('heading', { name: 'Food Surplus', level: 2 }));
    await button(page, 'Open chat').click();
    await visible(page.getByRole('dialog', { name: 'Food Hub Assistant' }));
    await scan(page, `${label} chat window`, found);
    await context.close();
    assertNoFindings(found);
  });
});
