import type { SavedReport } from '@foodhub/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInUser } from '../../../test/fixtures';
import { pdfText } from '../../../test/pdf-text';
import { savedReportOf, loadReportReferences } from '../../../test/report-fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { redactUrl } from '../../app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await loadReportReferences(ctx.deps.db);
});
afterAll(() => ctx.close());

const share = (id: string, token: string, body: object = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/tool/api/me/reports/${id}/share`,
    headers: { ...bearer(token), 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });

const unshare = (id: string, token?: string) =>
  ctx.app.inject({
    method: 'DELETE',
    url: `/tool/api/me/reports/${id}/share`,
    headers: token ? bearer(token) : {},
  });

/** Without any login: whoever has the link. */
const shared = (token: string, suffix = '') =>
  ctx.app.inject({ method: 'GET', url: `/tool/api/shared/reports/${token}${suffix}` });

async function shareToken(id: string, token: string, body: object = {}): Promise<string> {
  const res = await share(id, token, body);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['cache-control']).toBe('no-store');
  return res.json<{ share_token: string }>().share_token;
}

describe('sharing a report read-only', () => {
  it('opens the report by its link, without login and without the company unless shown', async () => {
    const { token } = await signedInUser(ctx);
    const report = await savedReportOf(ctx, token);
    const link = await shareToken(report.id, token);
    // 32 random bytes, base64url.
    expect(link).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const res = await shared(link);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    const view = res.json<SavedReport>();
    expect(view).toEqual({
      ...report,
      updated_at: view.updated_at,
      share_token: null,
      share_show_company: false,
      header: {
        ...report.header,
        company_name: null,
        company_address: null,
        // The route starts at the postal area and town, not at the company's street.
        transport: { ...report.header.transport, source: '8010 Graz' },
      },
    });
    expect(res.body).not.toContain('Bäckerei Huber');
    expect(res.body).not.toContain('Hauptplatz');

    const pdf = await shared(link, '/pdf?lang=sl');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['x-robots-tag']).toBe('noindex');
    const { text } = await pdfText(pdf.rawPayload);
    expect(text).toContain('Poročilo o vplivih na okolje');
    expect(text).toContain('Bread, French bread, baguette');
    expect(text).not.toContain('Bäckerei Huber');
    expect(text).not.toContain('Hauptplatz');
    expect(text).toContain('8010 Graz');
    expect(text).not.toContain('Podjetje');

    // The owner sees the link on the report.
    const own = await ctx.app.inject({
      url: `/tool/api/me/reports/${report.id}`,
      headers: bearer(token),
    });
    expect(own.json<SavedReport>()).toMatchObject({ share_token: link, share_show_company: false });
  });

  it('keeps the link when shared again, and changes what it shows of the company', async () => {
    const { token } = await signedInUser(ctx);
    const report = await savedReportOf(ctx, token);
    const link = await shareToken(report.id, token);
    const withCompany = await share(report.id, token, { show_company: true });
    expect(withCompany.json()).toEqual({ share_token: link, show_company: true });
    const view = (await shared(link)).json<SavedReport>();
    expect(view.header).toMatchObject({
      company_name: 'Bäckerei Huber',
      company_address: 'Hauptplatz 1, 8010 Graz, Austria',
      transport: { source: 'Hauptplatz 1, 8010 Graz' },
    });
    expect(view.share_token).toBeNull();
    const shown = await pdfText((await shared(link, '/pdf')).rawPayload);
    expect(shown.text).toContain('Company Bäckerei Huber');
    expect(shown.text).toContain('Hauptplatz 1, 8010 Graz');
    const own = () =>
      ctx.app.inject({ url: `/tool/api/me/reports/${report.id}`, headers: bearer(token) });
    expect((await own()).json<SavedReport>().share_show_company).toBe(true);

    // Unticked again: the same link, at once without the company and its street.
    expect(await shareToken(report.id, token, { show_company: false })).toBe(link);
    const hidden = await shared(link);
    expect(hidden.json<SavedReport>().header).toMatchObject({
      company_name: null,
      company_address: null,
      transport: { source: '8010 Graz' },
    });
    expect(hidden.body).not.toContain('Hauptplatz');
    const { text } = await pdfText((await shared(link, '/pdf')).rawPayload);
    expect(text).not.toContain('Bäckerei Huber');
    expect(text).not.toContain('Hauptplatz');
    expect(text).toContain('8010 Graz');
    expect((await own()).json<SavedReport>().share_show_company).toBe(false);
  });

  it('closes the link when sharing stops: 404 from then on, a new link next time', async () => {
    const { token } = await signedInUser(ctx);
    const report = await savedReportOf(ctx, token);
    const link = await shareToken(report.id, token);
    const stopped = await unshare(report.id, token);
    expect(stopped.statusCode).toBe(204);
    expect(stopped.body).toBe('');
    for (const suffix of ['', '/pdf']) {
      const res = await shared(link, suffix);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toMatch(/not shared/);
    }
    // Stopping twice is no error; sharing again makes a new link.
    expect((await unshare(report.id, token)).statusCode).toBe(204);
    const again = await shareToken(report.id, token);
    expect(again).not.toBe(link);
    expect((await shared(again)).statusCode).toBe(200);
  });

  it('lets no other user share or unshare your report', async () => {
    const owner = await signedInUser(ctx);
    const other = await signedInUser(ctx);
    const report = await savedReportOf(ctx, owner.token);
    const link = await shareToken(report.id, owner.token);
    const theirs = await share(report.id, other.token, { show_company: true });
    expect(theirs.statusCode).toBe(404);
    expect((await unshare(report.id, other.token)).statusCode).toBe(404);
    // The owner's link still works, and still hides the company.
    const view = (await shared(link)).json<SavedReport>();
    expect(view.header.company_name).toBeNull();
  });

  it('keeps the link out of the request log', () => {
    const link = 'A'.repeat(43);
    expect(redactUrl(`/tool/api/shared/reports/${link}/pdf?lang=sl`)).toBe(
      '/tool/api/shared/reports/[redacted]/pdf?lang=sl',
    );
    expect(redactUrl(`/tool/api/shared/reports/${link}`)).toBe(
      '/tool/api/shared/reports/[redacted]',
    );
  });

  it('answers 404 for an unknown link, 400 for a malformed one, 401 to change without login', async () => {
    const unknown = 'A'.repeat(43);
    expect((await shared(unknown)).statusCode).toBe(404);
    expect((await shared(unknown, '/pdf')).statusCode).toBe(404);
    const bad = await shared('short');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/Not a share link/);
    const { token } = await signedInUser(ctx);
    const report = await savedReportOf(ctx, token);
    expect((await unshare(report.id)).statusCode).toBe(401);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: `/tool/api/me/reports/${report.id}/share`,
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
