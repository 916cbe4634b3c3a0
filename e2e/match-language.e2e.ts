import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { grazBakery } from './support/accounts';
import { viewports, visible } from './support/browser';
import { loggedInContext, setUpJourney, storeStepperData } from './support/journey';
import { grazBakeryStepperState } from './support/stepper-state';

// The match answer is worded in one language (issue 38): a language switch on the results asks
// again in the new language, without reloading the page, and a saved surplus reopens worded in
// the language the interface shows.

const journey = setUpJourney(grazBakery('match-language'));
const shots = '/tmp/shots/searches';
const pages: Page[] = [];
afterAll(async () => {
  for (const page of pages) await page.context().close();
});

/** The POST /solutions/match requests the page sent, by their lang= parameter. */
function matchLanguages(page: Page): string[] {
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'POST' && url.pathname.endsWith('/solutions/match')) {
      asked.push(url.searchParams.get('lang') ?? '');
    }
  });
  return asked;
}

describe('the results in the interface language', () => {
  it('words the results in German after a switch, without reloading the page', async () => {
    const context = await loggedInContext(journey, viewports.desktop);
    const page = await context.newPage();
    pages.push(page);
    const asked = matchLanguages(page);
    await storeStepperData(page, journey, grazBakeryStepperState);
    await page.goto(`${journey.baseUrl}/tool/stepper/food-surplus`);
    await page.getByRole('button', { name: 'Find Solutions' }).click();
    await page.waitForURL('**/tool/stepper/solutions', { timeout: 120_000 });
    await visible(page.getByRole('link', { name: /Donation to a food bank/ }));
    expect(asked).toEqual(['en']);

    // A mark on the page's window: it survives only if the page is not loaded again.
    await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));
    await page.getByRole('button', { name: /^Language: English/ }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await visible(page.getByRole('link', { name: /Spende an eine Tafel/ }));
    expect(await page.getByRole('link', { name: /Donation to a food bank/ }).count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);
    expect(asked).toEqual(['en', 'de']);
    await page.screenshot({ path: path.join(shots, 'results-de-1280.png'), fullPage: true });
    await page.setViewportSize(viewports.mobile);
    await visible(page.getByRole('link', { name: /Spende an eine Tafel/ }));
    await page.screenshot({ path: path.join(shots, 'results-de-375.png'), fullPage: true });

    // Back to English: that answer is held, nothing is asked.
    await page.setViewportSize(viewports.desktop);
    await page.getByRole('button', { name: /^Sprache: Deutsch/ }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await visible(page.getByRole('link', { name: /Donation to a food bank/ }));
    expect(asked).toEqual(['en', 'de']);
  });

  it('reopens the saved surplus from My surpluses in French', async () => {
    const context = await loggedInContext(journey, viewports.desktop);
    await context.addInitScript(() => localStorage.setItem('language', 'fr'));
    const page = await context.newPage();
    pages.push(page);
    const asked = matchLanguages(page);
    await page.goto(`${journey.baseUrl}/tool/my-surpluses`);
    await visible(page.getByRole('heading', { name: 'Mes surplus', level: 1 }));
    await page.getByRole('button', { name: 'Afficher les solutions' }).first().click();
    // Entries the login brought into this browser are confirmed before they are replaced.
    const replace = page.getByRole('dialog').getByRole('button', { name: 'Remplacer les saisies' });
    await expect
      .poll(
        async () => page.url().includes('/tool/stepper/solutions') || (await replace.isVisible()),
        { timeout: 20_000 },
      )
      .toBe(true);
    if (await replace.isVisible()) await replace.click();
    await page.waitForURL('**/tool/stepper/solutions');
    await visible(page.getByRole('link', { name: /Don à une banque alimentaire/ }));
    // The saved surplus, worded by the server: no match was asked.
    expect(asked).toEqual([]);
    await page.screenshot({ path: path.join(shots, 'reopened-fr-1280.png'), fullPage: true });
  });
});
