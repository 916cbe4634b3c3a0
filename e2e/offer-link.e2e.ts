import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { grazBakery } from './support/accounts';
import { assertNoFindings, scan, type A11yFinding } from './support/axe';
import { hasHorizontalOverflow, snap, viewports, visible } from './support/browser';
import { setUpJourney, startWithChatClosed } from './support/journey';
import { waitForMail } from './support/outbox';
import { safeBreadWasteInfo } from './support/stepper-state';

// A food bank without an account answers an offer through the single-use link of its mail, on a
// phone. Its own server: the test reads the server's outbox.

const journey = setUpJourney(grazBakery('offer-link'), undefined, { ownServer: true });
const HOUR = 3600_000;
/** A sample food bank of data/providers/sample-providers.json, listed with a contact address. */
const FOOD_BANK_EMAIL = 'food-bank.at-wien-001@example.org';

async function api(path: string, init: { method?: string; body?: unknown; token?: string } = {}) {
  return fetch(`${journey.baseUrl}/tool/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
}

/** The id of the sample food bank, as the provider list names it. */
async function foodBankId(): Promise<string> {
  const res = await api(
    '/provider_companies?solution_id=reuse-food-bank&lat=48.2057&lon=16.4102&limit=20',
    {
      token: journey.token,
    },
  );
  expect(res.status).toBe(200);
  const { provider_companies: providers } = (await res.json()) as {
    provider_companies: { _id: string; contact: { email: string | null } }[];
  };
  const provider = providers.find((p) => p.contact.email === FOOD_BANK_EMAIL);
  expect(provider, `a provider with ${FOOD_BANK_EMAIL}`).toBeDefined();
  return provider!._id;
}

/** The bakery in Graz offers 40 kg of bread to the food bank, to be picked up in a few hours. */
async function offerBread(providerId: string): Promise<string> {
  const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
  const res = await api('/me/offers', {
    method: 'POST',
    token: journey.token,
    body: {
      providerId,
      solutionId: 'reuse-food-bank',
      companyProfile: {
        name: 'Bäckerei Huber',
        location: { address: 'Hauptplatz 1', city: 'Graz', postalCode: '8010', country: 'Austria' },
        location_geo: { type: 'Point', coordinates: [15.4395, 47.0707] },
        businessCategory: 'Retailer',
      },
      wasteInfo: safeBreadWasteInfo,
      pickup_from: at(2),
      pickup_to: at(8),
      packing: 'Two crates',
      message: 'Back door, ring twice.',
    },
  });
  const body = await res.text();
  expect(res.status, body).toBe(201);
  return (JSON.parse(body) as { id: string }).id;
}

/** An hour after the field's earliest time, as the field holds it (the browser's time zone). */
function anHourAfterMin(page: Page) {
  return page.getByLabel('Pick-up time').evaluate((input: HTMLInputElement) => {
    const d = new Date(new Date(input.min).getTime() + 3600_000);
    const p = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
  });
}

describe('answering an offer through the link of its mail', () => {
  it('accepts once with a time in the window, on a phone; the link answers no more', async () => {
    const offerId = await offerBread(await foodBankId());
    const [, token] = await waitForMail(
      journey.server!.dataDir,
      FOOD_BANK_EMAIL,
      /\/tool\/offer-answer\?token=([\w-]+)/,
    );
    const link = `${journey.baseUrl}/tool/offer-answer?token=${token}`;

    const context = await journey.browser.newContext({ viewport: viewports.mobile });
    await startWithChatClosed(context);
    const page = await context.newPage();
    await page.goto(link);
    await visible(page.getByRole('heading', { name: 'Surplus food offered to you', level: 1 }));
    await page
      .getByRole('region', { name: 'Usage statistics' })
      .getByRole('button', { name: 'Decline' })
      .click();
    const facts = page.getByRole('region', { name: 'The offer' });
    await visible(facts.getByText('Bread', { exact: true }));
    await visible(facts.getByText('40 kg'));
    await visible(facts.getByText('Hauptplatz 1, 8010 Graz, Austria'));
    await visible(facts.getByText('Donation to a food bank'));
    expect(await hasHorizontalOverflow(page)).toBe(false);

    const found: A11yFinding[] = [];
    await scan(page, 'offer link, waiting for an answer (phone)', found);

    // The choices are reached and opened by keyboard.
    const accept = page.getByRole('button', { name: 'Accept', exact: true });
    await accept.focus();
    await page.keyboard.press('Enter');
    expect(await accept.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('button', { name: 'Accept the offer' }).click();
    await visible(page.getByText('Choose a pick-up time.'));
    await scan(page, 'offer link, accept form with an error (phone)', found);
    const value = await anHourAfterMin(page);
    await page.getByLabel('Pick-up time').fill(value);
    await page.getByLabel('Who comes (optional)').fill('Maria with the white van');
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await snap(page, 'offer-link-accept-phone');
    await page.getByRole('button', { name: 'Accept the offer' }).click();

    await visible(page.getByText('Thank you: your answer was sent to the donor.'));
    await visible(page.getByText(/^The offer was accepted: pick-up on /));
    await visible(page.getByText('Who comes: Maria with the white van'));
    expect(await page.getByRole('button', { name: 'Accept', exact: true }).count()).toBe(0);
    await snap(page, 'offer-link-accepted-phone');
    await scan(page, 'offer link, accepted (phone)', found);
    assertNoFindings(found);

    // The donor sees the time the food bank chose.
    const pickupAt = await page.evaluate((local) => new Date(local).toISOString(), value);
    const donorView = await api(`/me/offers/${offerId}`, { token: journey.token });
    expect(await donorView.json()).toMatchObject({ status: 'accepted', pickup_at: pickupAt });

    // Opened again, the link shows what happened and offers no answer.
    await page.goto(link);
    await visible(page.getByText(/^The offer was accepted: pick-up on /));
    await visible(page.getByText('This link cannot answer the offer again.'));
    expect(await page.getByRole('button', { name: 'Accept', exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Decline', exact: true }).count()).toBe(0);
    const again = await api('/offer-link/answer', {
      method: 'POST',
      body: { token, answer: { type: 'decline', reason: 'too_far' } },
    });
    expect(again.status).toBe(404);

    // A link that names no offer says so.
    await page.goto(`${journey.baseUrl}/tool/offer-answer?token=${'x'.repeat(43)}`);
    await visible(page.getByRole('heading', { name: 'This link is not valid (any more)' }));
    await context.close();
  });
});
