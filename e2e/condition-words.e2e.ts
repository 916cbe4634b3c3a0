import { describe, expect, it } from 'vitest';
import { grazBakery } from './support/accounts';
import { hasHorizontalOverflow, snap, viewports, visible } from './support/browser';
import { loggedInContext, setUpJourney, storeStepperData } from './support/journey';

// What the notes say about a surplus, as a user sees it on the results (round 4 of the blind
// probes): garden fruit with a few wormholes is not spoiled; a food bank may take it once the
// damaged pieces are sorted out. Built app, shared server.

const journey = setUpJourney(grazBakery('condition-words'));

const gardenFruit = {
  version: 1,
  state: {
    companyProfile: {
      name: 'Maria Huber',
      location: { address: 'Hauptplatz 1', city: 'Graz', postalCode: '8010', country: 'Austria' },
      businessCategory: 'Private Person',
      naceCodes: [],
    },
    wasteInfo: {
      surplusName: 'Äpfel und Birnen aus dem Garten',
      additionalSurplusInfo: 'zu viel Obst, ein paar haben Wurmlöcher, sonst frisch, nichts faul',
      foodGroups: [],
      amount: { value: 40, unit: 'kg' },
      frequency: { times: 1, interval: 'once' },
    },
  },
};

describe('blemished garden fruit', () => {
  it('is offered to people once the damaged pieces are sorted out', async () => {
    const context = await loggedInContext(journey, viewports.desktop);
    const page = await context.newPage();
    await storeStepperData(page, journey, gardenFruit);
    await page.goto(`${journey.baseUrl}/tool/stepper/food-surplus`);
    await page.getByRole('button', { name: 'Find Solutions' }).click();
    await page.waitForURL('**/tool/stepper/solutions', { timeout: 120_000 });

    const donation = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByTestId('match-score') })
      .filter({ hasText: 'Reuse (human)' })
      .first();
    await visible(donation);
    await visible(donation.getByText('Possible after checks'));
    await visible(donation.getByText(/the damaged pieces are sorted out \(wormholes/));
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await snap(page, 'condition-words-sort-first-desktop');

    await page.setViewportSize(viewports.mobile);
    await donation.getByText(/the damaged pieces are sorted out/).scrollIntoViewIfNeeded();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await snap(page, 'condition-words-sort-first-mobile');
    await context.close();
  });
});
