import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { grazBakery } from './support/accounts';
import { snap, viewports, visible } from './support/browser';
import { loggedInContext, setUpJourney, storeStepperData } from './support/journey';

// Issue 'What new users tripped over', entering a surplus: numbers read as people write them
// (a pasted '1,5' is 1.5, 'ten' stays with a message), 0 kg warned of, 'per day' as an interval,
// the transport weight following the current surplus, and the links back to an earlier step
// landing on the field itself. Built app, shared server.

const journey = setUpJourney(grazBakery('entering-numbers'));

const phone = { width: 375, height: 740 };

/** The bakery's entries (version 1: the rest defaults), located in Graz, with `kg` of bread. */
function bakery(kg: number) {
  return {
    version: 1,
    state: {
      companyProfile: {
        name: 'Bäckerei Huber',
        location: { address: 'Hauptplatz 1', city: 'Graz', postalCode: '8010', country: 'Austria' },
        location_geo: { type: 'Point', coordinates: [15.4395, 47.0707] },
        lastGeocodedAddress: 'Hauptplatz 1, 8010 Graz, Austria',
        locatedAs: {
          found: true,
          precision: 'postal_code',
          matched: { postal_code: '8010', city: 'Graz', country_code: 'AT' },
        },
        businessCategory: 'Retailer',
        naceCodes: [],
      },
      wasteInfo: {
        surplusName: 'Bread',
        foodGroups: ['Cereal products'],
        amount: { value: kg, unit: 'kg' },
        frequency: { times: 1, interval: 'week' },
      },
    },
  };
}

/** Opens the Food Surplus step with the bakery's entries, in `language`. */
async function openSurplusStep(viewport: { width: number; height: number }, language = 'en') {
  const context = await loggedInContext(journey, viewport);
  const page = await context.newPage();
  await storeStepperData(page, journey, bakery(40));
  await page.evaluate((lng) => localStorage.setItem('language', lng), language);
  await page.goto(`${journey.baseUrl}/tool/stepper/food-surplus`);
  return { context, page };
}

const waste = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('foodhub-stepper') ?? '{}').state.wasteInfo);

const isFocused = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);

/** True when the element lies fully inside the viewport (and below the 64 px header). */
async function inView(page: Page, locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const height = page.viewportSize()!.height;
  return box !== null && box.y >= 64 && box.y + box.height <= height;
}

describe('entering a surplus', () => {
  it('reads a pasted decimal comma, keeps text that is no number, warns of 0 kg (1280, English)', async () => {
    const { context, page } = await openSurplusStep(viewports.desktop);
    const amount = page.getByRole('textbox', { name: 'Amount', exact: true });
    const times = page.getByRole('textbox', { name: 'Times', exact: true });
    await visible(amount);

    // Pasted (inserted whole), '1,5' is 1.5, not 15; thousands too when unambiguous.
    await amount.fill('1,5');
    await expect.poll(async () => (await waste(page)).amount.value).toBe(1.5);
    await amount.fill('1.234,5');
    await expect.poll(async () => (await waste(page)).amount.value).toBe(1234.5);
    await amount.blur();
    expect(await amount.inputValue()).toBe('1234.5');

    // 'ten' stays as typed, with the message once the field is left; nothing is saved.
    await amount.fill('ten');
    await times.focus();
    const message = page.getByRole('alert').filter({ hasText: 'Enter a number of kilograms.' });
    await visible(message);
    expect(await amount.inputValue()).toBe('ten');
    expect((await waste(page)).amount.value).toBeNull();
    // Find Solutions does not match on it: the field takes the focus.
    await page.getByRole('button', { name: 'Find Solutions' }).click();
    await expect.poll(() => isFocused(amount)).toBe(true);
    expect(page.url()).toContain('/tool/stepper/food-surplus');
    // A reload shows what the user saw.
    await page.reload();
    await visible(message);
    expect(await amount.inputValue()).toBe('ten');

    // 0 kg: a warning, not an error.
    await amount.fill('0');
    await visible(page.getByRole('status').filter({ hasText: '0 kg means there is nothing' }));
    expect(await amount.getAttribute('aria-invalid')).toBe('false');
    expect((await waste(page)).amount.value).toBe(0);

    // A negative amount and 0 times are flagged when the field is left.
    await amount.fill('-5');
    await times.fill('0');
    await times.blur();
    await visible(page.getByRole('alert').filter({ hasText: 'The amount cannot be negative.' }));
    await visible(page.getByRole('alert').filter({ hasText: 'Enter at least 1.' }));
    expect(await times.getAttribute('aria-invalid')).toBe('true');
    expect((await waste(page)).frequency.times).toBe(1);
    await snap(page, 'entering-numbers-amount-desktop');
    await context.close();
  });

  it('offers per day with the days a week, saved as times per week (375, German)', async () => {
    const { context, page } = await openSurplusStep(phone, 'de');
    const amount = page.getByRole('textbox', { name: 'Menge', exact: true });
    await visible(amount);
    await amount.fill('zehn');
    await amount.blur();
    await visible(
      page.getByRole('alert').filter({ hasText: 'Geben Sie eine Zahl in Kilogramm ein.' }),
    );
    await amount.fill('15,5');
    await amount.blur();
    expect(await amount.inputValue()).toBe('15,5');

    // A caterer with 15.5 kg every working day: per day, 5 days a week.
    await page.getByRole('radio', { name: 'Pro Tag' }).focus();
    await page.keyboard.press('Space');
    const days = page.getByRole('textbox', { name: 'Tage pro Woche' });
    await visible(days);
    expect(await days.inputValue()).toBe('5');
    await visible(page.getByText('1 bis 7 Tage. Gezählt als 5-mal pro Woche.'));
    await expect
      .poll(async () => (await waste(page)).frequency)
      .toEqual({ times: 5, interval: 'week' });
    expect((await waste(page)).amount.value).toBe(15.5);
    // Every interval is on screen on a phone.
    const monthly = page.getByText('Pro Monat', { exact: true });
    expect(await inView(page, monthly)).toBe(true);
    const box = (await monthly.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
    await snap(page, 'entering-numbers-per-day-phone');

    await page.reload();
    await visible(days);
    expect(await page.getByRole('radio', { name: 'Pro Tag' }).isChecked()).toBe(true);
    expect(await days.inputValue()).toBe('5');
    await context.close();
  });

  it('lets the transport weight follow the new surplus, read with a comma (1280, English)', async () => {
    const context = await loggedInContext(journey, viewports.desktop);
    const page = await context.newPage();
    await storeStepperData(page, journey, bakery(4));
    // The transport form of an earlier analysis, of a 3 kg surplus.
    await page.evaluate(
      (form) => {
        const state = {
          lifecycleStage: null,
          selectedSolutionId: null,
          selectedProviderKey: null,
          transportForm: form,
          reuseHumanCalculations: { period: 'once', indicator: 'co2' },
        };
        localStorage.setItem('foodhub-analysis', JSON.stringify({ version: 2, state }));
      },
      {
        source: 'Hauptplatz 1, 8010 Graz, Austria',
        destination: 'Lagergasse 5, 8020 Graz',
        weightKg: 3,
        weightForKg: 3,
      },
    );
    await page.goto(`${journey.baseUrl}/tool/lca-stepper/transport`);
    const weight = page.getByRole('textbox', { name: /Total transport weight/ });
    await visible(weight);
    await expect.poll(() => weight.inputValue()).toBe('4');
    const calculate = page.getByRole('button', { name: 'Calculate Transport' });
    expect(await calculate.isEnabled()).toBe(true);

    // '35,5' is 35.5 kg, typed or pasted.
    await weight.fill('35,5');
    await weight.blur();
    expect(await weight.inputValue()).toBe('35.5');

    // Too little: the button says why, and Tab still reaches it.
    await weight.fill('2');
    await visible(page.getByText('To calculate, enter a total transport weight of at least 4 kg.'));
    expect(await calculate.isDisabled()).toBe(true);
    await weight.focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await isFocused(calculate)).toBe(true);

    await weight.fill('12,25');
    await calculate.click();
    await visible(page.getByTestId('transport-distance'), 20_000);
    expect(await page.getByTestId('transport-formula').textContent()).toContain('× 0.012 t ×');
    await snap(page, 'entering-numbers-transport-desktop');
    await context.close();
  });

  it('leads Check the address and Change the condition to the field, focused (375, English)', async () => {
    const { context, page } = await openSurplusStep(phone);
    await page.getByRole('link', { name: 'Check the address' }).click();
    await page.waitForURL('**/tool/stepper/company-data');
    // A new session's one-time info comes first; closed, the street address has the focus.
    await page.getByRole('button', { name: 'OK, Got it' }).click();
    const street = page.getByRole('textbox', { name: 'Street address' });
    await expect.poll(() => isFocused(street)).toBe(true);
    expect(await inView(page, street)).toBe(true);

    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/tool/stepper/food-surplus');
    await page.getByRole('button', { name: 'Find Solutions' }).click();
    await page.waitForURL('**/tool/stepper/solutions', { timeout: 120_000 });
    await page.getByRole('link', { name: 'Change the condition or description' }).click();
    await page.waitForURL('**/tool/stepper/food-surplus');
    const firstAnswer = page
      .getByRole('region', { name: 'Condition of the food' })
      .getByRole('radio')
      .first();
    await expect.poll(() => isFocused(firstAnswer)).toBe(true);
    expect(await inView(page, firstAnswer)).toBe(true);
    await snap(page, 'entering-numbers-condition-phone');
    await context.close();
  });
});
