import type { SolutionNames } from '@foodhub/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { solutionsSeedDataset } from '../../importers/solution-catalogue.load';
import { defaultSeedDir } from '../../seed/seed-reference-data';

let ctx: TestContext;
let catalogueIds: string[] = [];

beforeAll(async () => {
  ctx = await createTestApp();
  await solutionsSeedDataset.load(ctx.deps.db, defaultSeedDir());
  catalogueIds = (await ctx.deps.db.query.solutions.findMany({ columns: { id: true } }))
    .map((s) => s.id)
    .sort();
});
afterAll(() => ctx.close());

const namesOf = (query = '', headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/tool/api/solutions/names${query}`, headers });

describe('GET /solutions/names', () => {
  it('names every catalogue solution by id in each of the five languages', async () => {
    const foodBank: Record<string, string> = {};
    for (const language of ['en', 'de', 'sl', 'it', 'fr']) {
      const res = await namesOf(`?lang=${language}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json<SolutionNames>();
      expect(body.language).toBe(language);
      expect(Object.keys(body.names).sort()).toEqual(catalogueIds);
      expect(Object.values(body.names).every((name) => name.trim().length > 0)).toBe(true);
      foodBank[language] = body.names['reuse-food-bank']!;
    }
    expect(foodBank).toEqual({
      en: 'Donation to a food bank',
      de: 'Spende an eine Tafel',
      sl: 'Podaritev banki hrane',
      it: 'Donazione a un banco alimentare',
      fr: 'Don à une banque alimentaire',
    });
  });

  it('takes the language from Accept-Language without ?lang=, English by default', async () => {
    const german = await namesOf('', { 'accept-language': 'de-AT, en;q=0.5' });
    expect(german.json<SolutionNames>()).toMatchObject({
      language: 'de',
      names: { 'reuse-food-bank': 'Spende an eine Tafel' },
    });
    expect(german.headers.vary).toMatch(/Accept-Language/i);
    // ?lang= wins over the header.
    const slovenian = await namesOf('?lang=sl', { 'accept-language': 'de' });
    expect(slovenian.json<SolutionNames>().names['reuse-food-bank']).toBe('Podaritev banki hrane');
    const plain = await namesOf('', { 'accept-language': 'ja' });
    expect(plain.json<SolutionNames>().language).toBe('en');
  });

  it('is public and cacheable: a client’s current copy is answered 304', async () => {
    const first = await namesOf('?lang=it');
    expect(first.headers['cache-control']).toBe('public, max-age=300');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await namesOf('?lang=it', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    // Another language is another list.
    expect((await namesOf('?lang=fr')).headers.etag).not.toBe(etag);
  });

  it('answers 400 with a message for a language it does not speak', async () => {
    const res = await namesOf('?lang=xx');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toMatch(/lang must be one of en, de, sl/);
  });
});
