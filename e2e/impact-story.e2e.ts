import { readFileSync } from 'node:fs';
import type { SavedReport, SavedReportSummary } from '@foodhub/contracts';
import { formatFigureIn, roundFigure } from '@foodhub/domain';
import type { Download, Page } from 'playwright-core';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, describe, expect, it } from 'vitest';
import { grazBakery } from './support/accounts';
import { hasHorizontalOverflow, snap, viewports, visible } from './support/browser';
import {
  loggedInContext,
  reportForNearestFoodBank,
  setUpJourney,
  storeStepperData,
} from './support/journey';
import { grazBakeryStepperState } from './support/stepper-state';
import { parse } from 'csv-parse/sync';

// One weekly donation tells one story: the climate saving of one donation, of a month and of a
// year, net after transport, is the same number on the report step, in My reports, on the saved
// report, in its PDF and CSV, and in My impact. The figures are read once from the saved report
// (the server calculated them) and looked for, formatted as a reader sees them, on every surface.

const journey = setUpJourney(grazBakery('impact-story'));
const contexts: { close: () => Promise<void> }[] = [];
afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
});

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${journey.baseUrl}/tool/api${path}`, {
    headers: { Authorization: `Bearer ${journey.token}` },
  });
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
}

async function pdfText(file: string): Promise<string> {
  const document = await getDocumentProxy(new Uint8Array(readFileSync(file)));
  const { text } = await extractText(document, { mergePages: true });
  await document.destroy();
  return text.replace(/\s+/gu, ' ');
}

async function downloaded(page: Page, click: () => Promise<void>): Promise<Download> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  return download;
}

/** The records of a CSV text as a spreadsheet reads them (RFC 4180: quoted fields, CRLF). */
const parseCsv = (text: string): string[][] => parse(text, { relaxColumnCount: true });

/** The climate rows of a report CSV: net_saving by period, as written. */
function csvClimateSavings(text: string): Record<string, string> {
  const records = parseCsv(text);
  const columns = records.find((r) => r[0] === 'period' && r[1] === 'indicator')!;
  const at = (name: string) => columns.indexOf(name);
  const savings: Record<string, string> = {};
  for (const r of records.slice(records.indexOf(columns) + 1)) {
    if (r[at('indicator')] === 'co2') savings[r[at('period')]!] = r[at('net_saving')]!;
  }
  return savings;
}

describe('one weekly donation, one set of numbers', () => {
  it('shows the same climate saving on every surface', async () => {
    const context = await loggedInContext(journey, viewports.desktop);
    contexts.push(context);
    const page = await context.newPage();
    // 40 kg of bread once a week, from the bakery in Graz.
    await storeStepperData(page, journey, grazBakeryStepperState);

    // The nearest provider: the donation saves more than its transport adds.
    await reportForNearestFoodBank(page, journey);
    await visible(page.getByText('Saved in My reports.'), 20_000);

    // The figures, once: the saved report as the server calculated it.
    const { reports: list } = await api<{ reports: SavedReportSummary[] }>('/me/reports');
    expect(list).toHaveLength(1);
    const saved = await api<SavedReport>(`/me/reports/${list[0]!.id}`);
    const net = Object.fromEntries(
      saved.reports.map((r) => [r.period, r.indicators.co2.net]),
    ) as Record<'once' | 'month' | 'year', number>;
    expect(Object.keys(net).sort()).toEqual(['month', 'once', 'year']);
    expect(net.once).toBeLessThan(0);
    const shown = (value: number) => formatFigureIn(value, 'en');
    const once = `${shown(-net.once)} kg CO2-eq`;
    const month = `${shown(-net.month)} kg CO2-eq`;
    const year = `${shown(-net.year)} kg CO2-eq`;
    const periods = `That is ${once} per donation and ${month} per month.`;

    // The report step leads with it.
    const stepLead = page.getByTestId('climate-lead');
    await visible(stepLead.getByText(`You save ${year} per year`, { exact: true }));
    await visible(stepLead.getByText(periods, { exact: true }));
    await visible(page.getByText(`Net saving of ${once} for one donation, after transport`));
    // Its CSV holds the same digits.
    const stepCsv = await downloaded(page, () =>
      page.getByRole('button', { name: 'Download CSV' }).click(),
    );
    const stepSavings = csvClimateSavings(readFileSync((await stepCsv.path())!, 'utf8'));
    expect(stepSavings).toEqual({
      once: String(roundFigure(-net.once)),
      month: String(roundFigure(-net.month)),
      year: String(roundFigure(-net.year)),
    });
    await snap(page, 'impact-story-report-step-1280');
    await page.setViewportSize(viewports.mobile);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await snap(page, 'impact-story-report-step-375');
    await page.setViewportSize(viewports.desktop);

    // My reports: one donation's saving, in words.
    await page.goto(`${journey.baseUrl}/tool/my-reports`);
    const row = page.getByRole('row', { name: /Bread/ });
    await visible(row.getByText(`saves ${once} per donation`, { exact: true }));
    expect(await row.textContent()).not.toMatch(/-\d/);

    // The saved report: the same lead, the signed net only in its table.
    await row.getByRole('link', { name: 'Bread' }).click();
    await page.waitForURL('**/tool/my-reports/**');
    const lead = page.getByTestId('climate-lead');
    await visible(lead.getByText(`These donations save ${year} per year`, { exact: true }));
    await visible(lead.getByText(periods, { exact: true }));
    const oneDonation = page.getByRole('table', { name: 'Results for One donation, by indicator' });
    const climateRow = oneDonation.getByRole('row', { name: /^Climate change/ });
    expect(await climateRow.getByRole('cell').first().textContent()).toBe(shown(net.once));
    // The chosen provider is a sample of the shipped data: the document says so.
    await visible(page.getByTestId('sample-provider'));
    await snap(page, 'impact-story-saved-report-1280');
    await page.setViewportSize(viewports.mobile);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await snap(page, 'impact-story-saved-report-375');
    await page.setViewportSize(viewports.desktop);

    // Its PDF says the same, in the same digits.
    const pdf = await downloaded(page, () =>
      page.getByRole('button', { name: 'Download PDF' }).click(),
    );
    const text = await pdfText((await pdf.path())!);
    for (const expected of [
      `${once} per donation`,
      `${shown(-net.month)} per month`,
      `${shown(-net.year)} per year`,
    ]) {
      expect(text, expected).toContain(expected);
    }
    // And its CSV.
    const csv = await downloaded(page, () =>
      page.getByRole('button', { name: 'Download CSV' }).click(),
    );
    expect(csvClimateSavings(readFileSync((await csv.path())!, 'utf8'))).toEqual(stepSavings);

    // My impact counts the donation's average month in each month it runs, a month it runs
    // only part of with the share of its days: made today, this month and this year so far hold
    // that share of the report's month.
    const { as_of: asOf } = await api<{ as_of: string }>('/me/impact');
    const day = (iso: string) => Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / 86_400_000;
    const [y, m] = asOf.split('-').map(Number) as [number, number];
    const monthDays = new Date(Date.UTC(y, m, 0)).getUTCDate();
    const ran = day(asOf) - day(saved.created_at) + 1;
    const soFar = `${shown((-net.month * ran) / monthDays)} kg CO2-eq`;
    await page.goto(`${journey.baseUrl}/tool/my-impact`);
    await visible(page.getByRole('heading', { name: 'My impact', level: 1 }));
    const thisYear = page.getByText(/kg donated, .* saved \(net, after transport\)/).first();
    await visible(thisYear);
    expect(await thisYear.textContent()).toContain(`${soFar} saved (net, after transport)`);
    const perMonth = page.getByRole('table', { name: /^Per month/ });
    await visible(perMonth);
    // Newest month first; the climate column of the month in the same digits.
    const headers = await perMonth.getByRole('columnheader').allTextContents();
    const climate = headers.findIndex((h) => h.startsWith('Climate change saved'));
    expect(climate).toBeGreaterThan(0);
    const cells = await perMonth.getByRole('row').nth(1).getByRole('cell').allTextContents();
    // The first column is the row's header, not a cell.
    expect(cells[climate - 1]).toBe(shown((-net.month * ran) / monthDays));
  });
});
