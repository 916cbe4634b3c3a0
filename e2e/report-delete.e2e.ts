import type { BrowserContext } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { grazBakery } from './support/accounts';
import path from 'node:path';
import { hasHorizontalOverflow, screenshotDir, viewports, visible } from './support/browser';
import { loggedInContext, setUpJourney } from './support/journey';
import { grazBakeryStepperState } from './support/stepper-state';

// A user removes a saved report: the saved report page asks first (Cancel has the focus, Escape
// closes), then deletes it and goes back to My reports, where it is no longer listed.

const journey = setUpJourney(grazBakery('report-delete'));
const contexts: BrowserContext[] = [];

async function api(method: string, path: string, body?: unknown) {
  return fetch(`${journey.baseUrl}/tool/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${journey.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** Saves the bakery's report of the given amount and answers its id. */
async function saveReport(kg: number): Promise<string> {
  const { companyProfile, wasteInfo } = grazBakeryStepperState.state;
  const res = await api('POST', '/me/reports', {
    language: 'en',
    companyProfile,
    wasteInfo: { ...wasteInfo, amount: { value: kg, unit: 'kg' } },
    solutionId: 'reuse-food-bank',
    provider: { name: 'Tafel Steiermark', address: 'Lagergasse 5, 8020 Graz' },
    transport: {
      source: 'Hauptplatz 1, 8010 Graz',
      destination: 'Lagergasse 5, 8020 Graz',
      source_point: { lat: 47.070_71, lon: 15.438_28 },
      destination_point: { lat: 47.060_31, lon: 15.427_68 },
      transport_weight_kg: kg + 5,
    },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
});

describe('Delete report', () => {
  for (const [name, viewport] of Object.entries(viewports)) {
    it(`asks first, then removes the report from My reports (${name})`, async () => {
      const id = await saveReport(name === 'desktop' ? 41 : 42);
      const context = await loggedInContext(journey, viewport);
      contexts.push(context);
      const page = await context.newPage();
      await page.goto(`${journey.baseUrl}/tool/my-reports/${id}`);
      await visible(page.getByRole('heading', { name: /Environmental impact report/ }));

      await page.getByRole('button', { name: 'Delete report' }).click();
      const dialog = page.getByRole('dialog', { name: 'Delete this report?' });
      await visible(dialog);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.textContent))
        .toBe('Cancel');
      expect(await hasHorizontalOverflow(page)).toBe(false);
      // Once its opening transition is over: the dialog as the user sees it, in the viewport.
      await expect
        .poll(() =>
          page.evaluate(() => {
            const section = document.querySelector('[role="dialog"]');
            return section ? getComputedStyle(section).opacity : null;
          }),
        )
        .toBe('1');
      await page.screenshot({ path: path.join(screenshotDir, `report-delete-dialog-${name}.png`) });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      expect((await api('GET', `/me/reports/${id}`)).status).toBe(200);

      await page.getByRole('button', { name: 'Delete report' }).click();
      await visible(dialog);
      await dialog.getByRole('button', { name: 'Delete report' }).click();
      await page.waitForURL('**/tool/my-reports');
      await visible(page.getByRole('heading', { name: 'My reports' }));
      expect((await api('GET', `/me/reports/${id}`)).status).toBe(404);
      const list = (await (await api('GET', '/me/reports')).json()) as {
        reports: { id: string }[];
      };
      expect(list.reports.map((report) => report.id)).not.toContain(id);
    });
  }
});
