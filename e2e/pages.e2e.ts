import { describe, expect, it } from 'vitest';
import { hasHorizontalOverflow, snap, viewports, visible } from './support/browser';
import { loggedInContext, setUpJourney } from './support/journey';

// Every page of the shell at desktop and phone width: it renders, has no horizontal scrollbar,
// and a screenshot lands in e2e/screenshots/ for people to look at.

const journey = setUpJourney({
  tag: 'pages',
  firstName: 'Giulia',
  lastName: 'Rossi',
  streetAddress: 'Via Roma 1',
  city: 'Bolzano',
  postalCode: '39100',
  country: 'Italy',
  company: 'Panificio Rossi',
});

const publicPages = [
  { name: 'home', path: '/tool/', expect: 'Measure Impact' },
  { name: 'login', path: '/tool/login', expect: 'Log In' },
  { name: 'register', path: '/tool/register', expect: 'I want to become a Food Hub member' },
  {
    name: 'reset-password',
    path: '/tool/reset-password',
    expect: 'Invalid or missing reset token.',
  },
  { name: 'not-found', path: '/tool/no-such-page', expect: 'Back to home' },
];
const privatePages = [
  { name: 'account-settings', path: '/tool/account-settings', expect: 'Panificio Rossi' },
  { name: 'developer-view', path: '/tool/main', expect: 'Open Component As View' },
];

describe.each(Object.entries(viewports))('at %s width', (label, viewport) => {
  it.each(publicPages)('shows $name', async (p) => {
    const page = await journey.browser.newPage({ viewport });
    await page.goto(`${journey.baseUrl}${p.path}`);
    await visible(page.getByText(p.expect).first());
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await snap(page, `${p.name}-${label}`);
    await page.close();
  });

  it.each(privatePages)('shows $name when logged in', async (p) => {
    const context = await loggedInContext(journey, viewport);
    const page = await context.newPage();
    await page.goto(`${journey.baseUrl}${p.path}`);
    await visible(page.getByText(p.expect).first());
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await snap(page, `${p.name}-${label}`);
    await context.close();
  });
});

describe('shell behaviour', () => {
  it('sends a visitor of a protected page to login with the full path', async () => {
    const page = await journey.browser.newPage();
    await page.goto(`${journey.baseUrl}/tool/stepper/food-surplus?x=1`);
    await page.waitForURL('**/tool/login?redirect=%2Fstepper%2Ffood-surplus%3Fx%3D1');
    await page.close();
  });

  it('enters with a token in the URL fragment, once the account it names is confirmed', async () => {
    const page = await journey.browser.newPage();
    await page.goto(
      `${journey.baseUrl}/tool/login#access_token=${journey.token}&redirect=%2Faccount-settings`,
    );
    await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/tool/account-settings');
    await visible(page.getByText('Panificio Rossi'));
    await page.close();
  });

  it('serves the API documentation', async () => {
    const res = await fetch(`${journey.baseUrl}/tool/api/docs/json`);
    const doc = (await res.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toContain('/tool/api/register');
    const page = await journey.browser.newPage();
    await page.goto(`${journey.baseUrl}/tool/api/docs`);
    await visible(page.getByText('Alpine Food Hub API').first());
    await page.close();
  });

  it('collects no analytics before consent, and page views after it', async () => {
    const page = await journey.browser.newPage();
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/tool/api/analytics/events')) posts.push(r.postData() ?? '');
    });
    await page.goto(`${journey.baseUrl}/tool/`);
    await page.goto(`${journey.baseUrl}/tool/register`);
    expect(posts).toHaveLength(0);
    await page.getByRole('button', { name: 'Accept statistics' }).click();
    await page.goto(`${journey.baseUrl}/tool/login`);
    await expect.poll(() => posts.length).toBeGreaterThan(0);
    expect(posts.join()).toContain('page_view');
    await page.close();
  });

  it('titles every page "<page> | Alpine Food Hub"', async () => {
    const page = await journey.browser.newPage();
    await page.goto(`${journey.baseUrl}/tool/login`);
    await expect.poll(() => page.title()).toBe('Log In | Alpine Food Hub');
    await page.goto(`${journey.baseUrl}/tool/no-such-page`);
    await expect.poll(() => page.title()).toMatch(/ \| Alpine Food Hub$/);
    await page.close();
  });

  it('keeps the chosen language in localStorage and on the document', async () => {
    const page = await journey.browser.newPage();
    await page.goto(`${journey.baseUrl}/tool/`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.close();
  });
});
