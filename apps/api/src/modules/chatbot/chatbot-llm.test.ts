import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { manualDeadlines } from '../../../test/deadlines';
import { startFakeService, sendJson } from '../../../test/fake-http-service';
import { bearer, signedInUser } from '../../../test/fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';

// An OpenAI-compatible LLM started inside the test.
let fake: Awaited<ReturnType<typeof startFakeService>>;
let ctx: TestContext;
let token: string;
type Handler = Parameters<typeof fake.answer>[0];
// LLM_TIMEOUT_MS is reached at once, not waited for.
const deadlines = manualDeadlines();

beforeAll(async () => {
  fake = await startFakeService((_req, res) => sendJson(res, 500, { error: 'unset' }));
  ctx = await createTestApp({
    env: {
      LLM_BASE_URL: `${fake.url}/v1`,
      LLM_API_KEY: 'llm-secret',
      LLM_MODEL: 'test-model',
      LLM_TIMEOUT_MS: '700',
    },
    deadline: deadlines.deadline,
  });
  token = (await signedInUser(ctx)).token;
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

const llmSays =
  (content: string | null): Handler =>
  (_req, res) =>
    sendJson(res, 200, { choices: [{ message: { role: 'assistant', content } }] });

const REPORT_PAGE = {
  currentPageName: 'Environmental Impact Report',
  availablePageData: {
    period: 'year',
    indicator: 'Climate change',
    avoided: 704.1632,
    additional: 102.7,
    net: -601.4632,
    unit: 'kg CO2-eq',
  },
};

const chat = (userMessage: string, thread_id: string | null = null) =>
  ctx.app.inject({
    method: 'POST',
    url: '/tool/api/chatbot',
    headers: bearer(token),
    payload: {
      context: { userInputs: { wasteInfo: { surplusName: 'bread' } } },
      userMessage,
      pageContext: REPORT_PAGE,
      thread_id,
    },
  });

interface SentPrompt {
  model: string;
  messages: { role: string; content: string }[];
}
const lastPrompt = () => fake.requests.at(-1)!.body as SentPrompt;

describe('POST /chatbot with an LLM', () => {
  it('answers with the model, grounded in the page context and the passages', async () => {
    fake.answer(llmSays('Your net result is -601.4632 kg CO2-eq: a benefit.'));
    const res = await chat('What do these numbers mean?');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Your net result is -601.4632 kg CO2-eq: a benefit.');

    const sent = fake.requests.at(-1)!;
    expect(sent.url).toBe('/v1/chat/completions');
    expect(sent.headers.authorization).toBe('Bearer llm-secret');
    const prompt = lastPrompt();
    expect(prompt.model).toBe('test-model');
    expect(prompt.messages[0]!.role).toBe('system');
    expect(prompt.messages[0]!.content).toContain('Answer only from the page context');
    expect(prompt.messages[0]!.content).toContain('language of the user’s question');
    const grounding = prompt.messages[1]!.content;
    expect(grounding).toContain('Current page: Environmental Impact Report');
    expect(grounding).toContain('"avoided":704.1632');
    expect(grounding).toContain('"surplusName":"bread"');
    expect(grounding).toMatch(/\[impact-[a-z-]+\]/);
    expect(prompt.messages.at(-1)).toEqual({
      role: 'user',
      content: 'What do these numbers mean?',
    });
  });

  it('sends the thread history with a follow-up question', async () => {
    fake.answer(llmSays('The avoided impact is what the donation saves.'));
    const first = (await chat('What is avoided?')).json();
    fake.answer(llmSays('The net result adds transport and subtracts the avoided impact.'));
    const second = await chat('And the net result?', first.thread_id);
    expect(second.json().thread_id).toBe(first.thread_id);
    const turns = lastPrompt().messages.slice(2);
    expect(turns).toEqual([
      { role: 'user', content: 'What is avoided?' },
      { role: 'assistant', content: 'The avoided impact is what the donation saves.' },
      { role: 'user', content: 'And the net result?' },
    ]);
  });

  it('keeps at most the last 12 messages of the thread in the prompt', async () => {
    fake.answer(llmSays('An answer.'));
    let thread: string | null = null;
    for (let i = 0; i < 8; i++) thread = (await chat(`Question ${i}?`, thread)).json().thread_id;
    await chat('Last question?', thread);
    const turns = lastPrompt().messages.slice(2, -1);
    expect(turns).toHaveLength(12);
    expect(turns[0]).toEqual({ role: 'user', content: 'Question 2?' });
  });

  it('tells the model the language of the question and accepts its numbers written so', async () => {
    fake.answer(llmSays('Ihr Nettoergebnis ist -601,46 kg CO2-eq, bei 704 kg vermiedenen.'));
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/tool/api/chatbot',
      headers: { ...bearer(token), 'accept-language': 'en' },
      payload: { userMessage: 'Was bedeuten diese Zahlen?', pageContext: REPORT_PAGE },
    });
    expect(res.json()).toMatchObject({
      message: 'Ihr Nettoergebnis ist -601,46 kg CO2-eq, bei 704 kg vermiedenen.',
      language: 'de',
    });
    const grounding = lastPrompt().messages[1]!.content;
    expect(grounding).toContain(
      "Answer language: German (de); numbers with decimal separator ',', thousands separator '.'",
    );
    expect(grounding).toContain('Interface language (the language of the page data): English (en)');
    // The German passages, with their numbers as German writes them.
    expect(grounding).toMatch(/\[impact-avoided\] [^\n]*0,78/);
    expect(grounding).not.toMatch(/\[impact-avoided\] [^\n]*0\.78/);
  });

  it.each([
    ['an HTTP 500', ((_req, res) => sendJson(res, 500, { error: 'down' })) as Handler],
    ['a timeout', deadlines.neverAnswers],
    ['an empty answer', llmSays('   ')],
    ['no content', llmSays(null)],
    [
      'an answer that is not JSON',
      ((_req, res) => {
        res.end('<html>');
      }) as Handler,
    ],
    ['a number it was not given', llmSays('You saved 9999 kg CO2-eq.')],
  ])('falls back to the embedded answer on %s', async (_name, handler) => {
    fake.answer(handler);
    const res = await chat('What do these numbers mean?');
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.requests.length).toBeGreaterThan(0);
    expect(deadlines.asked.at(-1)).toBe(700);
    const message = res.json().message as string;
    expect(message).toContain('Avoided: 704.16 kg CO2-eq');
    expect(message).toContain('Net: -601.46 kg CO2-eq');
  });
});
