import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInUser } from '../../../test/fixtures';
import { pdfText } from '../../../test/pdf-text';
import {
  loadReportReferences,
  postReport,
  reportBody,
  savedReportOf,
} from '../../../test/report-fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { PdfCache, pdfCacheKey, pdfWordingFingerprint } from './report-pdf-cache';

describe('PdfCache', () => {
  const pdf = (bytes: number, fill = 1) => Buffer.alloc(bytes, fill);

  it('keeps documents up to its bytes, dropping the least recently used first', async () => {
    const cache = new PdfCache(300);
    let made = 0;
    const make = (bytes: number) => async () => {
      made += 1;
      return pdf(bytes);
    };
    await cache.get('a', make(100));
    await cache.get('b', make(100));
    await cache.get('c', make(100));
    expect(cache.size).toBe(300);
    await cache.get('a', make(100)); // used: 'b' is now the oldest
    await cache.get('d', make(100));
    expect(cache.size).toBe(300);
    expect(made).toBe(4);
    await cache.get('a', make(100));
    await cache.get('c', make(100));
    await cache.get('d', make(100));
    expect(made).toBe(4);
    await cache.get('b', make(100));
    expect(made).toBe(5);
    // A document larger than the whole cache is made, never kept.
    await cache.get('huge', make(301));
    await cache.get('huge', make(301));
    expect(made).toBe(7);
    expect(cache.size).toBeLessThanOrEqual(300);
  });

  it('drops every document of a deleted report, and only its', async () => {
    const cache = new PdfCache(1000);
    const report = (id: string) => ({ id, updated_at: '2026-11-01T00:00:00.000Z', ended_on: null });
    const key = (id: string, language: 'en' | 'de', view: 'own' | 'shared') =>
      pdfCacheKey(report(id), { language, view, solutionName: 'Donation to a food bank' });
    const gone = 'a0000000-0000-4000-8000-000000000000';
    const kept = 'b0000000-0000-4000-8000-000000000000';
    await cache.get(key(gone, 'en', 'own'), async () => pdf(100));
    await cache.get(key(gone, 'de', 'shared'), async () => pdf(100));
    await cache.get(key(kept, 'en', 'own'), async () => pdf(100));
    expect(cache.size).toBe(300);
    cache.dropReport(gone);
    expect(cache.size).toBe(100);
    let made = 0;
    await cache.get(key(kept, 'en', 'own'), async () => {
      made += 1;
      return pdf(100);
    });
    expect(made).toBe(0);
  });

  it('makes a document once for requests that come at the same time', async () => {
    const cache = new PdfCache(1000);
    let made = 0;
    const make = async () => {
      made += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return pdf(10);
    };
    const answers = await Promise.all(Array.from({ length: 5 }, () => cache.get('k', make)));
    expect(made).toBe(1);
    expect(new Set(answers).size).toBe(1);
  });

  it('keeps nothing of a failed generation', async () => {
    const cache = new PdfCache(1000);
    await expect(cache.get('k', () => Promise.reject(new Error('no fonts')))).rejects.toThrow();
    expect((await cache.get('k', async () => pdf(10, 7)))[0]).toBe(7);
  });
});

describe('pdfCacheKey', () => {
  const report = { id: 'r1', updated_at: '2026-11-20T10:00:00.000Z', ended_on: null };
  const options = { language: 'en', view: 'own', solutionName: 'Donation to a food bank' } as const;

  it('changes with everything the document shows, and with its wording', () => {
    const key = pdfCacheKey(report, options);
    expect(pdfCacheKey({ ...report }, { ...options })).toBe(key);
    for (const other of [
      pdfCacheKey({ ...report, updated_at: '2026-11-21T10:00:00.000Z' }, options),
      // Stopping a donation changes ended_on alone.
      pdfCacheKey({ ...report, ended_on: '2026-11-25' }, options),
      pdfCacheKey(report, { ...options, language: 'de' }),
      pdfCacheKey(report, { ...options, view: 'shared' }),
      pdfCacheKey(report, { ...options, solutionName: 'Spende an eine Tafel' }),
    ]) {
      expect(other).not.toBe(key);
    }
    expect(key).toContain(pdfWordingFingerprint('en'));
    expect(pdfWordingFingerprint('en')).not.toBe(pdfWordingFingerprint('sl'));
  });
});

describe('GET /me/reports/:id/pdf and /shared/reports/:token/pdf, asked again', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
    await loadReportReferences(ctx.deps.db);
  });
  afterAll(() => ctx.close());

  const get = async (url: string, token?: string) => {
    const res = await ctx.app.inject({ url, headers: token ? bearer(token) : {} });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    return res.rawPayload;
  };
  const share = (id: string, token: string, showCompany: boolean) =>
    ctx.app.inject({
      method: 'POST',
      url: `/tool/api/me/reports/${id}/share`,
      headers: bearer(token),
      payload: { show_company: showCompany },
    });

  // Every document pdfkit writes has its own creation time and file id: the same bytes again
  // are the document kept from before.
  it('answers the same document until something it shows changes', async () => {
    const { token } = await signedInUser(ctx);
    const report = await savedReportOf(ctx, token);
    const own = `/tool/api/me/reports/${report.id}/pdf`;
    const first = await get(own, token);
    expect((await get(own, token)).equals(first)).toBe(true);

    // Another language is another document, kept as well.
    const german = await get(`${own}?lang=de`, token);
    expect(german.equals(first)).toBe(false);
    expect((await pdfText(german)).text).toContain('Umweltbericht');
    expect((await get(`${own}?lang=de`, token)).equals(german)).toBe(true);

    // The shared view, without and then with the company.
    const shareToken = (await share(report.id, token, false)).json().share_token as string;
    const shared = `/tool/api/shared/reports/${shareToken}/pdf`;
    const anonymous = await get(shared);
    expect(anonymous.equals(first)).toBe(false);
    expect((await pdfText(anonymous)).text).not.toContain('Bäckerei Huber');
    expect((await get(shared)).equals(anonymous)).toBe(true);
    expect((await share(report.id, token, true)).statusCode).toBe(200);
    const withCompany = await get(shared);
    expect(withCompany.equals(anonymous)).toBe(false);
    expect((await pdfText(withCompany)).text).toContain('Bäckerei Huber');

    // Saved again (the numbers are calculated anew, updated_at changes): a new document.
    const again = await postReport(ctx, reportBody(), token);
    expect(again.json()).toMatchObject({ id: report.id });
    expect(again.json().updated_at).not.toBe(report.updated_at);
    const resaved = await get(own, token);
    expect(resaved.equals(first)).toBe(false);
    expect((await get(own, token)).equals(resaved)).toBe(true);
  });
});
