import type { SavedReport } from '@foodhub/contracts';
import { IMPACT_MODEL_VERSION, INDICATOR_WORDING } from '@foodhub/domain';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { formatFigure } from '../../../lib/format-number';
import { useSessionStore } from '../../../stores/session-store';
import { answerError, api, apiError, callsTo, server } from '../../../test/api';
import { catchDownloads, type CaughtDownloads } from '../../../test/downloads';
import { reportQueryKeys } from '../../../api/reports';
import { createTestQueryClient, renderRoutes } from '../../../test/render-with-providers';
import { savedBreadReport } from '../../../test/report-fixtures';
import { utcToday } from './end-donation';
import { MyReportPage } from './my-report-page';

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345_-';

let downloads: CaughtDownloads;
beforeEach(() => {
  names = {};
  endAnswer = (body) => HttpResponse.json({ ...savedBreadReport, ended_on: body.ended_on });
  useSessionStore.getState().startSession('token-abc');
  downloads = catchDownloads();
});
afterEach(() => {
  useSessionStore.getState().endSession();
  vi.restoreAllMocks();
});

/** PUT /me/reports/rep-1/end: by default the report with the day sent. */
let endAnswer: (body: { ended_on: string | null }) => Response;

/** The catalogue's names in a language, as GET /solutions/names answers them. */
let names: Record<string, Record<string, string>> = {};

/** The API as the report page asks it: the report (or its failure), its PDF, share and end. */
function answerReport(report: SavedReport | Response) {
  server.use(
    http.get(api('/me/reports/rep-1'), () =>
      report instanceof Response ? report.clone() : HttpResponse.json(report),
    ),
    http.get(api('/solutions/names'), ({ request }) => {
      const lang = new URL(request.url).searchParams.get('lang') ?? '';
      return names[lang]
        ? HttpResponse.json({ language: lang, names: names[lang] })
        : apiError(404, 'Not found');
    }),
    http.get(
      api('/me/reports/rep-1/pdf'),
      () =>
        new HttpResponse(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
          status: 200,
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': 'attachment; filename="impact-report-bread-2026-03-14.pdf"',
          },
        }),
    ),
    http.post(api('/me/reports/rep-1/share'), async ({ request }) => {
      const { show_company } = (await request.json()) as { show_company: boolean };
      return HttpResponse.json({ share_token: TOKEN, show_company });
    }),
    http.delete(api('/me/reports/rep-1/share'), () => new HttpResponse(null, { status: 204 })),
    http.put(api('/me/reports/rep-1/end'), async ({ request }) =>
      endAnswer((await request.json()) as { ended_on: string | null }),
    ),
  );
}

function renderReport(id = 'rep-1', queryClient = createTestQueryClient()) {
  return renderRoutes(
    [{ path: '/my-reports/:id', element: <MyReportPage id={id} /> }],
    `/my-reports/${id}`,
    { queryClient },
  );
}

const fact = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('MyReportPage', () => {
  it('shows the header, the figures of every period, the assumptions and the statement', async () => {
    answerReport(savedBreadReport);
    renderReport();
    expect(
      await screen.findByRole('heading', { name: 'Environmental impact report: Bread' }),
    ).toBeVisible();
    expect(fact('Company')).toBe('Bäckerei Sonne');
    expect(fact('Address')).toBe('Hauptplatz 1, 8010 Graz, Austria');
    expect(fact('Surplus')).toBe('Bread');
    expect(fact('Amount and frequency')).toBe('20 kg, 2 times per week');
    expect(fact('Solution')).toBe('Donation to a food bank');
    expect(fact('Provider')).toBe('Foodbank GrazLagergasse 2, 8020 Graz');
    expect(fact('Transport')).toBe(
      '12.5 km, 25 kg per tripFrom Hauptplatz 1, Graz to Lagergasse 2, Graz',
    );
    // Donations and food of a period rounded as the figures (4.35 a month, as in the PDF).
    const month = savedBreadReport.reports[1]!;
    expect(
      screen.getByText(
        `Donations: ${formatFigure(month.donations, 'en')} · Food donated: ${formatFigure(month.donatedKg, 'en')} kg`,
      ),
    ).toBeVisible();
    expect(
      screen.getAllByRole('columnheader', { name: 'Food production replaced (avoided)' })[0],
    ).toBeVisible();
    expect(fact('Date')).toBe('March 14, 2026');
    expect(fact('Model version')).toBe(IMPACT_MODEL_VERSION);

    for (const [index, period] of ['One donation', 'An average month', 'One year'].entries()) {
      const table = screen.getByRole('table', { name: `Results for ${period}, by indicator` });
      const climate = within(table).getByRole('row', { name: /^Climate/ });
      const co2 = savedBreadReport.reports[index]!.indicators.co2;
      expect(
        within(climate)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ).toEqual(
        [
          co2.net,
          co2.avoided,
          co2.transport,
          co2.productionSubstitution,
          co2.wasteTreatmentAvoided,
        ].map((v) => formatFigure(v, 'en')),
      );
    }
    expect(
      screen.getByText('Production impacts per kg: AGRIBALYSE 3.1, Bread, wholemeal.'),
    ).toBeVisible();
    const assumptions = screen.getByRole('region', { name: 'Assumptions' });
    expect(
      within(assumptions)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Constant', 'Value']);
    expect(within(assumptions).getByRole('row', { name: /Donation efficiency/ })).toHaveTextContent(
      '0.78',
    );
    expect(
      within(assumptions).getByRole('row', { name: /Waste treatment avoided, per kg/ }),
    ).toHaveTextContent(
      'Climate change: 0.0554 kg CO2-eq; Water scarcity: 0.037 m3 world eq; Land use: 0.242 points',
    );
    expect(
      screen.getByText(
        'This is a simplified analysis, not a certified life cycle assessment (LCA).',
      ),
    ).toBeVisible();
  });

  it('shows the company row only with a name, the address in its own row', async () => {
    answerReport({
      ...savedBreadReport,
      header: { ...savedBreadReport.header, company_name: null },
    });
    renderReport();
    await screen.findByRole('heading', { name: 'Environmental impact report: Bread' });
    expect(screen.queryByText('Company', { selector: 'dt' })).toBeNull();
    expect(fact('Address')).toBe('Hauptplatz 1, 8010 Graz, Austria');
  });

  it('leads with the plain saving per year, per donation and per month, and explains the units', async () => {
    answerReport(savedBreadReport);
    renderReport();
    const lead = await screen.findByTestId('climate-lead');
    const [once, month, year] = savedBreadReport.reports.map((r) => -r.indicators.co2.net);
    expect(year).toBeGreaterThan(0);
    expect(
      within(lead).getByText(
        `These donations save ${formatFigure(year!, 'en')} kg CO2-eq per year`,
      ),
    ).toBeVisible();
    expect(
      within(lead).getByText(
        `That is ${formatFigure(once!, 'en')} kg CO2-eq per donation and ${formatFigure(month!, 'en')} kg CO2-eq per month.`,
      ),
    ).toBeVisible();
    expect(lead.textContent).not.toMatch(/-\d/);
    // Each indicator's unit in one sentence, the words of the PDF and the CSV.
    for (const wording of Object.values(INDICATOR_WORDING.en)) {
      expect(screen.getByText(`${wording.name} (${wording.unit})`)).toBeVisible();
      expect(screen.getByText(wording.meaning)).toBeVisible();
    }
    // The signed net stays in the tables, its sign explained.
    expect(screen.getByText(/so a negative net result is a saving/)).toBeVisible();
  });

  it('names the solution by its id in the interface language', async () => {
    names = { de: { 'food-bank-donation': 'Spende an eine Tafel' } };
    answerReport(savedBreadReport);
    await act(() => i18n.changeLanguage('de'));
    try {
      renderReport();
      await screen.findByText('Lösung', { selector: 'dt' });
      await vi.waitFor(() => expect(fact('Lösung')).toBe('Spende an eine Tafel'));
      expect(screen.getByText('Klimawandel (kg CO2-Äq)')).toBeVisible();
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('says that a sample provider is fictional, and when the donation stopped', async () => {
    answerReport({
      ...savedBreadReport,
      header: {
        ...savedBreadReport.header,
        provider: { ...savedBreadReport.header.provider!, sample: true },
      },
      ended_on: '2026-06-30',
    });
    renderReport();
    expect(
      await screen.findByText(
        'Foodbank Graz is a fictional sample provider of the demonstration data, not a real organisation.',
      ),
    ).toBeVisible();
    expect(fact('Donation stopped')).toBe('June 30, 2026');
  });

  it('stops a recurring donation on a day, and runs it again', async () => {
    answerReport(savedBreadReport);
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(reportQueryKeys.list(), { reports: [] });
    queryClient.setQueryData(reportQueryKeys.impact(), { months: [] });
    const user = userEvent.setup();
    renderReport('rep-1', queryClient);
    expect(
      await screen.findByRole('heading', { name: 'Has this donation stopped?' }),
    ).toBeVisible();
    const day = screen.getByLabelText('Day the donation stopped');
    // Today by default, from the report's day to today.
    expect(day).toHaveValue(utcToday());
    expect(day).toHaveAttribute('min', '2026-03-14');
    expect(day).toHaveAttribute('max', utcToday());

    fireEvent.change(day, { target: { value: '2026-05-31' } });
    await user.click(screen.getByRole('button', { name: 'We stopped this donation' }));
    expect(
      await screen.findByText(
        'Stopped on May 31, 2026. My impact counts this donation up to that day.',
      ),
    ).toBeVisible();
    const calls = callsTo('/me/reports/rep-1/end');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe('PUT');
    expect(calls[0]!.body).toEqual({ ended_on: '2026-05-31' });
    expect(fact('Donation stopped')).toBe('May 31, 2026');
    // My reports and My impact count its months again.
    expect(queryClient.getQueryState(reportQueryKeys.list())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(reportQueryKeys.impact())?.isInvalidated).toBe(true);

    await user.click(screen.getByRole('button', { name: 'It runs again' }));
    expect(
      await screen.findByText('The donation runs again: My impact counts it up to today.'),
    ).toBeVisible();
    expect(callsTo('/me/reports/rep-1/end')[1]?.body).toEqual({
      ended_on: null,
    });
    expect(screen.queryByText('Donation stopped', { selector: 'dt' })).toBeNull();
    expect(screen.getByRole('button', { name: 'We stopped this donation' })).toBeVisible();
  });

  it('refuses a day outside the report and today, and shows the server refusal by its code', async () => {
    answerReport(savedBreadReport);
    const user = userEvent.setup();
    renderReport();
    const day = await screen.findByLabelText('Day the donation stopped');
    fireEvent.change(day, { target: { value: '2026-01-31' } });
    await user.click(screen.getByRole('button', { name: 'We stopped this donation' }));
    expect(screen.getByText('Choose a day from March 14, 2026 to today.')).toBeVisible();
    expect(callsTo('/me/reports/rep-1/end')).toHaveLength(0);

    endAnswer = () =>
      apiError(422, 'The donation cannot stop after today (2026-06-01).', {
        code: 'REPORT_END_AFTER_TODAY',
        params: { today: '2026-06-01' },
      });
    await act(() => i18n.changeLanguage('de'));
    try {
      fireEvent.change(day, { target: { value: '2026-05-31' } });
      await user.click(screen.getByRole('button', { name: 'Wir haben diese Spende beendet' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(/2026-06-01/);
      expect(screen.getByRole('alert')).not.toHaveTextContent('The donation cannot stop');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('offers no stop for a one-time donation', async () => {
    const oneTime: SavedReport = {
      ...savedBreadReport,
      header: { ...savedBreadReport.header, frequency: { times: 1, interval: 'once' } },
      reports: savedBreadReport.reports.slice(0, 1),
    };
    answerReport(oneTime);
    renderReport();
    const lead = await screen.findByTestId('climate-lead');
    expect(lead).toHaveTextContent(
      `This donation saves ${formatFigure(-oneTime.reports[0]!.indicators.co2.net, 'en')} kg CO2-eq`,
    );
    expect(screen.queryByRole('heading', { name: 'Has this donation stopped?' })).toBeNull();
  });

  it('downloads the PDF in the interface language under the name the server gives', async () => {
    answerReport(savedBreadReport);
    const user = userEvent.setup();
    renderReport();
    await user.click(await screen.findByRole('button', { name: 'Download PDF' }));
    await vi.waitFor(() => expect(downloads.click).toHaveBeenCalledTimes(1));
    expect(callsTo('/me/reports/rep-1/pdf?lang=en')).toHaveLength(1);
    const [pdf] = callsTo('/me/reports/rep-1/pdf?lang=en');
    expect(pdf!.headers.get('Authorization')).toBe('Bearer token-abc');
    expect(downloads.name()).toBe('impact-report-bread-2026-03-14.pdf');
    expect(downloads.link().href).toBe('blob:download');
    expect(downloads.blob().type).toBe('application/pdf');

    await act(() => i18n.changeLanguage('de'));
    await user.click(await screen.findByRole('button', { name: 'PDF herunterladen' }));
    await vi.waitFor(() => expect(downloads.click).toHaveBeenCalledTimes(2));
    expect(callsTo('/me/reports/rep-1/pdf?lang=de')).toHaveLength(1);
    await act(() => i18n.changeLanguage('en'));
  });

  it('says when the PDF could not be downloaded', async () => {
    answerReport(savedBreadReport);
    const user = userEvent.setup();
    renderReport();
    await screen.findByRole('button', { name: 'Download PDF' });
    server.use(answerError('get', '/me/reports/rep-1/pdf', 500, 'PDF failed'));
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(
      await screen.findByText('The PDF could not be downloaded. Please try again.'),
    ).toHaveAttribute('role', 'alert');
    expect(downloads.click).not.toHaveBeenCalled();
  });

  it('downloads the CSV with the document header', async () => {
    answerReport(savedBreadReport);
    const user = userEvent.setup();
    renderReport();
    await user.click(await screen.findByRole('button', { name: 'Download CSV' }));
    expect(downloads.name()).toMatch(/^impact-report-bread-2026-03-1[45]\.csv$/);
    const lines = (await downloads.text()).split('\r\n');
    expect(lines[0]).toBe('company,Bäckerei Sonne');
    expect(lines).toContain('provider,Foodbank Graz');
    expect(lines).toContain('solution_id,food-bank-donation');
    expect(lines).toContain('language,en');
    expect(lines).toContain(`model_version,${IMPACT_MODEL_VERSION}`);
    expect(lines).toContain('');
    expect(lines.filter((l) => /^(once|month|year),/.test(l))).toHaveLength(9);
  });

  it('creates a share link with the company shown, copies it and stops sharing', async () => {
    answerReport(savedBreadReport);
    const user = userEvent.setup();
    renderReport();
    await user.click(
      await screen.findByRole('checkbox', { name: 'Show my company name and address' }),
    );
    await user.click(screen.getByRole('button', { name: 'Create share link' }));

    const url = `${window.location.origin}/shared/report/${TOKEN}`;
    expect(await screen.findByRole('textbox', { name: 'Share link' })).toHaveValue(url);
    const share = callsTo('/me/reports/rep-1/share');
    expect(share).toHaveLength(1);
    expect(share[0]!.method).toBe('POST');
    expect(share[0]!.body).toEqual({ show_company: true });
    expect(screen.getByText('The share link was created.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeVisible();
    await expect(navigator.clipboard.readText()).resolves.toBe(url);

    await user.click(screen.getByRole('button', { name: 'Stop sharing' }));
    expect(await screen.findByRole('button', { name: 'Create share link' })).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Share link' })).toBeNull();
    expect(callsTo('/me/reports/rep-1/share')[1]!.method).toBe('DELETE');
    expect(screen.getByText('Sharing stopped: the link no longer works.')).toBeInTheDocument();
  });

  it('shows the link of a report already shared, with its choice', async () => {
    answerReport({ ...savedBreadReport, share_token: TOKEN, share_show_company: true });
    renderReport();
    expect(await screen.findByRole('textbox', { name: 'Share link' })).toHaveValue(
      `${window.location.origin}/shared/report/${TOKEN}`,
    );
    expect(
      screen.getByRole('checkbox', { name: 'Show my company name and address' }),
    ).toBeChecked();
  });

  it('changes whether the shared link shows the company, keeping the link', async () => {
    answerReport({ ...savedBreadReport, share_token: TOKEN, share_show_company: true });
    const user = userEvent.setup();
    renderReport();
    const box = await screen.findByRole('checkbox', { name: 'Show my company name and address' });
    expect(
      screen.getByText('Without them, the route starts at your postal code and town.'),
    ).toBeVisible();

    await user.click(box);
    expect(
      await screen.findByText('The link no longer shows your company name and address.'),
    ).toBeInTheDocument();
    expect(box).not.toBeChecked();
    const share = callsTo('/me/reports/rep-1/share');
    expect(share).toHaveLength(1);
    expect(share[0]!.method).toBe('POST');
    expect(share[0]!.body).toEqual({ show_company: false });
    expect(screen.getByRole('textbox', { name: 'Share link' })).toHaveValue(
      `${window.location.origin}/shared/report/${TOKEN}`,
    );

    await user.click(box);
    expect(
      await screen.findByText('The link now shows your company name and address.'),
    ).toBeInTheDocument();
    expect(box).toBeChecked();
    expect(callsTo('/me/reports/rep-1/share')[1]?.body).toEqual({
      show_company: true,
    });
  });

  it('keeps the tick as it was when the change fails, and says so', async () => {
    answerReport({ ...savedBreadReport, share_token: TOKEN, share_show_company: false });
    server.use(
      answerError('post', '/me/reports/rep-1/share', 500, 'down'),
      answerError('delete', '/me/reports/rep-1/share', 500, 'down'),
    );
    const user = userEvent.setup();
    renderReport();
    const box = await screen.findByRole('checkbox', { name: 'Show my company name and address' });
    await user.click(box);
    expect(
      await screen.findByText('The choice could not be changed. Please try again.'),
    ).toBeVisible();
    expect(box).not.toBeChecked();
  });

  it("says 'Report not found' for an unknown report", async () => {
    answerReport(apiError(404, 'Report not found'));
    renderReport();
    expect(await screen.findByRole('heading', { name: 'Report not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to My reports' })).toHaveAttribute(
      'href',
      '/my-reports',
    );
    // Not found is an answer: it is not asked again.
    expect(callsTo('/me/reports/rep-1')).toHaveLength(1);
  });
});
