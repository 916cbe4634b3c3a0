import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasHorizontalOverflow, networkQuiet, snap, viewports, visible } from './support/browser';
import { grazBakery, registerAccount } from './support/accounts';
import { loggedInContext, setUpJourney, startWithChatClosed } from './support/journey';

// The entry stepper from step 1 to the solution details (spec part 1 §2, §4, §5, §8), with a
// reload in the middle, the matching timeout and Clear All Data. Built app, real server.

const journey = setUpJourney(grazBakery('stepper'));

async function openTool(
  viewport: { width: number; height: number } = viewports.desktop,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await loggedInContext(journey, viewport);
  const page = await context.newPage();
  // A fresh browser is asked about statistics first; answer it on the home page.
  await page.goto(`${journey.baseUrl}/tool/`);
  await page.getByRole('button', { name: 'Decline' }).click();
  await page.goto(`${journey.baseUrl}/tool/tool`);
  return { context, page };
}

const stored = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('foodhub-stepper') ?? '{}')) as Promise<{
    state: {
      companyProfile: {
        location_geo: { coordinates: [number, number] } | null;
        naceCodes: { code: string }[];
      };
      wasteInfo: { surplusName: string; foodGroups: string[]; amount: { value: number } };
    };
  }>;

describe('the entry stepper', () => {
  it('goes from company data to the solution details, keeping everything over a reload', async () => {
    const { context, page } = await openTool();
    await page.waitForURL('**/tool/stepper/company-data');

    // Step 1: the one-time info modal, then the form.
    await page.getByRole('button', { name: 'OK, Got it' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await visible(page.getByRole('heading', { name: 'Company Data', level: 2 }));
    expect(await page.getByRole('button', { name: 'Back' }).isDisabled()).toBe(true);
    await page.getByLabel('Company name').fill('Bäckerei Huber');
    await page.getByLabel('Street address').fill('Hauptplatz 1');
    await page.getByLabel('Postal code').fill('8010');
    await page.getByLabel('City').fill('Graz');
    await page.getByLabel('Country').first().fill('Austria');
    await page.getByLabel('Business category').first().fill('Bäckerei');
    await page.getByLabel('Search NACE codes').fill('10.71');
    await page.getByRole('button', { name: /^Add 10\.71:/ }).click();
    await visible(
      page.getByText('Manufacture of bread; manufacture of fresh pastry goods and cakes'),
    );

    // A reload keeps the entries, and the modal stays closed in this browser session.
    await page.reload();
    await visible(page.getByRole('heading', { name: 'Company Data', level: 2 }));
    expect(await page.getByLabel('Company name').inputValue()).toBe('Bäckerei Huber');
    expect(await page.getByLabel('City').inputValue()).toBe('Graz');
    expect(await page.getByRole('button', { name: 'OK, Got it' }).count()).toBe(0);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await snap(page, 'stepper-company-data-desktop');

    // Next locates the address (embedded gazetteer: Graz 8010) and opens step 2.
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/tool/stepper/food-surplus');
    // What was located is said on step 2.
    await visible(page.getByTestId('located-note'));
    expect(await page.getByTestId('located-note').textContent()).toContain(
      'Located: 8010 Graz, Austria (postal-code area)',
    );
    const [lon, lat] = (await stored(page)).state.companyProfile.location_geo!.coordinates;
    // Graz, to the precision of a postal code's area.
    expect(Math.abs(lat - 47.07)).toBeLessThan(0.15);
    expect(Math.abs(lon - 15.44)).toBeLessThan(0.15);

    // Step 2: free text accepted with Enter, a group tag, amount, frequency and a season.
    const name = page.getByRole('combobox', { name: 'Surplus Name' });
    await name.fill('Brot vom Vortag');
    await name.press('Enter');
    const groups = page.getByRole('textbox', { name: 'Food Groups' });
    await groups.fill('Cereal products');
    await groups.press('Enter');
    await page.getByRole('textbox', { name: 'Amount', exact: true }).fill('40');
    await page.getByRole('textbox', { name: 'Times', exact: true }).fill('6');
    // Segmented control and switch keep their native inputs out of sight: used by keyboard.
    await page.getByRole('radio', { name: 'Per week' }).focus();
    await page.keyboard.press('Space');
    expect(await page.getByRole('radio', { name: 'Per week' }).isChecked()).toBe(true);
    await page.getByRole('switch', { name: 'Seasonal surplus' }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('checkbox', { name: 'March' }).check();
    await page.getByLabel('March: % of the usual amount').fill('80');
    await page.getByLabel('Additional Surplus Information').fill('Packed in crates');

    await page.reload();
    expect(await page.getByRole('combobox', { name: 'Surplus Name' }).inputValue()).toBe(
      'Brot vom Vortag',
    );
    expect(await page.getByLabel('March: % of the usual amount').inputValue()).toBe('80');
    const saved = (await stored(page)).state;
    expect(saved.wasteInfo.foodGroups).toEqual(['Cereal products']);
    expect(saved.wasteInfo.amount.value).toBe(40);
    expect(saved.companyProfile.naceCodes.map((c) => c.code)).toEqual(['10.71']);
    await snap(page, 'stepper-food-surplus-desktop');

    // Find Solutions: step 3 with the ranked list, then the best solution's details.
    await page.getByRole('button', { name: 'Find Solutions' }).click();
    await page.waitForURL('**/tool/stepper/solutions', { timeout: 60_000 });
    await visible(page.getByRole('heading', { name: 'Solutions Found', level: 2 }));
    // Focus is on the heading: the next Tab leads into the results, not back to the page top.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Solutions Found');
    const first = page
      .getByRole('main')
      .getByRole('heading', { level: 3 })
      .getByRole('link')
      .first();
    await first.click();
    await page.waitForURL('**/tool/solution/**');
    await page.getByRole('button', { name: 'Company & Surplus Information' }).click();
    await visible(page.locator('dd', { hasText: 'Bäckerei Huber' }));
    await visible(page.locator('dd', { hasText: 'Brot vom Vortag' }));
    await visible(page.getByText(/March/));
    await visible(page.getByText('Why This Solution Matches'));

    // Back to the list, and Back from step 3 to step 2.
    await page.getByRole('link', { name: 'Back to Solutions' }).first().click();
    await page.waitForURL('**/tool/stepper/solutions');
    await page.getByRole('button', { name: 'Back' }).click();
    await page.waitForURL('**/tool/stepper/food-surplus');
    await context.close();
  });

  it('shows the timeout message and stays on step 2 when matching takes longer than 180 s', async () => {
    const { context, page } = await openTool();
    // The page's clock is ours from here on: 180 s pass in an instant.
    await page.clock.install();
    await page.goto(`${journey.baseUrl}/tool/stepper/food-surplus`);
    // A deliberately slow match: the request is held and never answered.
    await page.route('**/tool/api/solutions/match**', () => undefined);
    // Every file the page loads by itself (the chat button's icons among them) is there first:
    // with the clock 3 minutes on, one still loading would time out instead of the match. On a
    // slow machine a chain of lazy parts can pause longer than 'networkidle' waits (500 ms).
    await page.waitForLoadState('networkidle');
    await networkQuiet(page, 2000);
    // The app arms its 180 s timer as it sends the match: the clock moves on only once it is sent.
    const matchSent = page.waitForRequest('**/tool/api/solutions/match**');
    await page.getByRole('button', { name: 'Find Solutions' }).click();
    await visible(page.getByText('Finding solutions... This may take 1-2 minutes'));
    await matchSent;
    await page.clock.fastForward('03:01');
    await visible(
      page.getByText(
        'The request is taking longer than expected. Please try again or contact support if the issue persists.',
      ),
    );
    expect(page.url()).toContain('/tool/stepper/food-surplus');
    expect(await page.getByRole('button', { name: 'Find Solutions' }).isEnabled()).toBe(true);
    await context.close();
  });

  describe.each(Object.entries(viewports))(
    'errors where the user looks, at %s width',
    (_l, size) => {
      it('blocks Find Solutions on an invalid number and shows a failed match in view', async () => {
        const { context, page } = await openTool(size);
        await page.goto(`${journey.baseUrl}/tool/stepper/food-surplus`);
        let matchCalls = 0;
        await page.route('**/tool/api/solutions/match**', async (route) => {
          matchCalls++;
          await route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({
              statusCode: 500,
              error: 'Error',
              message: 'Something went wrong.',
            }),
          });
        });
        const amount = page.getByRole('textbox', { name: 'Amount', exact: true });
        await amount.fill('-5');
        await page.getByRole('button', { name: 'Find Solutions' }).click();
        // Not matched: focus on the broken field, whose message is shown.
        expect(await amount.evaluate((el) => el === document.activeElement)).toBe(true);
        expect(await amount.getAttribute('aria-invalid')).toBe('true');
        expect(matchCalls).toBe(0);
        expect(page.url()).toContain('/tool/stepper/food-surplus');

        await amount.fill('40');
        await page.getByRole('button', { name: 'Find Solutions' }).click();
        const alert = page.getByTestId('match-failure');
        await visible(alert);
        expect(await alert.textContent()).toContain('Error finding solutions. Please try again.');
        expect(await alert.evaluate((el) => el === document.activeElement)).toBe(true);
        // In view: the alert's box lies inside the viewport.
        const box = (await alert.boundingBox())!;
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height).toBeLessThanOrEqual(size.height);
        await context.close();
      });
    },
  );

  it('says what it located, and never takes a far-away namesake for the address', async () => {
    const { context, page } = await openTool();
    await page.goto(`${journey.baseUrl}/tool/stepper/company-data`);
    await page.getByRole('button', { name: 'OK, Got it' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByLabel('Street address').fill('Nowhereville 1');
    await page.getByLabel('Postal code').fill('99999');
    await page.getByLabel('City').fill('Atlantis');
    await page.getByLabel('Country').first().fill('');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/tool/stepper/food-surplus');
    await visible(page.getByTestId('located-note'));
    expect(await page.getByTestId('located-note').textContent()).toContain(
      'Your address could not be located. This postal code does not exist in that country.',
    );
    expect((await stored(page)).state.companyProfile.location_geo).toBeNull();
    await page.getByRole('link', { name: 'Check the address' }).click();
    await page.waitForURL('**/tool/stepper/company-data');
    await page.getByLabel('Postal code').fill('4000');
    await page.getByLabel('City').fill('Kranj');
    await page.getByLabel('Country').first().fill('Slovenija');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/tool/stepper/food-surplus');
    await visible(page.getByTestId('located-note'));
    expect(await page.getByTestId('located-note').textContent()).toContain(
      'Located: 4000 Kranj, Slovenia',
    );
    await context.close();
  });

  it('after a 401 says the session expired and brings the user back with the data kept', async () => {
    const account = await registerAccount(journey.baseUrl, grazBakery('stepper-expiry'));
    const context = await journey.browser.newContext({ viewport: viewports.desktop });
    await startWithChatClosed(context);
    const page = await context.newPage();
    await page.goto(`${journey.baseUrl}/tool/login`);
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.getByLabel(/^Email/).fill(account.email);
    await page.getByLabel(/^Password/).fill(account.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL('**/tool/tool');
    await page.goto(`${journey.baseUrl}/tool/stepper/food-surplus`);
    const name = page.getByRole('combobox', { name: 'Surplus Name' });
    await name.fill('Äpfel vom Hof');
    await name.press('Enter');

    // The server no longer accepts the token.
    await page.route('**/tool/api/solutions/match**', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ statusCode: 401, error: 'Unauthorized', message: 'expired' }),
      }),
    );
    await page.getByRole('button', { name: 'Find Solutions' }).click();
    await page.waitForURL('**/tool/login?**');
    await visible(
      page.getByRole('alert').getByText('Your session has expired. Please log in again.'),
    );
    await page.unroute('**/tool/api/solutions/match**');

    await page.getByLabel(/^Email/).fill(account.email);
    await page.getByLabel(/^Password/).fill(account.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL('**/tool/stepper/food-surplus');
    // The login shows the page after at most a moment's wait for the restore of the entries; on
    // a busy machine they arrive just after it.
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Surplus Name' }).inputValue())
      .toBe('Äpfel vom Hof');
    await context.close();
  });

  it('clears all data after confirmation and starts again at company data', async () => {
    const { context, page } = await openTool(viewports.mobile);
    await page.waitForURL('**/tool/stepper/company-data');
    await page.getByRole('button', { name: 'OK, Got it' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByLabel('Company name').fill('Gasthaus zur Post');
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await snap(page, 'stepper-company-data-mobile');
    await page.getByRole('button', { name: 'Clear All Data' }).click();
    // The page reloads once the server's draft is deleted: wait for that load, not the one before.
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Yes, clear all data' }).click();
    await reloaded;
    await page.waitForURL('**/tool/stepper/company-data');
    await visible(page.getByLabel('Company name'));
    expect(await page.getByLabel('Company name').inputValue()).toBe('');
    await context.close();
  });

  it('shares the entries between two open tabs instead of overwriting them', async () => {
    const { context, page: first } = await openTool();
    await first.waitForURL('**/tool/stepper/company-data');
    await first.getByRole('button', { name: 'OK, Got it' }).click();
    const second = await context.newPage();
    await second.goto(`${journey.baseUrl}/tool/stepper/company-data`);
    await visible(second.getByLabel('Company name'));

    await first.getByLabel('Company name').fill('Käserei Berger');
    await expect.poll(() => second.getByLabel('Company name').inputValue()).toBe('Käserei Berger');
    await second.getByLabel('City').fill('Bregenz');
    await expect.poll(() => first.getByLabel('City').inputValue()).toBe('Bregenz');

    // A reload of either tab shows both entries: neither tab overwrote the other.
    await first.reload();
    expect(await first.getByLabel('Company name').inputValue()).toBe('Käserei Berger');
    expect(await first.getByLabel('City').inputValue()).toBe('Bregenz');
    await context.close();
  });
});
