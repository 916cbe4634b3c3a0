import { replaceNaceCodes } from '@foodhub/db';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadReferenceFixtures, NACE_FIXTURE_CODES } from '../../../test/reference-fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { loadNaceCodes } from '../../importers/nace.load';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await loadReferenceFixtures(ctx.deps.db);
});
afterAll(() => ctx.close());

const list = (query = '', headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/tool/api/nace_codes${query}`, headers });
const lookup = (payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/tool/api/nace_codes/lookup',
    payload: payload as object,
    headers,
  });
const titleOf = (body: { code: string; description: string }[], code: string) =>
  body.find((c) => c.code === code)?.description;

describe('GET /nace_codes', () => {
  it('lists every code with its level in Eurostat order, English by default', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = res.json();
    expect(body.map((c: { code: string }) => c.code)).toEqual(NACE_FIXTURE_CODES);
    expect(body[7]).toEqual({
      _id: '10.71',
      code: '10.71',
      description: 'Manufacture of bread; manufacture of fresh pastry goods and cakes',
      level: 'Class',
      keywords: expect.arrayContaining(['bakery', 'bread', 'baker']),
    });
    // A code without everyday words has just the spec's four fields.
    expect(body[0]).toEqual({
      _id: 'A',
      code: 'A',
      description: 'AGRICULTURE, FORESTRY AND FISHING',
      level: 'Section',
    });
    expect(body.map((c: { level: string }) => c.level).slice(0, 4)).toEqual([
      'Section',
      'Division',
      'Group',
      'Class',
    ]);
  });

  it('answers in the language of ?lang=, else of Accept-Language, else English', async () => {
    expect(titleOf((await list('?lang=de')).json(), '10.71')).toBe(
      'Herstellung von Backwaren (ohne Dauerbackwaren)',
    );
    expect(
      titleOf((await list('', { 'accept-language': 'fr-CH,fr;q=0.9,en;q=0.5' })).json(), '10.71'),
    ).toBe('Fabrication de pain et de pâtisserie fraîche');
    expect(titleOf((await list('', { 'accept-language': 'it' })).json(), '10')).toBe(
      'Industrie alimentari',
    );
    expect(titleOf((await list('?lang=en', { 'accept-language': 'de' })).json(), '10')).toBe(
      'Manufacture of food products',
    );
    expect(titleOf((await list('', { 'accept-language': 'sl-SI,sl;q=0.9' })).json(), '10')).toBe(
      'Proizvodnja živil',
    );
    expect(titleOf((await list('?lang=sl')).json(), '10.71')).toBe(
      'Peka kruha; proizvodnja svežega peciva in slaščic',
    );
  });

  it('adds the everyday words of the asked language and English to the codes that have them', async () => {
    const keywordsOf = (body: { code: string; keywords?: string[] }[], code: string) =>
      body.find((c) => c.code === code)?.keywords;
    const de = keywordsOf((await list('?lang=de')).json(), '10.71');
    expect(de).toEqual(expect.arrayContaining(['Bäckerei', 'Brot', 'Konditorei', 'bakery']));
    // The interface language's words come first, the English ones after them.
    expect(de?.indexOf('Bäckerei')).toBeLessThan(de?.indexOf('bakery') ?? -1);
    expect(keywordsOf((await list('?lang=sl')).json(), '10.71')).toEqual(
      expect.arrayContaining(['pekarna', 'kruh', 'bread']),
    );
    expect(keywordsOf((await list('?lang=it')).json(), '10.71')).toEqual(
      expect.arrayContaining(['panificio', 'pane', 'forno', 'bakery']),
    );
    expect(keywordsOf((await list('?lang=fr')).json(), '10.71')).toEqual(
      expect.arrayContaining(['boulangerie', 'pain', 'bread']),
    );
    const en = keywordsOf((await list()).json(), '10.71');
    expect(en).toContain('bakery');
    expect(en).not.toContain('Bäckerei');
    expect(keywordsOf((await list('?lang=de')).json(), '01.11')).toEqual(
      expect.arrayContaining(['Getreide', 'Weizen']),
    );
    expect(keywordsOf((await list('?lang=de')).json(), 'C')).toBeUndefined();
  });

  it('keeps the Slovenian titles across an import, which only knows the other languages', async () => {
    await loadNaceCodes(ctx.deps.db, [
      {
        code: 'A',
        level: 'Section',
        parentCode: null,
        sectionCode: 'A',
        titleEn: 'AGRICULTURE (new release)',
        titleDe: null,
        titleFr: null,
        titleIt: null,
        sortOrder: 1,
      },
      {
        code: 'Z',
        level: 'Section',
        parentCode: null,
        sectionCode: 'Z',
        titleEn: 'A section the translation does not know',
        titleDe: null,
        titleFr: null,
        titleIt: null,
        sortOrder: 2,
      },
    ]);
    try {
      expect((await list('?lang=sl')).json()).toEqual([
        {
          _id: 'A',
          code: 'A',
          description: 'KMETIJSTVO IN LOV, GOZDARSTVO, RIBIŠTVO',
          level: 'Section',
        },
        {
          _id: 'Z',
          code: 'Z',
          description: 'A section the translation does not know',
          level: 'Section',
        },
      ]);
    } finally {
      await loadReferenceFixtures(ctx.deps.db);
    }
  });

  it('falls back to English where a translation is missing', async () => {
    expect(titleOf((await list('?lang=de')).json(), '01.11')).toBe(
      'Growing of cereals (except rice), leguminous crops and oil seeds',
    );
  });

  it('refuses an unknown ?lang= with 400', async () => {
    const res = await list('?lang=xx');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('lang: lang must be one of en, de, sl, it, fr (querystring)');
  });

  it('is cacheable: Cache-Control, Vary and an ETag per language that revalidates to 304', async () => {
    const en = await list();
    const de = await list('?lang=de');
    expect(en.headers['cache-control']).toBe('public, max-age=300');
    expect(en.headers.vary).toMatch(/Accept-Language/);
    expect(en.headers.etag).toMatch(/^W\/".+"$/);
    expect(de.headers.etag).not.toBe(en.headers.etag);
    const again = await list('', { 'if-none-match': String(en.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('serves a new import at once', async () => {
    await loadNaceCodes(ctx.deps.db, [
      {
        code: 'A',
        level: 'Section',
        parentCode: null,
        sectionCode: 'A',
        titleEn: 'Only A',
        titleDe: null,
        titleFr: null,
        titleIt: null,
        sortOrder: 1,
      },
    ]);
    expect((await list()).json()).toEqual([
      { _id: 'A', code: 'A', description: 'Only A', level: 'Section' },
    ]);
    await loadReferenceFixtures(ctx.deps.db);
    expect((await list()).json()).toHaveLength(8);
  });
  it('notices within a minute when another process imported (no invalidation here)', async () => {
    await list(); // builds the lists
    await replaceNaceCodes(ctx.deps.db, [], { name: 'nace', source: 'elsewhere' });
    expect((await list()).json()).toHaveLength(8);
    const now = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(now + 61_000);
    try {
      expect((await list()).json()).toEqual([]);
    } finally {
      clock.mockRestore();
      await loadReferenceFixtures(ctx.deps.db);
    }
  });
});

describe('POST /nace_codes/lookup', () => {
  it('answers titles in the order asked, null for unknown codes', async () => {
    const res = await lookup({ codes: ['10.71', 'ZZ', 'A', '10.71'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        code: '10.71',
        description: 'Manufacture of bread; manufacture of fresh pastry goods and cakes',
      },
      { code: 'ZZ', description: null },
      { code: 'A', description: 'AGRICULTURE, FORESTRY AND FISHING' },
      {
        code: '10.71',
        description: 'Manufacture of bread; manufacture of fresh pastry goods and cakes',
      },
    ]);
    expect(res.headers.vary).toMatch(/Accept-Language/);
  });

  it('answers Slovenian titles for a Slovenian interface', async () => {
    const res = await lookup({ codes: ['10.71', '10', 'ZZ'] }, { 'accept-language': 'sl' });
    expect(res.json()).toEqual([
      { code: '10.71', description: 'Peka kruha; proizvodnja svežega peciva in slaščic' },
      { code: '10', description: 'Proizvodnja živil' },
      { code: 'ZZ', description: null },
    ]);
    const byQuery = await ctx.app.inject({
      method: 'POST',
      url: '/tool/api/nace_codes/lookup?lang=sl',
      payload: { codes: ['A'] },
    });
    expect(byQuery.json()).toEqual([
      { code: 'A', description: 'KMETIJSTVO IN LOV, GOZDARSTVO, RIBIŠTVO' },
    ]);
  });

  it('accepts the compact notation and stray spaces, echoing the code as sent', async () => {
    const res = await lookup({ codes: ['1071', ' 10.7 ', 'c'] }, { 'accept-language': 'de' });
    expect(res.json()).toEqual([
      { code: '1071', description: 'Herstellung von Backwaren (ohne Dauerbackwaren)' },
      { code: ' 10.7 ', description: 'Herstellung von Back- und Teigwaren' },
      { code: 'c', description: 'VERARBEITENDES GEWERBE/HERSTELLUNG VON WAREN' },
    ]);
  });

  it('answers an empty list for no codes', async () => {
    expect((await lookup({ codes: [] })).json()).toEqual([]);
  });

  it.each([
    ['no body', undefined, 'The body must be { "codes": [...] } with a list of NACE codes'],
    ['no codes', {}, 'codes: codes must be a list of NACE codes'],
    ['codes not a list', { codes: '10.71' }, 'codes: codes must be a list of NACE codes'],
    ['a code not a text', { codes: ['10.71', 1071] }, 'codes.1: Each NACE code must be a text'],
    ['an empty code', { codes: [''] }, 'codes.0: A NACE code must not be empty'],
    ['a blank code', { codes: ['  '] }, 'codes.0: A NACE code must not be empty'],
    [
      'an over-long code',
      { codes: ['1'.repeat(21)] },
      'codes.0: A NACE code has at most 20 characters',
    ],
    [
      '201 codes',
      { codes: Array.from({ length: 201 }, () => 'A') },
      'codes: At most 200 codes per lookup',
    ],
  ])('answers 400 for %s', async (_case, payload, message) => {
    const res = await lookup(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/tool/api/nace_codes/lookup',
      headers: { 'content-type': 'application/json' },
      payload: '{"codes": [',
    });
    expect(res.statusCode).toBe(400);
  });

  it('accepts exactly 200 codes', async () => {
    const res = await lookup({ codes: Array.from({ length: 200 }, () => '10') });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveLength(200);
  });
});
