import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grazBakery } from './support/accounts';
import { screenshotDir, textsSeen, visible, watchTexts } from './support/browser';
import { loggedInContext, setUpJourney } from './support/journey';
import { grazBakeryReportBody } from './support/stepper-state';

// A page's data comes with its route (the route's loader fills the query cache before the page
// renders): a saved-work page shows its list on its first render, without a loading state, and
// React Router's <ScrollRestoration /> alone brings the reader back to where they were after a
// reload and after Back.

const journey = setUpJourney(grazBakery('route-loading'));
const contexts: BrowserContext[] = [];
const REPORTS = 14;
const LOADING_TEXTS = ['Loading your reports…', 'Loading your impact…'];

/** The bakery's report of another amount: the same inputs would keep one report. */
async function saveReport(kg: number): Promise<void> {
  const body = grazBakeryReportBody();
  const res = await fetch(`${journey.baseUrl}/tool/api/me/reports`, {
    method: 'POST',
    headers: { authorization: `Bearer ${journey.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      ...body,
      wasteInfo: { ...body.wasteInfo, amount: { value: kg, unit: 'kg' } },
      transport: { ...body.transport, transport_weight_kg: kg + 5 },
    }),
  });
  expect(res.status, await res.clone().text()).toBe(201);
}

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

/**
 * Records the page's scroll position at the first frame that shows the list (a frame callback
 * runs just before the browser paints): a reloaded page must open at its place, not show the top
 * and jump there later.
 */
async function watchFirstFrame(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.querySelector('table tbody tr th a')) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        (window as unknown as { firstFrameY: number }).firstFrameY = Math.round(window.scrollY);
      });
    });
    observer.observe(document, { childList: true, subtree: true });
  });
}

const firstFrameY = (page: Page) =>
  page.evaluate(() => (window as unknown as { firstFrameY?: number }).firstFrameY);

beforeAll(async () => {
  for (let i = 0; i < REPORTS; i++) await saveReport(20 + i);
});

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
});

describe('a page loads with its route', () => {
  it('shows My reports with its list on the first render and keeps the place on reload and Back', async () => {
    const context = await loggedInContext(journey, { width: 375, height: 740 });
    contexts.push(context);
    const page = await context.newPage();
    await watchTexts(page, LOADING_TEXTS);
    await watchFirstFrame(page);
    await page.goto(`${journey.baseUrl}/tool/my-reports`);
    // Each row's first cell links to its report.
    const links = page.locator('table tbody tr th a');
    await visible(links.first());
    expect(await links.count()).toBeGreaterThanOrEqual(REPORTS);
    await page.goto(`${journey.baseUrl}/tool/my-impact`);
    await visible(page.getByRole('heading', { name: /My impact/, level: 1 }));
    expect(await textsSeen(page)).toEqual([]);

    // Reload far down the list: the same place.
    await page.goto(`${journey.baseUrl}/tool/my-reports`);
    await visible(links.first());
    // Far down the list, at once: nothing the page does later takes the reader elsewhere.
    const end = await links.nth(REPORTS - 2).evaluate((link) => {
      window.scrollTo(0, window.scrollY + link.getBoundingClientRect().top - 100);
      return Math.round(window.scrollY);
    });
    expect(end).toBeGreaterThan(200);
    await page.waitForTimeout(300);
    expect(await scrollY(page)).toBe(end);
    await page.reload();
    await visible(links.first());
    await expect.poll(() => firstFrameY(page)).toBeDefined();
    expect(Math.abs((await firstFrameY(page))! - end)).toBeLessThanOrEqual(5);
    expect(Math.abs((await scrollY(page)) - end)).toBeLessThanOrEqual(5);
    // What the reader sees after the reload: the viewport, not the whole page.
    await page.screenshot({ path: path.join(screenshotDir, 'my-reports-reloaded-375.png') });

    // Open the last report, then Back: the same place again, the list already there.
    // Clicked where it is: a pointer click would first scroll the link into view, moving the place.
    await links.last().evaluate((link) => (link as HTMLElement).click());
    await visible(page.getByRole('heading', { name: /Environmental impact report/ }));
    await page.goBack();
    await visible(links.first());
    await expect.poll(() => scrollY(page)).toBeGreaterThan(end - 5);
    expect(await textsSeen(page)).toEqual([]);
  });
});
