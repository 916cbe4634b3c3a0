import type { MatchResponse } from '@foodhub/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualDeadlines } from '../../../test/deadlines';
import { startFakeService, sendJson } from '../../../test/fake-http-service';
import { bearer, signedInUser } from '../../../test/fixtures';
import { loadReferenceFixtures } from '../../../test/reference-fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { solutionsSeedDataset } from '../../importers/solution-catalogue.load';
import { defaultSeedDir } from '../../seed/seed-reference-data';

// One outside service stands in for both the vcg.ai solution service and an OpenAI-compatible LLM.
let fake: Awaited<ReturnType<typeof startFakeService>>;
let ctx: TestContext;
let token: string;

type Handler = Parameters<typeof fake.answer>[0];
let vcgHandler: Handler;
let llmHandler: Handler;
// A slow service's timeout is reached at once, not waited for.
const deadlines = manualDeadlines();

const VCG_SOLUTIONS = [
  {
    id: 'vcg-1',
    processName: 'Insect protein from bakery surplus',
    description: 'Found by the outside service.',
    solutionCategory: 'Animal feed',
    solutionSubcategory: 'Insects',
    solutionResult: ['Insect meal'],
    generalAcceptedFoodTypes: { businessCategory: ['Bakery'], naceCode: ['10.71'] },
    technologyReadinessLevel: 7,
  },
  // solution_id instead of id: still read.
  { solution_id: 'vcg-2', processName: 'Bread kvass' },
  // No id at all: dropped, the rest stays.
  { processName: 'Anonymous' },
];

beforeAll(async () => {
  fake = await startFakeService((req, res) => {
    const handler = req.url.startsWith('/vcg') ? vcgHandler : llmHandler;
    return handler(req, res);
  });
  ctx = await createTestApp({
    env: {
      VCG_API_URL: `${fake.url}/vcg`,
      VCG_API_KEY: 'vcg-secret',
      VCG_TIMEOUT_MS: '1500',
      LLM_BASE_URL: `${fake.url}/llm/v1`,
      LLM_API_KEY: 'llm-secret',
      LLM_MODEL: 'test-model',
      LLM_TIMEOUT_MS: '1500',
    },
    deadline: deadlines.deadline,
  });
  await loadReferenceFixtures(ctx.deps.db);
  await solutionsSeedDataset.load(ctx.deps.db, defaultSeedDir());
  token = (await signedInUser(ctx)).token;
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

const INPUT = { wasteInfo: { surplusName: 'bread', amount: { value: 40, unit: 'kg' } } };

async function match(query: string): Promise<MatchResponse> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/tool/api/solutions/match?${query}`,
    headers: bearer(token),
    payload: { userInputs: INPUT },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const llmAnswer =
  (content: string): Handler =>
  (_req, res) =>
    sendJson(res, 200, { choices: [{ message: { role: 'assistant', content } }] });
const llmFails: Handler = (_req, res) => sendJson(res, 500, { error: 'down' });
const idOf = (s: MatchResponse['solutions'][number]) =>
  s.solution_origin === 'vcg.ai' ? s.id : s.solution_id;

describe('the vcg.ai solution service (contract)', () => {
  beforeAll(() => {
    llmHandler = llmFails;
  });

  it('adds its solutions with solution_origin vcg.ai and camelCase fields', async () => {
    vcgHandler = (_req, res) =>
      sendJson(res, 200, {
        solutions: VCG_SOLUTIONS,
        details: {
          scores: { 'vcg-1': 88, 'vcg-2': 140 },
          reasoning: { 'vcg-1': 'Good for insects.' },
        },
      });
    const before = fake.requests.length;
    const body = await match('includeVCG=true&includeScore=true&includeReasoning=true');
    const sent = fake.requests.slice(before).find((r) => r.url === '/vcg/solutions/match')!;
    expect(sent.method).toBe('POST');
    expect(sent.headers.authorization).toBe('Bearer vcg-secret');
    expect(sent.body).toEqual({ userInputs: INPUT });

    const outside = body.solutions.filter((s) => s.solution_origin === 'vcg.ai');
    expect(outside.map((s) => s.id).sort()).toEqual(['vcg-1', 'vcg-2']);
    expect(outside.find((s) => s.id === 'vcg-1')).toMatchObject({
      solution_origin: 'vcg.ai',
      processName: 'Insect protein from bakery surplus',
      solutionCategory: 'Animal feed',
      generalAcceptedFoodTypes: { naceCode: ['10.71'] },
      technologyReadinessLevel: 7,
    });
    expect(body.details.scores['vcg-1']).toBe(88);
    // Scores are clamped to the 0-100 bar.
    expect(body.details.scores['vcg-2']).toBe(100);
    expect(body.details.reasoning['vcg-1']).toBe('Good for insects.');
    const scores = body.solutions.map((s) => body.details.scores[idOf(s)] ?? -1);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('is not asked without includeVCG', async () => {
    const before = fake.requests.length;
    const body = await match('includeScore=true');
    expect(fake.requests.slice(before).some((r) => r.url.startsWith('/vcg'))).toBe(false);
    expect(body.solutions.every((s) => s.solution_origin === 'dataset')).toBe(true);
  });

  it('answers without it when the service fails', async () => {
    vcgHandler = (_req, res) => sendJson(res, 502, { error: 'bad gateway' });
    const body = await match('includeVCG=true');
    expect(body.solutions.length).toBeGreaterThan(0);
    expect(body.solutions.every((s) => s.solution_origin === 'dataset')).toBe(true);
  });

  it('answers without it when the service sends something else than solutions', async () => {
    vcgHandler = (_req, res) => sendJson(res, 200, { hello: 'world' });
    const body = await match('includeVCG=true');
    expect(body.solutions.every((s) => s.solution_origin === 'dataset')).toBe(true);
  });

  it('answers without it when the service takes longer than its timeout', async () => {
    vcgHandler = deadlines.neverAnswers;
    const body = await match('includeVCG=true');
    expect(deadlines.asked.at(-1)).toBe(1500);
    expect(body.solutions.every((s) => s.solution_origin === 'dataset')).toBe(true);
  });
});

describe('reasoning written by an LLM', () => {
  beforeAll(() => {
    vcgHandler = (_req, res) => sendJson(res, 200, { solutions: [] });
  });

  async function engineOnly() {
    llmHandler = llmFails;
    return match('includeScore=true&includeReasoning=true');
  }

  it('uses the model’s grounded text for the best matches; scores stay the engine’s', async () => {
    const engine = await engineOnly();
    const [first, second] = engine.solutions.map(idOf);
    const written = `This keeps your bread for people, and it takes bread by name.`;
    llmHandler = llmAnswer(
      JSON.stringify({ [first!]: written, [second!]: 'It scores 99 points.' }),
    );
    const before = fake.requests.length;
    const body = await match('includeScore=true&includeReasoning=true');

    const sent = fake.requests.slice(before).find((r) => r.url === '/llm/v1/chat/completions')!;
    expect(sent.headers.authorization).toBe('Bearer llm-secret');
    expect(sent.body).toMatchObject({ model: 'test-model' });
    // The model is given the engine's own sentences as the only facts.
    const asked = JSON.parse(
      (sent.body as { messages: { content: string }[] }).messages[1]!.content,
    ) as {
      solutions: { id: string; facts: string }[];
    };
    expect(asked.solutions.find((x) => x.id === first)?.facts).toBe(
      engine.details.reasoning[first!],
    );

    expect(body.details.reasoning[first!]).toBe(written);
    // A number the facts do not hold (99) is not grounded: the engine's text stays.
    expect(body.details.reasoning[second!]).toBe(engine.details.reasoning[second!]);
    expect(body.details.scores).toEqual(engine.details.scores);
    expect(body.solutions.map(idOf)).toEqual(engine.solutions.map(idOf));
  });

  it.each<[string, Handler]>([
    ['fails', llmFails],
    ['answers something else than JSON', llmAnswer('Sure! Here you go.')],
    ['takes longer than its timeout', deadlines.neverAnswers],
  ])('falls back to the engine’s text when the model %s', async (_, handler) => {
    const engine = await engineOnly();
    llmHandler = handler;
    const body = await match('includeScore=true&includeReasoning=true');
    expect(body.details.reasoning).toEqual(engine.details.reasoning);
  });

  it('is not asked when no reasoning is wanted', async () => {
    llmHandler = llmAnswer('{}');
    const before = fake.requests.length;
    await match('includeReasoning=false');
    expect(fake.requests.slice(before).some((r) => r.url.startsWith('/llm'))).toBe(false);
  });
});
