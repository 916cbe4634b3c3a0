import type { SavedReport } from '@foodhub/contracts';
import { formatNumberIn, IMPACT_MODEL_VERSION } from '@foodhub/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInUser } from '../../../test/fixtures';
import { pdfText } from '../../../test/pdf-text';
import { reportBody, savedReportOf, loadReportReferences } from '../../../test/report-fixtures';
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
    const net = formatNumberIn(report.reports[0]!.indicators.co2.net, 'en', {
      maximumSignificantDigits: 3,
    });
    for (const part of [
      'Environmental impact report',
      'Company Bäckerei Huber',
      'Hauptplatz 1, 8010 Graz, Austria',
      'Surplus Bread, French bread, baguette',
      '120 kg, 2 times per week',
      'Solution Donation to a food bank',
      'Provider Tafel Steiermark',
      'Distance 25 km',
      'from Hauptplatz 1, 8010 Graz to Lagergasse 5, 8020 Graz (road route (OSRM))',
      'Transport weight 130 kg',
      `Date ${dateIn('en', report)}`,
      `Impact model version ${IMPACT_MODEL_VERSION}`,
      'One donation',
      'Per month',
      'Per year',
      `Climate change (kg CO2-eq) `,
      net,
      'Production substitution rate: 33%',
      'Donation efficiency: 78%',
      'AGRIBALYSE 3.1 product “Bread, French bread, baguette”',
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
    expect(german.title).toBe('Bericht zur Umweltwirkung');
    for (const part of [
      'Bericht zur Umweltwirkung',
      'Unternehmen Bäckerei Huber',
      '120 kg, 2-mal pro Woche',
      // The catalogue's German name of the solution.
      'Lösung Spende an eine Tafel',
      'Anbieter Tafel Steiermark',
      'Entfernung 25 km',
      `Datum ${dateIn('de', report)}`,
      `Version des Wirkungsmodells ${IMPACT_MODEL_VERSION}`,
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
      'Razdalja 25 km',
      `Datum ${dateIn('sl', report)}`,
      `Različica modela vplivov ${IMPACT_MODEL_VERSION}`,
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
    expect(text).toContain('Saison (mois actifs) janvier, mars');
    expect(text).toContain('40 kg, 1 fois par mois');
    expect(text).toContain('Aucun transport n’a été calculé');
    expect(text).toContain('le pain grillé comme produit de référence');
    expect(text).not.toContain('Prestataire');
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
