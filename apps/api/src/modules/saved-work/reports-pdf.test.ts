import type { ReportLanguage, SavedReport } from '@foodhub/contracts';
import { providerCompanies, savedReports } from '@foodhub/db';
import {
  formatFigureIn,
  formatNumberIn,
  IMPACT_INDICATORS,
  IMPACT_MODEL_VERSION,
  INDICATOR_WORDING,
} from '@foodhub/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInUser } from '../../../test/fixtures';
import { pdfText } from '../../../test/pdf-text';
import {
  loadReportReferences,
  REPORT_TRIP,
  reportBody,
  savedReportOf,
} from '../../../test/report-fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await loadReportReferences(ctx.deps.db);
});
afterAll(() => ctx.close());

const pdfOf = (id: string, token?: string, query = '') =>
  ctx.app.inject({
    method: 'GET',
    url: `/tool/api/me/reports/${id}/pdf${query}`,
    headers: token ? bearer(token) : {},
  });

const dateIn = (language: string, report: SavedReport) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(report.created_at),
  );

/** The report's transport distance with its one decimal: '25.0' in English, '25,0' in German. */
const km = (report: SavedReport, language: string) => {
  const distance = report.header.transport?.distance_km ?? NaN;
  return formatNumberIn(Math.round(distance * 10) / 10, language as ReportLanguage, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
};

/** The document's text, after checking it is a PDF attachment named after the report's day. */
async function documentOf(res: Awaited<ReturnType<typeof pdfOf>>, report: SavedReport) {
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  expect(res.headers['content-type']).toBe('application/pdf');
  expect(res.headers['content-disposition']).toBe(
    `attachment; filename="impact-report-${report.created_at.slice(0, 10)}.pdf"`,
  );
  expect(res.headers['cache-control']).toBe('no-store');
  expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return pdfText(res.rawPayload);
}

describe('GET /me/reports/:id/pdf', () => {
  it('is a PDF document with the header, the tables and the assumptions, in English', async () => {
    const { token } = await signedInUser(ctx);
    const report = await savedReportOf(ctx, token);
    const { text, title, author } = await documentOf(await pdfOf(report.id, token), report);
    expect(title).toBe('Environmental impact report');
    expect(author).toBe('Alpine Food Hub');
    const net = formatFigureIn(report.reports[0]!.indicators.co2.net, 'en');
    for (const part of [
      'Environmental impact report',
      'Company Bäckerei Huber',
      'Hauptplatz 1, 8010 Graz, Austria',
      'Surplus Bread, French bread, baguette',
      '120 kg, 2 times per week',
      'Solution Donation to a food bank',
      'Provider Tafel Steiermark',
      // One decimal, as the transport step and the saved report write a distance.
      `Transport ${km(report, 'en')} km, 130 kg per trip`,
      'From Hauptplatz 1, 8010 Graz to Lagergasse 5, 8020 Graz',
      `Date ${dateIn('en', report)}`,
      `Model version ${IMPACT_MODEL_VERSION}`,
      'One donation',
      'An average month',
      'One year',
      `Climate change (kg CO2-eq) `,
      'Water scarcity (m3 world eq) ',
      net,
      'Avoided impacts are positive.',
      'a negative net result is a saving',
      'Production substitution rate: 33%',
      'Donation efficiency: 78%',
      'Production impacts per kg: AGRIBALYSE 3.1, Bread, French bread, baguette.',
      'not a full life cycle assessment',
      'not a certified report',
    ]) {
      expect(text).toContain(part);
    }
  });

  it('is written in the language of ?lang=, else in the report’s own', async () => {
    const { token } = await signedInUser(ctx);
    const report = await savedReportOf(ctx, token, reportBody({ language: 'de' }));

    const german = await documentOf(await pdfOf(report.id, token), report);
    expect(german.title).toBe('Umweltbericht');
    for (const part of [
      'Umweltbericht',
      'Unternehmen Bäckerei Huber',
      '120 kg, 2-mal pro Woche',
      // The catalogue's German name of the solution.
      'Lösung Spende an eine Tafel',
      'Anbieter Tafel Steiermark',
      `Transport ${km(report, 'de')} km, 130 kg pro Fahrt`,
      `Datum ${dateIn('de', report)}`,
      `Modellversion ${IMPACT_MODEL_VERSION}`,
      'Substitutionsrate der Produktion: 33 %',
      'keine vollständige Ökobilanz',
    ]) {
      expect(german.text).toContain(part);
    }

    const slovenian = await documentOf(await pdfOf(report.id, token, '?lang=sl'), report);
    expect(slovenian.title).toBe('Poročilo o vplivih na okolje');
    for (const part of [
      'Poročilo o vplivih na okolje',
      'Podjetje Bäckerei Huber',
      'Presežek Bread, French bread, baguette',
      '120 kg, 2-krat na teden',
      'Rešitev Podaritev banki hrane',
      'Ponudnik Tafel Steiermark',
      `Prevoz ${km(report, 'sl')} km, 130 kg na vožnjo`,
      `Datum ${dateIn('sl', report)}`,
      `Različica modela ${IMPACT_MODEL_VERSION}`,
      'Učinkovitost donacij: 78 %',
      'ni certificirano poročilo',
    ]) {
      expect(slovenian.text).toContain(part);
    }
  });

  it('names the season’s months and says when no transport was calculated', async () => {
    const { token } = await signedInUser(ctx);
    const months = ['January', 'February', 'March'].map((name, i) => ({
      name,
      capacity: 100,
      active: i !== 1,
    }));
    const report = await savedReportOf(
      ctx,
      token,
      reportBody({
        wasteInfo: {
          surplusName: 'Qwzxv',
          amount: { value: 40 },
          frequency: { times: 1, interval: 'month' },
          seasonal: true,
          monthlyCapacities: months,
        },
        transport: null,
        provider: null,
      }),
    );
    expect(report.header.active_months).toEqual(['January', 'March']);
    const { text } = await documentOf(await pdfOf(report.id, token, '?lang=fr'), report);
    // The screen's words: 'Surplus', 'une fois', 'Mois actifs'.
    expect(text).toContain('Mois actifs janvier, mars');
    expect(text).toContain('Surplus Qwzxv');
    expect(text).toContain('40 kg, 1 fois par mois');
    expect(text).toContain('Transport Non calculé, compté comme 0');
    expect(text).toContain('Prestataire Aucun prestataire choisi');
    expect(text).toContain('les valeurs de référence du pain grillé ont été utilisées');
    expect(text).not.toContain('Excédent');
  });

  it('leads with what the donation saves in each period, the net written positive', async () => {
    const { token } = await signedInUser(ctx);
    const report = await savedReportOf(ctx, token);
    const [once, month, year] = report.reports;
    const saved = (period: typeof once, language: ReportLanguage) =>
      formatFigureIn(-period!.indicators.co2.net, language);
    expect(once!.indicators.co2.net).toBeLessThan(0);

    const { text } = await documentOf(await pdfOf(report.id, token), report);
    expect(text).toContain(
      `Climate change: this donation saves ${saved(once, 'en')} kg CO2-eq per donation, ` +
        `${saved(month, 'en')} per month and ${saved(year, 'en')} per year (net, after transport).`,
    );
    // The statement comes before the tables, where the net keeps its sign.
    expect(text.indexOf('this donation saves')).toBeLessThan(text.indexOf('An average month'));
    expect(text).toContain(formatFigureIn(once!.indicators.co2.net, 'en'));

    const german = await documentOf(await pdfOf(report.id, token, '?lang=de'), report);
    expect(german.text).toContain(
      `Klimawandel: Diese Spende spart ${saved(once, 'de')} kg CO2-Äq pro Spende, ` +
        `${saved(month, 'de')} pro Monat und ${saved(year, 'de')} pro Jahr ein`,
    );
    const slovenian = await documentOf(await pdfOf(report.id, token, '?lang=sl'), report);
    expect(slovenian.text).toContain(
      `Podnebne spremembe: ta donacija prihrani ${saved(once, 'sl')} kg CO2-ekv na donacijo, ` +
        `${saved(month, 'sl')} na mesec in ${saved(year, 'sl')} na leto`,
    );
    // The French screen's verb ('Ce don économise'), not another one for the same saving.
    const french = await documentOf(await pdfOf(report.id, token, '?lang=fr'), report);
    expect(french.text).toContain(
      `Changement climatique : ce don économise ${saved(once, 'fr')} kg CO2-éq par don`,
    );
    expect(french.text).not.toContain('évite');
  });

  it('counts the donations and the food of a period with the figures’ rounding', async () => {
    const { token } = await signedInUser(ctx);
    const report = await savedReportOf(ctx, token);
    const month = report.reports.find((r) => r.period === 'month')!;
    // 120 kg twice a week: 1,042.8 kg a month, written as the screen writes it (1,043).
    expect(month.donatedKg).toBeCloseTo(1042.8);
    const { text } = await documentOf(await pdfOf(report.id, token), report);
    expect(text).toContain(
      `Donations: ${formatFigureIn(month.donations, 'en')} · ` +
        `Food donated: ${formatFigureIn(month.donatedKg, 'en')} kg`,
    );
  });

  it('says plainly when transport outweighs the benefit, for a one-time donation', async () => {
    const { token } = await signedInUser(ctx);
    const report = await savedReportOf(
      ctx,
      token,
      reportBody({
        wasteInfo: {
          surplusName: 'Bread, French bread, baguette',
          amount: { value: 1, unit: 'kg' },
          frequency: { times: 1, interval: 'once' },
        },
        // To Vienna, with half a tonne on the truck for one kilogram of bread.
        transport: {
          ...REPORT_TRIP,
          destination: 'Wien',
          destination_point: { lat: 48.2082, lon: 16.3738 },
          transport_weight_kg: 500,
        },
      }),
    );
    expect(report.reports.map((r) => r.period)).toEqual(['once']);
    const net = report.reports[0]!.indicators.co2.net;
    expect(net).toBeGreaterThan(0);
    const { text } = await documentOf(await pdfOf(report.id, token), report);
    expect(text).toContain(
      'Climate change: transport outweighs the benefit: this donation adds ' +
        `${formatFigureIn(net, 'en')} kg CO2-eq per donation (net).`,
    );
    expect(text).not.toContain('Climate change: this donation saves');
    expect(text).not.toContain('An average month');
  });

  it('names and explains the indicators in the words of the screen and the CSV, in every language', async () => {
    const { token } = await signedInUser(ctx);
    const report = await savedReportOf(ctx, token);
    const spaced = (words: string) => words.replace(/\s+/gu, ' ');
    for (const language of ['en', 'de', 'sl', 'it', 'fr'] as const) {
      const { text } = await documentOf(await pdfOf(report.id, token, `?lang=${language}`), report);
      for (const indicator of IMPACT_INDICATORS) {
        const { name, unit, meaning } = INDICATOR_WORDING[language][indicator];
        expect(text, `${language} ${indicator}`).toContain(spaced(`${name} (${unit})`));
        expect(text, `${language} ${indicator}`).toContain(spaced(meaning));
      }
    }
    const { text } = await documentOf(await pdfOf(report.id, token), report);
    expect(text).not.toContain('Water use');
  });

  it('names the solution by its id in the document’s language, whatever name was stored', async () => {
    const { token } = await signedInUser(ctx);
    const report = await savedReportOf(ctx, token);
    // A report saved while the name was kept in the language of the moment.
    await ctx.deps.db
      .update(savedReports)
      .set({
        header: sql`jsonb_set(${savedReports.header}, '{solution,process_name}', '"Podaritev banki hrane"')`,
      })
      .where(eq(savedReports.id, report.id));
    const names = {
      en: 'Solution Donation to a food bank',
      de: 'Lösung Spende an eine Tafel',
      sl: 'Rešitev Podaritev banki hrane',
      it: 'Soluzione Donazione a un banco alimentare',
      fr: 'Solution Don à une banque alimentaire',
    };
    for (const [language, line] of Object.entries(names)) {
      const { text } = await documentOf(await pdfOf(report.id, token, `?lang=${language}`), report);
      expect(text).toContain(line);
    }
  });

  it('says that a sample provider is a fictional one of the demonstration data', async () => {
    const { token } = await signedInUser(ctx);
    const [sample] = await ctx.deps.db
      .insert(providerCompanies)
      .values({
        sourceKey: 'test:pdf-sample',
        dataSource: 'test',
        isSample: true,
        companyName: 'Tafel Beispiel',
      })
      .returning({ id: providerCompanies.id });
    const report = await savedReportOf(
      ctx,
      token,
      reportBody({ provider: { name: 'Tafel Beispiel', address: null, id: sample!.id } }),
    );
    expect(report.header.provider?.sample).toBe(true);
    const english = await documentOf(await pdfOf(report.id, token), report);
    expect(english.text).toContain(
      'Provider Tafel Beispiel Tafel Beispiel is a fictional sample provider of the demonstration data',
    );
    const german = await documentOf(await pdfOf(report.id, token, '?lang=de'), report);
    expect(german.text).toContain('Tafel Beispiel ist ein fiktiver Beispielanbieter');
    const slovenian = await documentOf(await pdfOf(report.id, token, '?lang=sl'), report);
    expect(slovenian.text).toContain('Tafel Beispiel je izmišljen vzorčni ponudnik');

    // A provider without a catalogue id is not said to be a sample.
    const real = await savedReportOf(ctx, token);
    const plain = await documentOf(await pdfOf(real.id, token), real);
    expect(plain.text).not.toContain('fictional sample provider');
  });

  it('shows the day a donation stopped, in a new document', async () => {
    const { token } = await signedInUser(ctx);
    const report = await savedReportOf(ctx, token);
    const before = await documentOf(await pdfOf(report.id, token), report);
    expect(before.text).not.toContain('Donation stopped');
    const today = new Date().toISOString().slice(0, 10);
    const ended = await ctx.app.inject({
      method: 'PUT',
      url: `/tool/api/me/reports/${report.id}/end`,
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: JSON.stringify({ ended_on: today }),
    });
    expect(ended.statusCode, ended.body).toBe(200);
    const day = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(today),
    );
    const after = await documentOf(await pdfOf(report.id, token), report);
    expect(after.text).toContain(`Donation stopped ${day}`);
  });

  it('answers 404 for another user’s report, 400 for a bad language and 401 without a session', async () => {
    const owner = await signedInUser(ctx);
    const other = await signedInUser(ctx);
    const report = await savedReportOf(ctx, owner.token);
    const theirs = await pdfOf(report.id, other.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.headers['content-type']).toMatch(/^application\/json/);
    const bad = await pdfOf(report.id, owner.token, '?lang=xx');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/language must be one of/);
    expect((await pdfOf('not-a-uuid', owner.token)).statusCode).toBe(400);
    expect((await pdfOf(report.id)).statusCode).toBe(401);
  });
});
