import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasHorizontalOverflow, snap, viewports, visible } from './support/browser';
import { grazBakery } from './support/accounts';
import { loggedInContext, setUpJourney, storeStepperData } from './support/journey';
import { bakeryStepperState, GRAZ, type BakeryPlace } from './support/stepper-state';

// The provider section of Solution Details (spec part 1 §2 'Provider lists', 'Provider map',
// §4 'Provider section'): show, expand all, a marker click, the 'Selected on map' card and its
// close, for a catalogue solution (the shipped sample providers) and for a vcg.ai solution (an
// outside service faked here). Map tiles cannot load here: the page must work without them.

const VIENNA: BakeryPlace = {
  lat: 48.2082,
  lon: 16.3738,
  address: 'Stephansplatz 1',
  city: 'Wien',
  postalCode: '1010',
};

/** A bakery with a located address, as the stepper keeps it in localStorage. */
const stepperState = bakeryStepperState;

const vcgSolution = {
  id: 'vcg-bread-kvass',
  solution_origin: 'vcg.ai',
  processName: 'Bread kvass brewing',
  description: 'Dried bread fermented into a traditional soft drink.',
  solutionCategory: 'Upcycling (food)',
};

/** The outside service's providers: camelCase, one without a name, one without a place. */
const vcgProviders = [
  {
    companyName: 'Kvass Werkstatt Graz',
    description: 'Small brewery taking dried bread.',
    businessCategory: ['Brewery', 'Beverage production'],
    contact: { email: 'hello@kvass.example.org', phone: '+43 316 000000' },
    location: {
      address: 'Annenstraße 10',
      city: 'Graz',
      postalCode: '8020',
      country: 'Austria',
      latitude: 47.0714,
      longitude: 15.4291,
    },
  },
  {
    companyName: '',
    businessCategory: ['Beverage production'],
    location: { city: 'Wien', country: 'Austria', latitude: 48.2, longitude: 16.37 },
  },
  { companyName: 'Brot & Kvass Online', description: 'Ships kvass kits.' },
];

let fakeVcg: Server;
let vcgUrl = '';
beforeAll(async () => {
  fakeVcg = createServer((req, res) => {
    res.setHeader('Content-Type', 'application/json');
    if (req.url?.startsWith('/provider_companies')) {
      res.end(JSON.stringify({ provider_companies: vcgProviders }));
    } else {
      // The outside service's match always brings the kvass solution.
      res.end(JSON.stringify({ solutions: [vcgSolution], details: {} }));
    }
  });
  await new Promise<void>((resolve) => fakeVcg.listen(0, '127.0.0.1', resolve));
  vcgUrl = `http://127.0.0.1:${(fakeVcg.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => fakeVcg.close(() => resolve())));

const journey = setUpJourney(grazBakery('providers'), () => ({ VCG_API_URL: vcgUrl }));

async function openDetails(
  viewport: (typeof viewports)[keyof typeof viewports],
  solutionPath: string,
  state: ReturnType<typeof stepperState>,
) {
  const context = await loggedInContext(journey, viewport);
  const page = await context.newPage();
  const providerCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/tool/api/provider_companies')) providerCalls.push(request.url());
  });
  await storeStepperData(page, journey, state);
  await page.goto(`${journey.baseUrl}/tool/solution/${solutionPath}`);
  await visible(page.getByRole('heading', { name: 'Provider Companies', level: 2 }));
  return { context, page, providerCalls };
}

/** The cards' headers (the buttons that open them), not the buttons inside an opened card. */
const cardHeaders = (page: Page) =>
  page
    .getByRole('list', { name: 'Provider companies, nearest first' })
    .locator('button[aria-expanded]');
const markers = (page: Page) => page.locator('.leaflet-marker-pane .leaflet-marker-icon');
const selectedCard = (page: Page) => page.getByRole('region', { name: 'Selected on map' });

async function expandedStates(page: Page): Promise<(string | null)[]> {
  return cardHeaders(page).evaluateAll((buttons) =>
    buttons.map((b) => b.getAttribute('aria-expanded')),
  );
}

describe.each(Object.entries(viewports))('provider companies at %s width', (label, viewport) => {
  it('shows the sample providers nearest first, on the map and in cards', async () => {
    const { context, page, providerCalls } = await openDetails(
      viewport,
      'reuse-food-bank',
      stepperState(VIENNA),
    );

    // The nearest providers are named near the top; the card with the full list and the map
    // stays hidden until the user asks, and shows the same list without asking again.
    await visible(page.getByRole('region', { name: 'Nearest providers' }).getByRole('listitem'));
    expect(providerCalls).toHaveLength(1);
    await page.getByRole('button', { name: 'Show Provider Companies' }).click();
    await visible(page.getByText(/^\d+ providers found$/));
    expect(providerCalls).toHaveLength(1);
    expect(providerCalls[0]).toContain(`lat=${VIENNA.lat}&lon=${VIENNA.lon}`);
    await visible(page.getByText(/These are sample providers/));
    // Samples are no real provider: the user is told none is near, and still sees the nearest.
    await visible(page.getByText(/No real provider of this solution within 50 km of your address/));
    await visible(page.getByRole('heading', { name: 'Map of Provider Companies' }));
    await visible(page.getByText('Click on the map markers to view provider details'));

    // Cards: collapsed, nearest first, distance in km with one decimal.
    const count = await cardHeaders(page).count();
    expect(count).toBeGreaterThan(5);
    expect(await expandedStates(page)).toEqual(Array(count).fill('false'));
    const distances = await cardHeaders(page).evaluateAll((buttons) =>
      buttons.map((b) => /([\d,]+\.\d) km away/.exec(b.textContent ?? '')?.[1] ?? null),
    );
    const km = distances.map((d) => Number(d?.replace(/,/g, '')));
    expect(km.every((d) => Number.isFinite(d))).toBe(true);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect(km[0]).toBeLessThan(10); // a sample food bank in Vienna
    await visible(page.getByText('Sample data'));

    // One marker per provider with coordinates, and the user's own above them all.
    await visible(markers(page));
    expect(await markers(page).count()).toBe(count + 1);
    const you = page.locator('.leaflet-marker-icon[title="Your Surplus Location"]');
    const zIndex = async (locator: ReturnType<typeof page.locator>) =>
      Number(await locator.evaluate((el) => (el as HTMLElement).style.zIndex));
    const firstMarker = markers(page).first();
    expect(await zIndex(you)).toBeGreaterThan(await zIndex(firstMarker));
    await you.click();
    await visible(page.locator('.leaflet-popup', { hasText: 'Your Surplus Location' }));
    if (label === 'desktop') await snap(page, `providers-list-${label}`);

    // Expand all: every card open with its sections; collapse all closes them again.
    await page.getByRole('button', { name: 'Expand All Providers' }).click();
    expect(await expandedStates(page)).toEqual(Array(count).fill('true'));
    const first = page
      .getByRole('list', { name: 'Provider companies, nearest first' })
      .getByRole('listitem')
      .first();
    for (const section of [
      'Description',
      'Institution Types',
      'Food Capacity (kg/week)',
      'Logistics',
      'Operational Requirements',
      'Accepted Food Types',
      'Business Categories',
      'Additional Information',
      'Contact Information',
    ]) {
      await visible(first.getByRole('heading', { name: section, exact: true }));
    }
    // Hidden keys stay hidden; the website is a link to an https address.
    expect(await first.getByText(/opened year|non profit/i).count()).toBe(0);
    const website = first.getByRole('link', { name: /example\.org\/sample/ });
    expect(await website.getAttribute('href')).toMatch(/^https:\/\//);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await page.getByRole('button', { name: 'Collapse All Providers' }).click();
    expect(await expandedStates(page)).toEqual(Array(count).fill('false'));

    // A marker click selects the provider, opens its card and shows the map card.
    const name = (await cardHeaders(page).nth(1).locator('p').first().textContent()) ?? '';
    const marker = page.locator(`.leaflet-marker-icon[title="${name}"]`);
    await marker.click();
    const mapCard = selectedCard(page);
    await visible(mapCard);
    await visible(mapCard.getByText(name));
    await visible(mapCard.getByText(/\d+\.\d{2} km away/));
    expect(await marker.getAttribute('class')).toContain('provider-marker-selected');
    expect((await expandedStates(page))[1]).toBe('true');
    // The map centres the selected provider (zoom 11): its pin's tip sits mid-map.
    const mapBox = await page
      .getByRole('region', { name: 'Map of Provider Companies' })
      .boundingBox();
    const pinBox = await marker.boundingBox();
    expect(mapBox && pinBox).toBeTruthy();
    expect(Math.abs(pinBox!.x + pinBox!.width / 2 - (mapBox!.x + mapBox!.width / 2))).toBeLessThan(
      4,
    );
    expect(Math.abs(pinBox!.y + pinBox!.height - (mapBox!.y + mapBox!.height / 2))).toBeLessThan(4);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await snap(page, `providers-selected-${label}`);

    // Close: the map card goes and the marker is no longer highlighted.
    await mapCard.getByRole('button', { name: 'Close the selected provider' }).click();
    await selectedCard(page).waitFor({ state: 'detached' });
    expect(await marker.getAttribute('class')).not.toContain('provider-marker-selected');

    // Hide and show again: no second load.
    await page.getByRole('button', { name: 'Hide Provider Companies' }).click();
    expect(await cardHeaders(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Show Provider Companies' }).click();
    await visible(page.getByText(/^\d+ providers found$/));
    expect(providerCalls).toHaveLength(1);
    await context.close();
  });

  it("shows the outside service's providers of a vcg.ai solution", async () => {
    // An outside solution exists only in a match answer: found through Find Solutions.
    const context = await loggedInContext(journey, viewport);
    const page = await context.newPage();
    await storeStepperData(page, journey, stepperState(GRAZ));
    await page.goto(`${journey.baseUrl}/tool/stepper/food-surplus`);
    await page.getByRole('button', { name: 'Find Solutions' }).click();
    await page.waitForURL('**/tool/stepper/solutions', { timeout: 120_000 });
    await page.getByRole('link', { name: 'Bread kvass brewing' }).click();
    await page.waitForURL(`**/tool/solution/${vcgSolution.id}`);
    await visible(page.getByRole('heading', { name: 'Provider Companies', level: 2 }));
    await page.getByRole('button', { name: 'Show Provider Companies' }).click();
    await visible(page.getByText('3 providers found'));
    await visible(page.getByText('Unnamed Provider'));
    await visible(page.getByText('Not specified'));
    // Two have coordinates; the user's marker makes three.
    await visible(markers(page));
    expect(await markers(page).count()).toBe(3);

    // By keyboard this time: markers are focusable buttons.
    await page.locator('.leaflet-marker-icon[title="Kvass Werkstatt Graz"]').focus();
    await page.keyboard.press('Enter');
    const mapCard = selectedCard(page);
    await visible(mapCard.getByText('Kvass Werkstatt Graz'));
    await visible(mapCard.getByText(/^0\.\d{2} km away \(straight line\)$/));
    await visible(mapCard.getByRole('link', { name: 'hello@kvass.example.org' }));
    const card = page.getByRole('listitem').filter({ hasText: 'Kvass Werkstatt Graz' });
    await visible(card.getByRole('heading', { name: 'Business Categories' }));
    await visible(card.getByText('Brewery'));
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await snap(page, `providers-vcg-${label}`);
    await mapCard.getByRole('button', { name: 'Close the selected provider' }).click();
    await selectedCard(page).waitFor({ state: 'detached' });
    await context.close();
  });
});
