import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_EXTENSIONS } from '@foodhub/db';
import type { MyImpact, ProgrammeFigures } from '@foodhub/contracts';
import { formatFigureIn } from '@foodhub/domain';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grazBakery } from './support/accounts';
import { assertNoFindings, scan, type A11yFinding } from './support/axe';
import { hasHorizontalOverflow, snap, viewports, visible } from './support/browser';
import { setUpJourney, startWithChatClosed } from './support/journey';
import { startServer, type RunningServer } from './support/server';
import { grazBakeryReportBody } from './support/stepper-state';

// A weekly donation counts in every month it runs: a bakery saved a report of 40 kg of bread a
// week 91 days ago (written into the database with that date), and My impact counts about 13
// weeks of donations; the operator's figures count the same kilograms in the same months, and
// both pages show them with the same digits.

// Its own server: it is stopped to write the report's date, then started again on that data.
const journey = setUpJourney(grazBakery('impact-over-time'), undefined, { ownServer: true });
/** The server started again on the changed data; the pages and the API run on it. */
let server: RunningServer;
const contexts: BrowserContext[] = [];

const DAYS_AGO = 91;

const api = async <T>(path: string, body?: unknown): Promise<T> => {
  const res = await fetch(`${server.baseUrl}/tool/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${journey.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return (await res.json()) as T;
};

beforeAll(async () => {
  const first = journey.server;
  if (!first) throw new Error('this file runs on its own server');
  server = first;
  const report = await api<{ id: string }>('/me/reports', grazBakeryReportBody());

  // The report as if saved 91 days ago; the account may read the operator's figures too.
  await first.stop({ keepData: true });
  const db = new PGlite(path.join(first.dataDir, 'pglite'), { extensions: PGLITE_EXTENSIONS });
  try {
    await db.query(
      `update saved_reports set created_at = now() - make_interval(days => $2), updated_at = now() - make_interval(days => $2) where id = $1`,
      [report.id, DAYS_AGO],
    );
    await db.query(
      `update users set roles = array['admin'] where id = (select user_id from saved_reports where id = $1)`,
      [report.id],
    );
  } finally {
    await db.close();
  }
  // On a copy of that data; the first directory goes with the journey's own stop.
  server = await startServer({}, { template: first.dataDir });
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  if (server !== journey.server) await server?.stop();
});

async function openPage(
  address: string,
  viewport: { width: number; height: number } = viewports.desktop,
): Promise<Page> {
  const context = await journey.browser.newContext({ viewport });
  contexts.push(context);
  await context.addCookies([{ name: 'access_token', value: journey.token, url: server.baseUrl }]);
  await startWithChatClosed(context);
  const page = await context.newPage();
  await page.goto(`${server.baseUrl}/tool/`);
  await page.getByRole('button', { name: 'Decline' }).click();
  await page.goto(`${server.baseUrl}/tool${address}`);
  return page;
}

/** The value shown beside a label of a fact list inside `within`. */
const fact = (within: Locator, label: string) =>
  within
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

/** The rows of a table, each as the texts of its cells (the row header first). */
const rowsOf = (table: Locator) =>
  table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) =>
        Array.from(row.querySelectorAll('th, td'), (cell) => cell.textContent ?? ''),
      ),
    );

const en = (value: number) => formatFigureIn(value, 'en');

describe('a weekly donation over time', () => {
  it('counts about 13 weeks of donations on My impact, said as savings', async () => {
    const impact = await api<MyImpact>('/me/impact');
    // 92 days (both ends included) of one donation a week: about 13 weeks.
    expect(impact.total.reports).toBe(1);
    expect(impact.total.donations).toBeGreaterThan(12.5);
    expect(impact.total.donations).toBeLessThan(13.7);
    expect(impact.total.donated_kg).toBeCloseTo(impact.total.donations * 40, 6);
    // Three or four calendar months hold those days; each holds its share.
    expect(impact.months.length).toBeGreaterThanOrEqual(3);
    expect(impact.months.every((m) => m.reports === 1)).toBe(true);

    const page = await openPage('/my-impact');
    await visible(page.getByRole('heading', { name: 'My impact' }));
    await visible(
      page.getByText(
        /^How it counts: a one-time donation counts once, in the month of its report; a recurring donation counts in every month it runs/,
      ),
    );
    const overall = page.getByRole('heading', { name: /^In total, since / }).locator('xpath=..');
    await visible(overall);
    expect(await overall.textContent()).toContain(
      `${en(impact.total.donated_kg)} kg donated, ${en(-impact.total.co2_net)} kg CO2-eq saved (net, after transport)`,
    );
    expect(await fact(overall, 'Donations').textContent()).toBe(en(impact.total.donations));
    expect(await fact(overall, 'Food donated').textContent()).toBe(
      `${en(impact.total.donated_kg)} kg`,
    );

    // Per month, newest first: the same kilograms and savings as the API counted.
    const months = page.getByRole('table', {
      name: 'Per month, newest first; saved means net, after transport',
    });
    const rows = await rowsOf(months);
    const newestFirst = [...impact.months].reverse();
    expect(rows).toHaveLength(newestFirst.length);
    rows.forEach((row, i) => {
      expect(row[3]).toBe(en(newestFirst[i]!.donated_kg));
      expect(row[4]).toBe(en(-newestFirst[i]!.co2_net));
    });
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await snap(page, 'my-impact-over-time-desktop');

    const phone = await openPage('/my-impact', viewports.mobile);
    await visible(phone.getByRole('heading', { name: /^In total, since / }));
    expect(await hasHorizontalOverflow(phone)).toBe(false);
    await snap(phone, 'my-impact-over-time-375');
    // The chart fits the phone: the drawing is no wider than its box, and its months are named.
    const chart = phone.getByTestId('impact-chart');
    await visible(chart);
    const fits = await chart.evaluate((svg) => {
      const box = svg.parentElement!;
      return box.scrollWidth <= box.clientWidth && box.getBoundingClientRect().left >= 0;
    });
    expect(fits).toBe(true);
    const found: A11yFinding[] = [];
    await scan(page, 'my impact, desktop', found);
    await scan(phone, 'my impact, 375 px', found);
    assertNoFindings(found);
  });

  it('shows the operator the same months and kilograms as My impact counts them', async () => {
    const impact = await api<MyImpact>('/me/impact');
    const figures = await api<ProgrammeFigures>('/admin/figures');
    // Every month of My impact lies in the last 12 months: the figures count each one alike.
    const reports = [...figures.reports].sort((a, b) => a.period.localeCompare(b.period));
    expect(reports.map((r) => r.period)).toEqual(impact.months.map((m) => m.period));
    reports.forEach((month, i) => {
      expect(month.count).toBe(1);
      expect(month.donatedKg).toBeCloseTo(impact.months[i]!.donated_kg, 6);
      expect(month.co2Net).toBeCloseTo(impact.months[i]!.co2_net, 6);
    });

    const page = await openPage('/admin');
    await visible(page.getByRole('heading', { name: 'Programme figures' }));
    const totals = page
      .getByRole('heading', { name: 'Impact reports, as My impact counts them' })
      .locator('xpath=..');
    await visible(totals);
    expect(await fact(totals, 'Reports counting in .+').textContent()).toBe('1');
    // Each figure names its months, so the one report counting in the last month does not read
    // as the donations of the whole range.
    expect(await fact(totals, 'Food donated, .+').textContent()).toBe(
      `${en(impact.total.donated_kg)} kg`,
    );
    expect(await fact(totals, 'Climate change, net after transport, .+').textContent()).toBe(
      `${en(-impact.total.co2_net)} kg CO2-eq saved`,
    );
    // Water and land as My impact shows them: saved, net after transport.
    expect(await fact(totals, 'Land use, net after transport, .+').textContent()).toBe(
      `${en(-impact.total.land_net)} points saved`,
    );
    const table = page.getByRole('table', {
      name: 'Impact reports per month, as My impact counts them, newest first',
    });
    const rows = await rowsOf(table);
    const newestFirst = [...impact.months].reverse();
    expect(rows.map((row) => row[2])).toEqual(newestFirst.map((m) => en(m.donated_kg)));
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await snap(page, 'admin-figures-over-time-desktop');

    const phone = await openPage('/admin', viewports.mobile);
    await visible(phone.getByRole('heading', { name: 'Impact reports by month' }));
    expect(await hasHorizontalOverflow(phone)).toBe(false);
    await snap(phone, 'admin-figures-over-time-375');
  });
});
