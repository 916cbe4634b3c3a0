import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DatasetSolution, MatchResponse } from '@foodhub/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInUser } from '../../../test/fixtures';
import { loadReferenceFixtures } from '../../../test/reference-fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { solutionsSeedDataset } from '../../importers/solution-catalogue.load';
import { defaultSeedDir } from '../../seed/seed-reference-data';

// The API answers in the request's language with a fixture translation, not the shipped files.
const FOOD_BANK_DE = {
  process_name: 'Spende an eine Tafel',
  description: 'Die Tafel verteilt Lebensmittel an Menschen in Not.',
  solution_subcategory: 'Tafel',
  solution_result: ['Lebensmittelhilfe für Bedürftige'],
};

let ctx: TestContext;
let token: string;
let translationsDir: string;

beforeAll(async () => {
  ctx = await createTestApp();
  translationsDir = mkdtempSync(path.join(os.tmpdir(), 'foodhub-translations-'));
  writeFileSync(
    path.join(translationsDir, 'de.json'),
    JSON.stringify({ language: 'de', solutions: { 'reuse-food-bank': FOOD_BANK_DE } }),
  );
  ctx.deps.solutionTranslationsDir = translationsDir;
  await loadReferenceFixtures(ctx.deps.db);
  await solutionsSeedDataset.load(ctx.deps.db, defaultSeedDir());
  token = (await signedInUser(ctx)).token;
});
afterAll(async () => {
  await ctx.close();
  rmSync(translationsDir, { recursive: true, force: true });
});

const BREAD = {
  companyProfile: { businessCategory: 'Bakery' },
  wasteInfo: {
    surplusName: 'Brot',
    amount: { value: 40, unit: 'kg' },
    frequency: { times: 1, interval: 'week' },
  },
};

async function match(headers: Record<string, string> = {}) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/tool/api/solutions/match',
    headers: { ...bearer(token), 'content-type': 'application/json', ...headers },
    payload: JSON.stringify({ userInputs: BREAD }),
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers.vary).toMatch(/Accept-Language/i);
  return res.json<MatchResponse>();
}

function solution(body: MatchResponse, id: string): DatasetSolution {
  const found = body.solutions.find((s) => s.solution_origin === 'dataset' && s.solution_id === id);
  if (!found || found.solution_origin !== 'dataset') throw new Error(`${id} not in the answer`);
  return found;
}

describe('POST /solutions/match in the request language', () => {
  let english: MatchResponse;
  beforeAll(async () => {
    english = await match();
  });

  // The reason names what was found, in the user's words; so does the reading.
  it.each([
    [
      'de',
      'Die Ware ist verdorben oder verunreinigt („verschimmelt“)',
      'verdorben oder verunreinigt',
    ],
    ['sl', 'Hrana je pokvarjena ali onesnažena (»verschimmelt«)', 'pokvarjeno ali onesnaženo'],
    ['it', 'È avariato o contaminato («verschimmelt»)', 'avariato o contaminato'],
    ['fr', 'Il est avarié ou contaminé (« verschimmelt »)', 'avarié ou contaminé'],
  ] as const)(
    'in %s gives the reasons of the left-out routes and the reading of the surplus',
    async (language, reason, state) => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/tool/api/solutions/match',
        headers: {
          ...bearer(token),
          'content-type': 'application/json',
          'accept-language': language,
        },
        payload: JSON.stringify({
          userInputs: { wasteInfo: { surplusName: 'Brot', additionalSurplusInfo: 'verschimmelt' } },
        }),
      });
      expect(res.statusCode, res.body).toBe(200);
      const body: MatchResponse = res.json();
      const people = body.details.excluded.filter((e) => e.end_use === 'human_food' && e.safety);
      expect(people.length).toBeGreaterThan(0);
      for (const e of people) expect(e.reason.startsWith(reason)).toBe(true);
      expect(body.details.surplus.message).toContain(state);
    },
  );

  it('without Accept-Language answers the English catalogue and reasoning', async () => {
    const bank = solution(english, 'reuse-food-bank');
    expect(bank.process_name).toBe('Donation to a food bank');
    expect(bank.solution_category).toBe('Reuse (human)');
    expect(english.details.reasoning['reuse-food-bank']).toMatch(/^We read "Brot" as bread; /);
    expect(await match({ 'accept-language': 'en-GB' })).toEqual(english);
  });

  it.each(['de', 'de-AT', 'de-AT,de;q=0.9,en;q=0.5'])(
    'Accept-Language %s gives the German texts and reasoning',
    async (header) => {
      const body = await match({ 'accept-language': header });
      const bank = solution(body, 'reuse-food-bank');
      const englishBank = solution(english, 'reuse-food-bank');
      const { surplus_name_labels: labels, ...texts } = bank;
      expect(texts).toEqual({
        ...englishBank,
        ...FOOD_BANK_DE,
        // Not in the fixture: stays English.
        general_constraints: englishBank.general_constraints,
      });
      // The accepted foods as the vocabulary's German words, in the catalogue's order.
      expect(labels).toHaveLength(englishBank.general_accepted_food_types.surplus_name.length);
      expect(labels?.[englishBank.general_accepted_food_types.surplus_name.indexOf('bread')]).toBe(
        'Brot',
      );
      expect(body.details.reasoning['reuse-food-bank']).toMatch(
        /^Wir verstehen „Brot“ als Brot; diese Lösung nimmt .* ausdrücklich an\./,
      );
      expect(body.details.reasoning['reuse-food-bank']).toContain('etwa 40 kg pro Woche');
    },
  );

  it('keeps the matching, the order, the scores and the categories of the English answer', async () => {
    const body = await match({ 'accept-language': 'de' });
    const ids = (b: MatchResponse) =>
      b.solutions.map((s) => (s.solution_origin === 'dataset' ? s.solution_id : s.id));
    expect(ids(body)).toEqual(ids(english));
    expect(body.details.scores).toEqual(english.details.scores);
    expect(body.details.factors).toEqual(english.details.factors);
    const categories = (b: MatchResponse) =>
      b.solutions.map((s) => (s.solution_origin === 'dataset' ? s.solution_category : null));
    expect(categories(body)).toEqual(categories(english));
  });

  it('leaves a solution the translation does not have in English', async () => {
    const body = await match({ 'accept-language': 'de' });
    const { surplus_name_labels: _labels, ...shop } = solution(body, 'reuse-social-supermarket');
    expect(shop).toEqual(solution(english, 'reuse-social-supermarket'));
    // Its reasoning is German all the same.
    expect(body.details.reasoning['reuse-social-supermarket']).toMatch(/^Wir verstehen/);
  });

  it('answers a language without a translation file with English texts and its own reasoning', async () => {
    const body = await match({ 'accept-language': 'fr' });
    const { surplus_name_labels: labels, ...bank } = solution(body, 'reuse-food-bank');
    expect(bank).toEqual(solution(english, 'reuse-food-bank'));
    expect(labels).toContain('pain');
    expect(solution(english, 'reuse-food-bank').surplus_name_labels).toBeUndefined();
    expect(body.details.reasoning['reuse-food-bank']).toMatch(/^Nous avons interprété/);
  });
});

describe('POST /solutions/match?allLanguages=true', () => {
  async function matchAll(headers: Record<string, string> = {}) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/tool/api/solutions/match?allLanguages=true',
      headers: { ...bearer(token), 'content-type': 'application/json', ...headers },
      payload: JSON.stringify({
        userInputs: { ...BREAD, wasteInfo: { ...BREAD.wasteInfo, additionalSurplusInfo: 'alt' } },
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<MatchResponse>();
  }

  it('words the same answer in every interface language, the asked one being the answer itself', async () => {
    const body = await matchAll({ 'accept-language': 'en' });
    const texts = body.details.texts;
    expect(Object.keys(texts ?? {}).sort()).toEqual(['de', 'en', 'fr', 'it', 'sl']);
    const en = texts?.en;
    expect(en?.reasoning).toEqual(body.details.reasoning);
    expect(en?.solutions['reuse-food-bank']?.process_name).toBe('Donation to a food bank');

    const de = texts?.de;
    expect(de?.solutions['reuse-food-bank']).toMatchObject(FOOD_BANK_DE);
    expect(de?.reasoning['reuse-food-bank']).toMatch(/^Wir verstehen „Brot“ als Brot/);
    expect(texts?.sl?.reasoning['reuse-food-bank']).toMatch(/»Brot«|„Brot“|"Brot"/);
    expect(texts?.fr?.reasoning['reuse-food-bank']).toMatch(/^Nous avons interprété/);
    // Every solution of the answer is worded in every language; the same ids everywhere.
    const ids = Object.keys(body.details.reasoning).sort();
    for (const language of ['de', 'sl', 'it', 'fr'] as const) {
      expect(Object.keys(texts?.[language]?.reasoning ?? {}).sort()).toEqual(ids);
      expect(Object.keys(texts?.[language]?.excluded ?? {}).sort()).toEqual(
        body.details.excluded.map((e) => e.solution_id).sort(),
      );
    }
  });

  it('asked in German, the German texts are the answer and English is worded anew', async () => {
    const body = await matchAll({ 'accept-language': 'de' });
    expect(body.details.texts?.de?.reasoning).toEqual(body.details.reasoning);
    expect(body.details.texts?.en?.reasoning['reuse-food-bank']).toMatch(
      /^We read "Brot" as bread/,
    );
    expect(body.details.texts?.en?.solutions['reuse-food-bank']?.process_name).toBe(
      'Donation to a food bank',
    );
  });

  it('is left out unless asked for', async () => {
    expect((await match()).details.texts).toBeUndefined();
  });
});

describe('GET /solutions in the request language', () => {
  it('translates the list and one solution, and says it varies with Accept-Language', async () => {
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/tool/api/solutions',
      headers: { 'accept-language': 'de-AT' },
    });
    expect(list.statusCode).toBe(200);
    expect(list.headers.vary).toMatch(/Accept-Language/i);
    const solutions = list.json<{ solutions: DatasetSolution[] }>().solutions;
    expect(solutions.find((s) => s.solution_id === 'reuse-food-bank')?.process_name).toBe(
      'Spende an eine Tafel',
    );
    expect(solutions.find((s) => s.solution_id === 'reuse-social-supermarket')?.process_name).toBe(
      'Sale in a social supermarket',
    );

    const one = await ctx.app.inject({
      method: 'GET',
      url: '/tool/api/solutions/reuse-food-bank',
      headers: { 'accept-language': 'de' },
    });
    expect(one.headers.vary).toMatch(/Accept-Language/i);
    expect(one.json<DatasetSolution>()).toMatchObject({
      ...FOOD_BANK_DE,
      solution_category: 'Reuse (human)',
    });
    const plain = await ctx.app.inject({
      method: 'GET',
      url: '/tool/api/solutions/reuse-food-bank',
    });
    expect(plain.json<DatasetSolution>().process_name).toBe('Donation to a food bank');
  });
});
