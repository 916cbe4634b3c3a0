import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { grazBakery } from './support/accounts';
import path from 'node:path';
import { hasHorizontalOverflow, screenshotDir, snap, viewports, visible } from './support/browser';
import { loggedInContext, setUpJourney, storeStepperData } from './support/journey';

// Issue 35 'Safe by asking, not guessing': the Food Surplus step asks what a food bank's intake
// asks (the questions that matter for this surplus, as the engine reads it), the answers decide
// the routes to people, and a route that holds only after checks says so with the checks. Runs
// on the built app and the real server with its own engine.

const journey = setUpJourney(grazBakery('conditions'));

/** The stepper's saved entries of a business with one surplus (version 1: the rest defaults). */
function surplusState(company: string, businessCategory: string, surplusName: string, kg: number) {
  return {
    version: 1,
    state: {
      companyProfile: {
        name: company,
        location: { address: 'Hauptplatz 1', city: 'Graz', postalCode: '8010', country: 'Austria' },
        businessCategory,
        naceCodes: [],
      },
      wasteInfo: {
        surplusName,
        foodGroups: [],
        amount: { value: kg, unit: 'kg' },
        frequency: { times: 1, interval: 'week' },
      },
    },
  };
}

const butcher = surplusState('Metzgerei Gruber', 'Butcher', 'Hackfleisch', 20);
const hotel = surplusState('Hotel Post', 'Hotel', 'leftover croissants', 15);

async function openSurplusStep(
  viewport: (typeof viewports)[keyof typeof viewports],
  state: unknown,
) {
  const context = await loggedInContext(journey, viewport);
  const page = await context.newPage();
  await storeStepperData(page, journey, state);
  await page.goto(`${journey.baseUrl}/tool/stepper/food-surplus`);
  await visible(page.getByRole('heading', { name: 'Food Surplus', level: 2 }));
  return { context, page };
}

const question = (page: Page, name: string) => page.getByRole('radiogroup', { name });

/** The result cards (those with a score), and the one of a category. */
const cards = (page: Page) =>
  page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByTestId('match-score') });
const donationCards = (page: Page) => cards(page).filter({ hasText: 'Reuse (human)' });

async function findSolutions(page: Page) {
  await page.getByRole('button', { name: 'Find Solutions' }).click();
  await page.waitForURL('**/tool/stepper/solutions', { timeout: 120_000 });
  await visible(page.getByRole('heading', { name: 'Solutions Found', level: 2 }));
}

async function expectNoOverflow(page: Page) {
  expect(await hasHorizontalOverflow(page)).toBe(false);
}

async function isChecked(radio: Locator) {
  return radio.evaluate((input) => (input as HTMLInputElement).checked);
}

describe.each(Object.entries(viewports))('condition questions at %s width', (label, viewport) => {
  it('asks a butcher about minced meat; unanswered, donation is possible after checks', async () => {
    const { context, page } = await openSurplusStep(viewport, butcher);

    // The questions that matter for chilled meat, read from the entries: the cold chain too.
    await visible(page.getByRole('heading', { name: 'Condition of the food', level: 3 }));
    await visible(
      page.getByText('A food bank asks these before it takes food; your answers decide'),
    );
    await visible(question(page, 'Which date is on the pack?'));
    await visible(question(page, 'Kept chilled or frozen without a break?'));
    // Whether the date passed is asked once a date is chosen.
    expect(await question(page, 'Has it passed?').count()).toBe(0);
    // The old optional field stays.
    await visible(page.getByRole('textbox', { name: 'Condition' }));

    await expectNoOverflow(page);
    await snap(page, `conditions-step-${label}`);

    // Unanswered: the food bank is there, possible after checks, with the checks.
    await findSolutions(page);
    const donation = donationCards(page).first();
    await visible(donation);
    await visible(donation.getByText('Possible after checks'));
    expect(await donation.getByText('Excellent Match').count()).toBe(0);
    await visible(donation.getByText('Before giving it away, check:'));
    await visible(donation.getByText(/kept chilled or frozen without a break/));
    await expectNoOverflow(page);
    await snap(page, `conditions-results-${label}`);

    // 'Change the condition or description' of the reading leads to the first question, focused.
    await page.getByRole('link', { name: 'Change the condition or description' }).click();
    await page.waitForURL('**/tool/stepper/food-surplus');
    const firstAnswer = page
      .getByRole('region', { name: 'Condition of the food' })
      .getByRole('radio')
      .first();
    await expect
      .poll(() => firstAnswer.evaluate((radio) => radio === document.activeElement))
      .toBe(true);
    await page.goBack();
    await page.waitForURL('**/tool/stepper/solutions');
    await visible(donation);

    // The details say the same.
    const name = ((await donation.getByRole('heading', { level: 3 }).textContent()) ?? '').trim();
    await donation.getByRole('heading', { level: 3 }).getByRole('link').click();
    await page.waitForURL('**/tool/solution/**');
    await visible(page.getByRole('heading', { name, level: 3 }));
    const score = page.getByTestId('match-score');
    await visible(score.getByText('Possible after checks'));
    await visible(page.getByTestId('condition-checks'));
    await expectNoOverflow(page);
    await snap(page, `conditions-details-${label}`);

    // 'Answer the questions' goes back to them, and they take the focus.
    await page.getByRole('link', { name: 'Answer the questions' }).click();
    await page.waitForURL('**/tool/stepper/food-surplus');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Condition of the food');

    // By keyboard: Tab reaches the first question, Space chooses, the arrow keys move within a
    // question. Use-by date, passed.
    const focusedLabel = () =>
      page.evaluate(() => {
        const input = document.activeElement as HTMLInputElement | null;
        return input?.type === 'radio' && input.checked ? input.labels?.[0]?.textContent : null;
      });
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    expect(await focusedLabel()).toBe('Use by');
    await visible(question(page, 'Has it passed?'));
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    expect(await focusedLabel()).toBe('No');
    await page.keyboard.press('ArrowRight');
    expect(await focusedLabel()).toBe('Yes');
    expect(
      await isChecked(question(page, 'Has it passed?').getByRole('radio', { name: 'Yes' })),
    ).toBe(true);
    await expectNoOverflow(page);
    await snap(page, `conditions-answered-${label}`);

    // Use-by date passed: donation is left out, with the reason.
    await findSolutions(page);
    expect(await donationCards(page).count()).toBe(0);
    const excluded = page.getByRole('region', { name: 'Why not donation?' });
    await excluded.scrollIntoViewIfNeeded();
    await visible(excluded.getByText('Donation to a food bank'));
    await visible(excluded.getByText(/use-by/i));
    await expectNoOverflow(page);
    await snap(page, `conditions-use-by-passed-${label}`);
    await context.close();
  });

  it("asks a hotel whether 'leftover croissants' were never served, in one click", async () => {
    const { context, page } = await openSurplusStep(viewport, hotel);
    await page.getByRole('button', { name: 'Find Solutions' }).click();

    const dialog = page.getByRole('dialog', { name: 'Was this prepared and never served?' });
    await visible(dialog, 120_000);
    // Quoting the words that raised the question.
    await visible(dialog.getByText(/“leftover/));
    // The focus is in the dialog.
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await expectNoOverflow(page);
    // The dialog stays in the viewport: a full-page picture would show it out of place.
    await page.screenshot({ path: path.join(screenshotDir, `conditions-confirm-${label}.png`) });
    await dialog.getByRole('button', { name: 'Yes, never served' }).click();

    await page.waitForURL('**/tool/stepper/solutions', { timeout: 120_000 });
    await visible(page.getByRole('heading', { name: 'Solutions Found', level: 2 }));
    // Never served, pastries from the hotel's kitchen: they may go to people.
    await visible(donationCards(page).first());
    await context.close();
  });
});
