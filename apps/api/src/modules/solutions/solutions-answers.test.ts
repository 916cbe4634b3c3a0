import type {
  MatchRequest,
  MatchResponse,
  SavedSurplusDetail,
  SavedSurplusSummary,
  SurplusReading,
} from '@foodhub/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInUser } from '../../../test/fixtures';
import { loadReferenceFixtures } from '../../../test/reference-fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { solutionsSeedDataset } from '../../importers/solution-catalogue.load';
import { defaultSeedDir } from '../../seed/seed-reference-data';

// The condition answers through the API: they exclude with their reason, the routes to people
// and animals carry checks while a decisive answer is missing, POST /solutions/reading tells the
// questions and the one-click confirmation, and the saved surplus keeps the answers.

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestApp();
  await loadReferenceFixtures(ctx.deps.db);
  await solutionsSeedDataset.load(ctx.deps.db, defaultSeedDir());
  token = (await signedInUser(ctx)).token;
});
afterAll(() => ctx.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = bearer(token)) =>
  ctx.app.inject({
    method: 'POST',
    url: `/tool/api${url}`,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

async function match(userInputs: unknown, as = token): Promise<MatchResponse> {
  const res = await post('/solutions/match', { userInputs }, bearer(as));
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function reading(userInputs: unknown, language = 'en'): Promise<SurplusReading> {
  const res = await post(
    '/solutions/reading',
    { userInputs },
    { ...bearer(token), 'accept-language': language },
  );
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers.vary).toMatch(/Accept-Language/i);
  return res.json();
}

const idOf = (s: MatchResponse['solutions'][number]) =>
  s.solution_origin === 'dataset' ? s.solution_id : s.id;
const endUsesOf = (body: MatchResponse) =>
  body.solutions.flatMap((s) => (s.solution_origin === 'dataset' ? [s.end_use] : []));

const SUPERMARKET = { businessCategory: 'Supermarket' };
const yoghurt = (conditionAnswers?: Record<string, string>) => ({
  companyProfile: SUPERMARKET,
  wasteInfo: {
    surplusName: 'Joghurt',
    amount: { value: 20, unit: 'kg' },
    frequency: { times: 1, interval: 'week' },
    ...(conditionAnswers ? { conditionAnswers } : {}),
  },
});
const SAFE = {
  dateKind: 'use_by',
  datePassed: 'no',
  keptCold: 'yes',
  packaging: 'intact',
  labelled: 'yes',
  spoilage: 'none',
};

describe('condition answers in POST /solutions/match', () => {
  it('a use-by date that has passed leaves out people and animals, with the reason', async () => {
    const body = await match(yoghurt({ ...SAFE, datePassed: 'yes' }));
    const endUses = endUsesOf(body);
    for (const endUse of ['human_food', 'farmed_animal_feed', 'pet_food', 'zoo_animal_feed']) {
      expect(endUses).not.toContain(endUse);
    }
    const donation = body.details.excluded.find((e) => e.end_use === 'human_food')!;
    expect(donation).toMatchObject({ rule: 'unsafe-not-food-or-feed', safety: true });
    expect(donation.reason).toContain('use-by date');
    expect(body.details.surplus.state).toBe('spoiled');
    expect(body.details.surplus.state_words).toBeNull();
    expect(body.details.surplus.message).toMatch(/^You said the use-by date has passed, so /);
    expect(body.details.conditions).toEqual({});
  });

  it('missing answers: checks on the routes to people and animals, none on biogas', async () => {
    const body = await match(yoghurt());
    expect(body.details.surplus.questions).toEqual([
      'dateKind',
      'datePassed',
      'keptCold',
      'packaging',
      'labelled',
      'spoilage',
    ]);
    const donations = body.solutions.filter(
      (s) => s.solution_origin === 'dataset' && s.end_use === 'human_food',
    );
    expect(donations.length).toBeGreaterThan(0);
    for (const s of donations) {
      expect(body.details.conditions[idOf(s)]).toEqual(
        expect.arrayContaining(['check_date', 'check_cold_chain', 'check_spoilage']),
      );
    }
    const biogas = body.solutions.find(
      (s) => s.solution_origin === 'dataset' && s.end_use === 'energy',
    );
    expect(biogas).toBeDefined();
    expect(body.details.conditions[idOf(biogas!)]).toBeUndefined();
  });

  it('fully answered safe food: no checks, the same ranking', async () => {
    const bare = await match(yoghurt());
    const safe = await match(yoghurt(SAFE));
    expect(safe.details.conditions).toEqual({});
    expect(safe.solutions.map(idOf)).toEqual(bare.solutions.map(idOf));
    expect(safe.details.scores).toEqual(bare.details.scores);
  });

  it('an explicit hazard in the notes stays a hazard whatever is answered', async () => {
    const body = await match({
      companyProfile: SUPERMARKET,
      wasteInfo: {
        surplusName: 'Joghurt',
        additionalSurplusInfo: 'verschimmelt',
        conditionAnswers: SAFE,
      },
    });
    expect(endUsesOf(body)).not.toContain('human_food');
    expect(body.details.surplus.confirmation).toBeNull();
  });

  it('a soft reading asks one click; the answer brings donation back', async () => {
    const inputs = {
      companyProfile: { businessCategory: 'Hotel' },
      wasteInfo: { surplusName: 'leftover croissants' },
    };
    const before = await match(inputs);
    expect(endUsesOf(before)).not.toContain('human_food');
    expect(before.details.surplus.confirmation).toEqual({
      question: 'served',
      answer: 'never_served',
      words: 'leftover',
    });
    const after = await match({
      ...inputs,
      wasteInfo: { ...inputs.wasteInfo, conditionAnswers: { served: 'never_served' } },
    });
    expect(endUsesOf(after)).toContain('human_food');
    expect(after.details.surplus.confirmation).toBeNull();
  });

  it.each([
    [
      { dateKind: 'yesterday' },
      'conditionAnswers.dateKind must be one of use_by, best_before, none, not_sure',
    ],
    [{ served: true }, 'conditionAnswers.served must be one of never_served, served, not_sure'],
    ['all fine', 'conditionAnswers must be an object'],
  ])('answers 400 for conditionAnswers %j', async (conditionAnswers, message) => {
    for (const url of ['/solutions/match', '/solutions/reading']) {
      const res = await post(url, {
        userInputs: { wasteInfo: { surplusName: 'Joghurt', conditionAnswers } },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().message).toContain(message);
    }
  });
});

describe('POST /solutions/reading', () => {
  it('needs a login', async () => {
    const res = await post('/solutions/reading', { userInputs: {} }, {});
    expect(res.statusCode).toBe(401);
  });

  it('reads the surplus without ranking: state, identity, questions, confirmation', async () => {
    const read = await reading({
      companyProfile: SUPERMARKET,
      wasteInfo: { surplusName: 'Joghurt abgelaufen' },
    });
    expect(read).toMatchObject({
      readable: true,
      state: 'spoiled',
      state_source: 'inferred',
      identity: 'food',
      questions: ['dateKind', 'datePassed', 'keptCold', 'packaging', 'labelled', 'spoilage'],
      confirmation: { question: 'dateKind', answer: 'best_before' },
    });
    expect(read.confirmation!.words.toLowerCase()).toContain('abgelaufen');
    expect(Object.keys(read).sort()).toEqual(
      [
        'confirmation',
        'identity',
        'message',
        'questions',
        'read_as',
        'readable',
        'state',
        'state_source',
        'state_words',
      ].sort(),
    );
    const answered = await reading({
      companyProfile: SUPERMARKET,
      wasteInfo: {
        surplusName: 'Joghurt abgelaufen',
        conditionAnswers: { dateKind: 'best_before' },
      },
    });
    expect(answered).toMatchObject({ state: 'past_best_before', confirmation: null });
  });

  it('says when it cannot read the surplus, and asks nothing of non-food', async () => {
    expect(await reading({ wasteInfo: { surplusName: 'Qwertz' } })).toMatchObject({
      readable: false,
      state: null,
      identity: 'unknown',
      confirmation: null,
    });
    expect(await reading({ wasteInfo: { surplusName: 'Altspeiseöl' } })).toMatchObject({
      readable: true,
      identity: 'non_food',
      questions: [],
      confirmation: null,
    });
  });

  it.each([
    ['en', 'You said the use-by date has passed, so we read the surplus as', 'yoghurt'],
    ['de', 'Sie haben angegeben, dass das Verbrauchsdatum abgelaufen ist; darum', 'Joghurt'],
    ['it', 'Ha indicato che la data di scadenza è passata, quindi', 'yogurt'],
    ['fr', 'Vous avez indiqué que la date limite de consommation est dépassée ;', 'yaourt'],
    ['sl', 'Navedli ste, da je rok porabe pretekel, zato', 'jogurt'],
  ])('answers in %s', async (language, message, food) => {
    const read = await reading(yoghurt({ dateKind: 'use_by', datePassed: 'yes' }), language);
    expect(read.message).toContain(message);
    expect(read.read_as.join(' ').toLowerCase()).toContain(food.toLowerCase());
  });
});

describe('the reading’s own rate limit', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestApp({ env: { RATE_LIMIT_READING_MAX: '2' } });
    await solutionsSeedDataset.load(limited.deps.db, defaultSeedDir());
  });
  afterAll(() => limited.close());

  it('answers 429 past RATE_LIMIT_READING_MAX per account; matches count apart', async () => {
    const { token: own } = await signedInUser(limited);
    const call = (url: string, as = own) =>
      limited.app.inject({
        method: 'POST',
        url: `/tool/api${url}`,
        headers: { ...bearer(as), 'content-type': 'application/json' },
        payload: JSON.stringify({ userInputs: { wasteInfo: { surplusName: 'Brot' } } }),
      });
    expect((await call('/solutions/reading')).statusCode).toBe(200);
    expect((await call('/solutions/reading')).statusCode).toBe(200);
    const refused = await call('/solutions/reading');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await call('/solutions/match')).statusCode).toBe(200);
    const other = await signedInUser(limited);
    expect((await call('/solutions/reading', other.token)).statusCode).toBe(200);
  });
});

describe('the saved surplus', () => {
  it('keeps the answers, and other answers are another saved surplus', async () => {
    const { token: own } = await signedInUser(ctx);
    const inputs = yoghurt({ dateKind: 'best_before', keptCold: 'yes' });
    const answer = await match(inputs, own);
    await match(yoghurt({ dateKind: 'best_before', keptCold: 'not_sure' }), own);
    await match(inputs, own);

    const list = await ctx.app.inject({
      method: 'GET',
      url: '/tool/api/me/surpluses',
      headers: bearer(own),
    });
    const { surpluses } = list.json<{ surpluses: SavedSurplusSummary[] }>();
    expect(surpluses).toHaveLength(2);
    const details = await Promise.all(
      surpluses.map(async (s) =>
        (
          await ctx.app.inject({
            method: 'GET',
            url: `/tool/api/me/surpluses/${s.id}`,
            headers: bearer(own),
          })
        ).json<SavedSurplusDetail>(),
      ),
    );
    const keptCold = (d: SavedSurplusDetail) =>
      (d.inputs as MatchRequest['userInputs'])?.wasteInfo?.conditionAnswers?.keptCold;
    const kept = details.find((d) => keptCold(d) === 'yes');
    expect(kept).toBeDefined();
    expect(kept!.inputs).toEqual(inputs);
    expect(kept!.answer).toEqual(answer);
    expect(details.map(keptCold).sort()).toEqual(['not_sure', 'yes']);
    // The list says which best solution holds only after checks, as the results do.
    const byKeptCold = new Map(details.map((d) => [keptCold(d), d.id]));
    const summary = (id: string | undefined) => surpluses.find((s) => s.id === id)?.best_solution;
    expect(summary(byKeptCold.get('not_sure'))?.conditional).toBe(true);
    expect(summary(byKeptCold.get('yes'))?.conditional).toBe(
      ((answer.details.conditions[summary(byKeptCold.get('yes'))?.id ?? ''] ?? []).length ?? 0) > 0,
    );
  });
});

describe('OpenAPI', () => {
  it('documents conditionAnswers and POST /solutions/reading', async () => {
    const res = await ctx.app.inject({ url: '/tool/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const text = res.body;
    const doc = res.json<{
      paths: Record<string, Record<string, { operationId?: string; security?: unknown }>>;
    }>();
    expect(text).toContain('conditionAnswers');
    expect(text).toContain('keptHotOrChilled');
    const op = doc.paths['/tool/api/solutions/reading']?.post;
    expect(op).toMatchObject({ operationId: 'readSurplus', security: [{ bearerAuth: [] }] });
    expect(JSON.stringify(op)).toContain('RATE_LIMIT_READING_MAX');
  });
});
