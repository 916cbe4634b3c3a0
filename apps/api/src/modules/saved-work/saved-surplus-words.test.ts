import {
  userDataExport,
  type MatchResponse,
  type SavedSurplusDetail,
  type SavedSurplusSummary,
} from '@foodhub/contracts';
import { savedSurpluses } from '@foodhub/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInUser } from '../../../test/fixtures';
import { loadReferenceFixtures } from '../../../test/reference-fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { solutionsSeedDataset } from '../../importers/solution-catalogue.load';
import { defaultSeedDir } from '../../seed/seed-reference-data';
import { fillSavedSurplusColumns } from './fill-surplus-columns';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await loadReferenceFixtures(ctx.deps.db);
  await solutionsSeedDataset.load(ctx.deps.db, defaultSeedDir());
});
afterAll(() => ctx.close());

// A bakery in Graz with bread that did not sell: routes to people, animals and energy, and some
// left out; located, so the engine counts providers near it.
const bread = {
  companyProfile: {
    businessCategory: 'Bakery',
    location: { city: 'Graz', country: 'Austria' },
    location_geo: { type: 'Point', coordinates: [15.4395, 47.0707] },
  },
  wasteInfo: {
    surplusName: 'Brot vom Vortag',
    amount: { value: 40, unit: 'kg' },
    frequency: { times: 1, interval: 'week' },
  },
};

async function match(token: string, userInputs: unknown, query = '', language = 'en') {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/tool/api/solutions/match${query}`,
    headers: { ...bearer(token), 'content-type': 'application/json', 'accept-language': language },
    payload: JSON.stringify({ userInputs }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MatchResponse>();
}

const get = (url: string, token: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'GET',
    url: `/tool/api${url}`,
    headers: { ...bearer(token), ...headers },
  });

async function listed(token: string) {
  return (await get('/me/surpluses', token)).json<{ surpluses: SavedSurplusSummary[] }>().surpluses;
}

async function detail(token: string, id: string, query = '', headers = {}) {
  const res = await get(`/me/surpluses/${id}${query}`, token, headers);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SavedSurplusDetail>();
}

async function storedAnswerOf(id: string) {
  const [row] = await ctx.deps.db
    .select({
      answer: savedSurpluses.answer,
      bytes: sql<number>`octet_length(${savedSurpluses.answer}::text)`,
    })
    .from(savedSurpluses)
    .where(eq(savedSurpluses.id, id));
  return row!;
}

const idOf = (s: MatchResponse['solutions'][number]) =>
  s.solution_origin === 'dataset' ? s.solution_id : s.id;

describe('a saved surplus keeps what the match decided, not its words', () => {
  it('reopens in the language asked with the ranking and scores it had', async () => {
    const { token } = await signedInUser(ctx);
    const english = await match(token, bread);
    const german = await match(token, bread, '', 'de');
    expect(german.solutions.map(idOf)).toEqual(english.solutions.map(idOf));
    const [saved] = await listed(token);

    expect((await detail(token, saved!.id, '?lang=en')).answer).toEqual(english);
    expect((await detail(token, saved!.id, '?lang=de')).answer).toEqual(german);
    // Without ?lang=, the request's language, as every other worded answer.
    const byHeader = await detail(token, saved!.id, '', { 'accept-language': 'de-AT,en;q=0.5' });
    expect(byHeader.answer).toEqual(german);
    expect(byHeader.inputs).toEqual(bread);
  });

  it('stores a few KB without any text of the answer', async () => {
    const { token } = await signedInUser(ctx);
    const answer = await match(token, bread, '?allLanguages=true');
    const [saved] = await listed(token);
    const stored = await storedAnswerOf(saved!.id);
    const best = answer.solutions[0]!;
    expect(best.solution_origin).toBe('dataset');
    const text = JSON.stringify(stored.answer);
    expect(text).not.toContain(best.solution_origin === 'dataset' ? best.description : '-');
    expect(text).not.toContain(answer.details.reasoning[idOf(best)]!);
    expect(stored.answer).toMatchObject({
      ranking: answer.solutions.map(idOf),
      scores: answer.details.scores,
      conditions: answer.details.conditions,
    });
    expect(stored.bytes).toBeLessThan(JSON.stringify(answer).length / 20);
  });

  it('opens an answer saved whole before in the language asked, without the other languages', async () => {
    const { token } = await signedInUser(ctx);
    const whole = await match(token, bread, '?allLanguages=true');
    const [saved] = await listed(token);
    // As rows saved before this version hold it: the answer with its texts in every language.
    await ctx.deps.db
      .update(savedSurpluses)
      .set({ answer: whole as unknown as Record<string, unknown> })
      .where(eq(savedSurpluses.id, saved!.id));

    const german = (await detail(token, saved!.id, '?lang=de')).answer as MatchResponse;
    const texts = whole.details.texts!.de!;
    expect(german.details.texts).toBeUndefined();
    expect(german.solutions.map(idOf)).toEqual(whole.solutions.map(idOf));
    expect(german.details.scores).toEqual(whole.details.scores);
    expect(german.details.reasoning).toEqual(texts.reasoning);
    const best = german.solutions[0]!;
    expect(best.solution_origin === 'dataset' && best.process_name).toBe(
      texts.solutions[idOf(best)]!.process_name,
    );
    const { texts: _texts, ...englishDetails } = whole.details;
    expect((await detail(token, saved!.id, '?lang=en')).answer).toEqual({
      solutions: whole.solutions,
      details: englishDetails,
    });
  });

  it('refuses a language it does not have with 400', async () => {
    const { token } = await signedInUser(ctx);
    await match(token, bread);
    const [saved] = await listed(token);
    const res = await get(`/me/surpluses/${saved!.id}?lang=xx`, token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/lang must be one of en, de/);
  });
});

describe('POST /solutions/match?lang=', () => {
  it('answers in the language asked, before Accept-Language', async () => {
    const { token } = await signedInUser(ctx);
    const german = await match(token, bread, '', 'de');
    expect(await match(token, bread, '?lang=de', 'en')).toEqual(german);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/tool/api/solutions/match?lang=klingon',
      headers: { ...bearer(token), 'content-type': 'application/json' },
      payload: JSON.stringify({ userInputs: bread }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/lang must be one of/);
  });

  it('neither saves nor counts a language switch (reword=true) as another search', async () => {
    const { token } = await signedInUser(ctx);
    const searches = async () =>
      Number(
        (
          (await ctx.deps.db.execute(
            sql`select coalesce(sum(count), 0) as n from match_counts`,
          )) as unknown as { rows: { n: number | string }[] }
        ).rows[0]!.n,
      );
    const before = await searches();
    await match(token, bread, '?lang=en');
    const [saved] = await listed(token);
    expect(await searches()).toBe(before + 1);
    const german = await match(token, bread, '?lang=de&reword=true');
    expect(german.solutions.length).toBeGreaterThan(0);
    expect(await searches()).toBe(before + 1);
    expect(await listed(token)).toEqual([saved]);
  });
});

describe('My surpluses reads the summary columns', () => {
  it('fills a row’s summary when it is saved, and once for a row saved before it', async () => {
    const { token } = await signedInUser(ctx);
    const answer = await match(token, bread, '?allLanguages=true');
    const before = await listed(token);
    const [saved] = before;
    const [row] = await ctx.deps.db
      .select({ summary: savedSurpluses.summary, kgPerWeek: savedSurpluses.kgPerWeek })
      .from(savedSurpluses)
      .where(eq(savedSurpluses.id, saved!.id));
    expect(row!.summary).toMatchObject({
      surplus_name: 'Brot vom Vortag',
      best_solution: { id: idOf(answer.solutions[0]!) },
    });
    expect(row!.kgPerWeek).toBe(40);

    // As a row saved before the summary columns: the whole answer, no summary.
    await ctx.deps.db
      .update(savedSurpluses)
      .set({ answer: answer as unknown as Record<string, unknown>, summary: null, kgPerWeek: null })
      .where(eq(savedSurpluses.id, saved!.id));
    expect(await listed(token)).toEqual(before);

    const log = { info: () => {} };
    expect(await fillSavedSurplusColumns(ctx.deps.db, log)).toBeGreaterThanOrEqual(1);
    const [filled] = await ctx.deps.db
      .select({ summary: savedSurpluses.summary, kgPerWeek: savedSurpluses.kgPerWeek })
      .from(savedSurpluses)
      .where(eq(savedSurpluses.id, saved!.id));
    expect(filled).toEqual(row);
    expect(await listed(token)).toEqual(before);
  });
});

describe('the data download', () => {
  it('gives each search its entries and result, for rows saved either way', async () => {
    const { token } = await signedInUser(ctx);
    const answer = await match(token, bread, '?allLanguages=true');
    const whole = await match(token, { ...bread, wasteInfo: { surplusName: 'Äpfel' } });
    const [apples] = await listed(token);
    await ctx.deps.db
      .update(savedSurpluses)
      .set({ answer: whole as unknown as Record<string, unknown> })
      .where(eq(savedSurpluses.id, apples!.id));

    const res = await get('/me/export', token);
    expect(res.statusCode).toBe(200);
    const { savedSurpluses: searches } = userDataExport.parse(res.json());
    expect(searches.map((s) => s.surplusName)).toEqual(['Brot vom Vortag', 'Äpfel']);
    const [breadSearch, appleSearch] = searches;
    expect(breadSearch!.inputs).toEqual(bread);
    expect(breadSearch!.result).toMatchObject({
      language: 'en',
      ranking: answer.solutions.map(idOf),
      scores: answer.details.scores,
      excluded: answer.details.excluded.map((e) => ({ id: e.solution_id, rule: e.rule })),
    });
    expect(appleSearch!.result).toMatchObject({
      language: null,
      at: appleSearch!.updatedAt,
      ranking: whole.solutions.map(idOf),
      scores: whole.details.scores,
      factors: whole.details.factors,
    });
  });
});
