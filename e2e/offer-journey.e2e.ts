import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grazBakery, registerAccount } from './support/accounts';
import { assertNoFindings, scan, type A11yFinding } from './support/axe';
import { hasHorizontalOverflow, snap, viewports, visible } from './support/browser';
import { setUpJourney, startWithChatClosed, storeStepperData } from './support/journey';
import { waitForMail } from './support/outbox';
import { bakeryStepperState, GRAZ, safeBreadWasteInfo } from './support/stepper-state';

// Closing the loop with two accounts: a bakery in Graz offers its bread to the Graz food bank
// from the food bank's card on Solution Details; the food bank's organisation account, on a
// phone, is told by mail, finds the offer in its inbox (with its count in the account menu) and
// accepts it with a time; the bakery confirms a handover of another amount than offered; My
// impact and the operator's figures show that amount. Its own server: it reads the outbox and
// makes an operator.

const OPERATOR = 'operator@offer-journey.example';
const journey = setUpJourney(grazBakery('offer-journey'), () => ({ ADMIN_EMAILS: OPERATOR }));

/** Bread of the day before, every food-safety question of step 2 answered and none failing. */
const breadWithAnswers = bakeryStepperState(GRAZ, { wasteInfo: safeBreadWasteInfo });

let operator: { email: string; token: string };
let foodBank: { email: string; token: string };
const contexts: BrowserContext[] = [];

async function api(path: string, token: string, init: { method?: string; body?: unknown } = {}) {
  const res = await fetch(`${journey.baseUrl}/tool/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${token}`,
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  expect(res.status, `${path}: ${text}`).toBeLessThan(300);
  return JSON.parse(text) as Record<string, unknown>;
}

beforeAll(async () => {
  // The operator: its address confirmed through the link of its mail.
  operator = await registerAccount(journey.baseUrl, { ...grazBakery('operator') }, OPERATOR);
  const [, confirm] = await waitForMail(
    journey.server!.dataDir,
    OPERATOR,
    /confirm-email\?token=([\w-]+)/,
  );
  await api('/confirm-email', operator.token, { method: 'POST', body: { token: confirm } });

  // The Graz food bank's organisation account keeps its provider entry, which the operator approves.
  foodBank = await registerAccount(journey.baseUrl, {
    tag: 'tafel-graz',
    firstName: 'Eva',
    lastName: 'Novak',
    streetAddress: 'Annenstraße 10',
    city: 'Graz',
    postalCode: '8020',
    country: 'Austria',
    company: 'Tafel Graz',
  });
  const entry = await api('/me/provider', foodBank.token, {
    method: 'PUT',
    body: {
      company_name: 'Tafel Graz',
      business_category: 'Food bank',
      description: 'Takes bread and vegetables for people in need.',
      location: { address: 'Annenstraße 10', city: 'Graz', postal_code: '8020', country: 'AT' },
      location_geo: { type: 'Point', coordinates: [15.4283, 47.0707] },
      institution_types: ['Food bank'],
      capacity: [{ food_category: 'Bread', needed: 'always', max_kg_per_week: 100, note: null }],
      logistics: {
        pickup: { available: true, radius_km: 20, frequency: 'weekly', weekend: false },
        delivery: { accepted: true },
      },
      company_constraints: {
        preparation: 'Packed',
        minimum_quantity_acceptance: null,
        frequency: null,
        additional_requirements: null,
      },
      accepted_food_types: { food_group: ['Cereal products'], food_subgroup: [], surplus_name: [] },
      contact_person: 'Eva Novak',
      contact: { email: foodBank.email, phone: '+43 316 0000' },
      website: null,
      show_contact: { person: true, email: true, phone: false },
      solution_ids: ['reuse-food-bank'],
    },
  });
  await api(`/admin/provider-entries/${String(entry.id)}/approve`, operator.token, {
    method: 'POST',
    body: {},
  });
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
});

async function pageOf(token: string, viewport: { width: number; height: number }): Promise<Page> {
  const context = await journey.browser.newContext({ viewport });
  contexts.push(context);
  await context.addCookies([{ name: 'access_token', value: token, url: journey.baseUrl }]);
  await startWithChatClosed(context);
  return context.newPage();
}

/** An hour after the field's earliest time, as the field holds it (the browser's time zone). */
function anHourAfterMin(page: Page) {
  return page.getByLabel('Pick-up time').evaluate((input: HTMLInputElement) => {
    const d = new Date(new Date(input.min).getTime() + 3600_000);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
  });
}

describe('an offer from the Graz bakery to the Graz food bank', () => {
  let offerPath = '';

  it('is sent from the food bank’s card on Solution Details', async () => {
    const page = await pageOf(journey.token, viewports.desktop);
    await storeStepperData(page, journey, breadWithAnswers);
    await page.goto(`${journey.baseUrl}/tool/solution/reuse-food-bank`);
    await page.getByRole('button', { name: 'Show Provider Companies' }).click();
    const card = page
      .getByRole('list', { name: 'Provider companies, nearest first' })
      .getByRole('button', { name: /Tafel Graz/ })
      .first();
    await card.click();
    await page.getByRole('button', { name: 'Offer this surplus to Tafel Graz' }).click();

    const dialog = page.getByRole('dialog', { name: 'Offer your surplus' });
    await visible(dialog.getByText('Bread', { exact: false }).first());
    await dialog.getByLabel('How it is packed (optional)').fill('Two crates');
    await dialog.getByLabel('Message to the provider (optional)').fill('Back door, ring twice.');
    await snap(page, 'offer-dialog-desktop');
    await dialog.getByRole('button', { name: 'Send the offer' }).click();
    const open = page.getByRole('link', { name: 'Open the offer' });
    await visible(open);
    offerPath = new URL((await open.getAttribute('href'))!, journey.baseUrl).pathname;
    expect(offerPath).toMatch(/^\/tool\/my-offers\/[\w-]+$/);
  });

  it('reaches the food bank by mail and in its inbox, where it is accepted on a phone', async () => {
    const offerId = offerPath.split('/').at(-1)!;
    const [, linked] = await waitForMail(
      journey.server!.dataDir,
      foodBank.email,
      /\/tool\/provider-offers\/([\w-]+)/,
    );
    expect(linked).toBe(offerId);

    const page = await pageOf(foodBank.token, viewports.mobile);
    await page.goto(`${journey.baseUrl}/tool/`);
    await page.getByRole('button', { name: 'Decline' }).click();
    // The account menu names how many offers wait.
    await page.getByRole('button', { name: 'Account' }).click();
    const inboxItem = page.getByRole('menuitem', { name: /Offers received/ });
    await expect.poll(() => inboxItem.textContent()).toMatch(/Offers received\s*1/);
    await inboxItem.click();
    await visible(page.getByRole('heading', { name: 'Offers received', level: 1 }));
    await visible(page.getByText('1 offer waits for your answer'));
    await page.getByRole('link', { name: /Bread/ }).first().click();
    await page.waitForURL(`**/tool/provider-offers/${offerId}`);

    const found: A11yFinding[] = [];
    await visible(page.getByText('Back door, ring twice.'));
    await scan(page, 'inbox offer, waiting (phone)', found);
    await page.getByRole('button', { name: 'Accept', exact: true }).click();
    await page.getByLabel('Pick-up time').fill(await anHourAfterMin(page));
    await page.getByLabel('Who comes (optional)').fill('Maria with the white van');
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await snap(page, 'inbox-accept-phone');
    await page.getByRole('button', { name: 'Accept the offer' }).click();
    await visible(page.getByText(/^Accepted: pick-up on /));
    await visible(page.getByText('Who comes: Maria with the white van'));
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await snap(page, 'inbox-accepted-phone');
    await scan(page, 'inbox offer, accepted (phone)', found);
    assertNoFindings(found);

    // The bakery is told by mail, with the way to its offer.
    await waitForMail(journey.server!.dataDir, 'offer-journey.', new RegExp(offerPath));
  });

  it('is confirmed with another amount than offered, which My impact and the figures show', async () => {
    const page = await pageOf(journey.token, viewports.desktop);
    await page.goto(`${journey.baseUrl}/tool/my-offers`);
    await visible(page.getByRole('heading', { name: 'My offers', level: 1 }));
    await page.goto(`${journey.baseUrl}${offerPath}`);
    await visible(page.getByText(/The provider accepted: pick-up on/));
    // The phone the food bank hides shows once it accepted; its e-mail all along.
    await visible(page.getByText('+43 316 0000'));
    await page.getByLabel('Kilograms handed over').fill('32,5');
    await page.getByRole('button', { name: 'Confirm the handover' }).click();
    await visible(page.getByText(/Handed over: 32\.5 kg on/));
    await snap(page, 'my-offer-handed-over-desktop');

    await page.goto(`${journey.baseUrl}/tool/my-impact`);
    const handed = page.getByRole('region', { name: /Handed over/ }).first();
    await visible(handed.getByText(/32\.5 kg/).first());
    await snap(page, 'my-impact-handed-over-desktop');

    const console = await pageOf(operator.token, viewports.mobile);
    await console.goto(`${journey.baseUrl}/tool/admin`);
    const figures = console.getByRole('region', { name: /Handed over/ }).first();
    await visible(figures.getByText(/32\.5/).first());
    expect(await hasHorizontalOverflow(console)).toBe(false);
    await snap(console, 'admin-figures-handed-over-phone');
  });

  it('lets the food bank stop offers from the bakery, which a reload still shows', async () => {
    const offerId = offerPath.split('/').at(-1)!;
    const page = await pageOf(foodBank.token, viewports.mobile);
    await page.goto(`${journey.baseUrl}/tool/provider-offers/${offerId}`);
    await page.getByRole('button', { name: 'Stop offers from this donor' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Stop offers' }).click();
    const stopped = page.getByText(/Offers from this donor are stopped/);
    await visible(stopped);
    await page.reload();
    await visible(stopped);
    expect(await page.getByRole('button', { name: 'Stop offers from this donor' }).count()).toBe(0);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await snap(page, 'inbox-stopped-phone');
  });
});
