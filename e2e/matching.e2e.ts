import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasHorizontalOverflow, snap, viewports, visible } from './support/browser';
import { grazBakery } from './support/accounts';
import { loggedInContext, setUpJourney, storeStepperData } from './support/journey';

// The matching journey of spec part 1 §2 and §4: a surplus saved in the stepper is matched on
// step 2, step 3 lists the ranked solutions with score bars, and the first one opens its details.
// Runs on the built app and the real server with its own catalogue and matching engine.

/** A bakery's weekly bread surplus, as the stepper keeps it in localStorage. */
const stepperState = {
  version: 1,
  state: {
    companyProfile: {
      name: 'Bäckerei Huber',
      location: { address: 'Hauptplatz 1', city: 'Graz', postalCode: '8010', country: 'Austria' },
      businessCategory: 'Retailer',
      naceCodes: [],
    },
    wasteInfo: {
      surplusName: 'Bread',
      foodGroups: ['Cereal products'],
      amount: { value: 40, unit: 'kg' },
      frequency: { times: 1, interval: 'week' },
    },
  },
};

const SCORE_LABEL = /^(Excellent|Very Good|Good|Fair|Moderate|Basic) Match$/;

const journey = setUpJourney(grazBakery('matching'));

async function openSurplusStep(viewport: (typeof viewports)[keyof typeof viewports]) {
  const context = await loggedInContext(journey, viewport);
  const page = await context.newPage();
  await storeStepperData(page, journey, stepperState);
  await page.goto(`${journey.baseUrl}/tool/stepper/food-surplus`);
  return { context, page };
}

async function expectNoOverflow(page: Page) {
  expect(await hasHorizontalOverflow(page)).toBe(false);
}

describe.each(Object.entries(viewports))('matching at %s width', (label, viewport) => {
  it('finds solutions for bread, lists them with scores and opens the best one', async () => {
    const { context, page } = await openSurplusStep(viewport);

    // Step 2 shows what will be matched.
    await visible(page.getByRole('heading', { name: 'Food Surplus', level: 2 }));
    await visible(page.getByRole('combobox', { name: 'Surplus Name' }));
    await page.getByRole('button', { name: 'Find Solutions' }).click();

    // Step 3: the ranked list with score bars.
    await page.waitForURL('**/tool/stepper/solutions', { timeout: 120_000 });
    await visible(page.getByRole('heading', { name: 'Solutions Found', level: 2 }));
    const cards = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({
        has: page.getByTestId('match-score'),
      });
    expect(await cards.count()).toBeGreaterThan(0);
    await visible(page.getByRole('link', { name: 'Environmental Impact Report' }));
    await expectNoOverflow(page);
    await snap(page, `matching-solutions-${label}`);

    // The first (best) solution opens its details.
    const firstLink = cards.first().getByRole('heading', { level: 3 }).getByRole('link');
    const name = ((await firstLink.textContent()) ?? '').trim();
    expect(name).not.toBe('');
    await firstLink.click();
    await page.waitForURL('**/tool/solution/**');
    await visible(page.getByRole('heading', { name: 'Solution Details', level: 1 }));
    await visible(page.getByRole('heading', { name, level: 3 }));
    await visible(page.getByText('Matching Solution'));
    const score = page.getByTestId('match-score');
    await visible(score);
    expect(await score.getByText(SCORE_LABEL).count()).toBe(1);
    await visible(page.getByRole('heading', { name: 'Why This Solution Matches' }));
    await visible(page.getByRole('link', { name: 'Back to Solutions' }));

    // The first card opens on its header.
    const header = page.getByRole('button', { name: 'Company & Surplus Information' });
    expect(await header.getAttribute('aria-expanded')).toBe('false');
    await header.click();
    expect(await header.getAttribute('aria-expanded')).toBe('true');
    // The card slides open; the screenshot waits until it has its full height.
    const contentId = await header.getAttribute('aria-controls');
    await page.waitForFunction((id) => {
      const content = document.getElementById(id ?? '');
      return content !== null && ['', 'auto'].includes(content.style.height);
    }, contentId);
    await visible(page.locator('dd', { hasText: 'Bäckerei Huber' }));
    await visible(page.locator('dd', { hasText: '40 kg' }));
    await expectNoOverflow(page);
    await snap(page, `matching-details-${label}`);

    // And back to the list, which is still there.
    await page.getByRole('link', { name: 'Back to Solutions' }).first().click();
    await page.waitForURL('**/tool/stepper/solutions');
    await visible(page.getByRole('link', { name }));
    await context.close();
  });
});

/** A supermarket's yoghurt past its use-by date, said in the notes. */
const yoghurtState = {
  version: 1,
  state: {
    companyProfile: { ...stepperState.state.companyProfile, businessCategory: 'Supermarkt' },
    wasteInfo: {
      surplusName: 'Joghurt',
      foodGroups: [],
      amount: { value: 20, unit: 'kg' },
      frequency: { times: 1, interval: 'week' },
      additionalSurplusInfo: 'Verbrauchsdatum überschritten',
    },
  },
};

describe.each(Object.entries(viewports))('unsafe surplus at %s width', (label, viewport) => {
  it('keeps yoghurt past its use-by date from people, says why, and takes the user’s condition', async () => {
    const context = await loggedInContext(journey, viewport);
    const page = await context.newPage();
    await storeStepperData(page, journey, yoghurtState);
    await page.goto(`${journey.baseUrl}/tool/stepper/food-surplus`);
    await page.getByRole('button', { name: 'Find Solutions' }).click();
    await page.waitForURL('**/tool/stepper/solutions', { timeout: 120_000 });

    // How it was read, in view at the top of the results.
    const reading = page.getByRole('status').filter({ hasText: 'How we read your surplus' });
    await visible(reading);
    expect(await reading.textContent()).toContain('Verbrauchsdatum überschritten');
    expect(await reading.isVisible()).toBe(true);
    // No donation route among the results, and the reason for it.
    const cards = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({
        has: page.getByTestId('match-score'),
      });
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await cards.filter({ hasText: 'Reuse (human)' }).count()).toBe(0);
    const why = page.getByRole('heading', { name: 'Why not donation?', level: 3 });
    await why.scrollIntoViewIfNeeded();
    await visible(why);
    // The reason names what was found, in the user's words.
    const donation = page.getByRole('region', { name: 'Why not donation?' });
    await visible(donation.getByText(/use-by date has passed \("Verbrauchsdatum überschritten"\)/));
    await visible(donation.getByText('Donation to a food bank'));
    await expectNoOverflow(page);
    await snap(page, `matching-why-not-${label}`);

    // The user says it is only past its best-before date (and the note said otherwise: a hazard
    // named in the notes stays), so the note goes and the condition is chosen.
    await page.getByRole('link', { name: /Change the condition/ }).click();
    await page.waitForURL('**/tool/stepper/food-surplus');
    await page.getByLabel('Additional Surplus Information').fill('MHD abgelaufen');
    await page.getByRole('textbox', { name: 'Condition' }).click();
    await page.getByRole('option', { name: 'Past best-before but safe' }).click();
    // What is matched next: the chosen condition and the new note.
    expect(await page.getByRole('textbox', { name: 'Condition' }).inputValue()).toBe(
      'Past best-before but safe',
    );
    expect(await page.getByLabel('Additional Surplus Information').inputValue()).toBe(
      'MHD abgelaufen',
    );
    await expectNoOverflow(page);
    await snap(page, `matching-condition-${label}`);
    await page.getByRole('button', { name: 'Find Solutions' }).click();
    await page.waitForURL('**/tool/stepper/solutions', { timeout: 120_000 });
    // The reading now says what the user gave (its text is shown in full when it does not).
    await visible(reading);
    expect(await reading.first().textContent()).toContain('You gave its condition as');
    await visible(cards.filter({ hasText: 'Reuse (human)' }).first());
    await context.close();
  });
});
