import { chatMessages, chatThreads, countChatRows, findUserByEmail } from '@foodhub/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInUser } from '../../../test/fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { CANNOT_ANSWER } from './embedded-assistant';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestApp();
  token = (await signedInUser(ctx)).token;
});
afterAll(() => ctx.close());

const SOLUTIONS_PAGE = {
  currentPageName: 'Solutions Found',
  currentPageInstruction: 'Matched solutions with their scores.',
  availablePageData: {
    solutions: [
      { name: 'Donation to a food bank', score: 86, reasoning: 'Bread fits by name.' },
      { name: 'Biogas', score: 55, reasoning: 'Any food fits.' },
    ],
  },
};

const body = (overrides: Record<string, unknown> = {}) => ({
  context: {
    userInputs: {
      companyProfile: { name: 'Bäckerei Huber' },
      wasteInfo: { surplusName: 'bread' },
      lcaData: { lifecycleStage: null, selectedSolution: null, selectedProvider: null },
    },
  },
  userMessage: 'Why is this solution first?',
  pageContext: SOLUTIONS_PAGE,
  thread_id: null,
  ...overrides,
});

const chat = (payload: unknown, auth = token) =>
  ctx.app.inject({
    method: 'POST',
    url: '/tool/api/chatbot',
    headers: bearer(auth),
    payload: payload as Record<string, unknown>,
  });

const messagesOf = (threadId: string) =>
  ctx.deps.db
    .select({ role: chatMessages.role, text: chatMessages.text })
    .from(chatMessages)
    .where(eq(chatMessages.threadId, threadId))
    .orderBy(chatMessages.id);

describe('POST /chatbot', () => {
  it('answers from the page context and starts a thread', async () => {
    const res = await chat(body());
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(Object.keys(answer).sort()).toEqual(['language', 'message', 'thread_id']);
    expect(answer.language).toBe('en');
    expect(answer.message).toContain('Donation to a food bank ranks first');
    expect(answer.message).toContain('86');
    expect(answer.thread_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await messagesOf(answer.thread_id)).toEqual([
      { role: 'user', text: 'Why is this solution first?' },
      { role: 'assistant', text: answer.message },
    ]);
  });

  it('continues a thread with its id: the next question and answer are appended', async () => {
    const first = (await chat(body())).json();
    const res = await chat(
      body({ userMessage: '  What does the match score mean?  ', thread_id: first.thread_id }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().thread_id).toBe(first.thread_id);
    expect(res.json().message).toContain('weighted mean of six factors');
    const stored = await messagesOf(first.thread_id);
    expect(stored.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    // Stored as trimmed.
    expect(stored[2]!.text).toBe('What does the match score mean?');
  });

  it('uses the thread history for a short follow-up', async () => {
    const first = await chat(
      body({
        userMessage: 'How many donations per month does a weekly surplus count?',
        pageContext: { currentPageName: 'report' },
      }),
    );
    const res = await chat(
      body({
        userMessage: 'and per year?',
        pageContext: { currentPageName: 'report' },
        thread_id: first.json().thread_id,
      }),
    );
    expect(res.json().message).toContain('52 per year');
  });

  it('answers that it cannot help with a question outside the tool', async () => {
    const res = await chat(body({ userMessage: 'Who won the football world cup in 2014?' }));
    expect(res.json().message).toBe(CANNOT_ANSWER);
  });

  it('accepts a request with only a message', async () => {
    const res = await chat({ userMessage: 'What is a technology readiness level?' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toContain('9 (proven in regular operation)');
  });

  it('answers 401 without a login', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/tool/api/chatbot', payload: body() });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Not authenticated. Please log in.',
      code: 'NOT_AUTHENTICATED',
    });
  });

  it('answers 404 for another user’s thread and for an unknown one, and stores nothing', async () => {
    const mine = (await chat(body())).json().thread_id as string;
    const other = await signedInUser(ctx);
    const res = await chat(body({ thread_id: mine }), other.token);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: `No conversation with id ${mine}.`,
    });
    expect(await messagesOf(mine)).toHaveLength(2);

    const unknown = '00000000-0000-4000-8000-000000000000';
    const res2 = await chat(body({ thread_id: unknown }));
    expect(res2.statusCode).toBe(404);
    expect(res2.json().message).toBe(`No conversation with id ${unknown}.`);
  });

  it.each([
    ['userMessage missing', { userMessage: undefined }, 'userMessage is required'],
    ['userMessage blank', { userMessage: '   ' }, 'userMessage must not be blank'],
    ['userMessage too long', { userMessage: 'a'.repeat(4001) }, 'at most 4000 characters'],
    ['userMessage not a text', { userMessage: 42 }, 'userMessage is required'],
    ['thread_id malformed', { thread_id: 'abc' }, 'thread_id must be a conversation id'],
    ['thread_id a number', { thread_id: 7 }, 'thread_id must be a conversation id'],
    ['context not an object', { context: 'x' }, 'context must be an object'],
    ['context a list', { context: [] }, 'context must be an object'],
    ['pageContext not an object', { pageContext: 5 }, 'pageContext must be an object'],
    [
      'pageContext over 50 KB',
      { pageContext: { currentPageName: 'x', availablePageData: { blob: 'a'.repeat(60_000) } } },
      'pageContext is too large: at most 50 KB of JSON',
    ],
    [
      'currentPageName not a text',
      { pageContext: { currentPageName: 3 } },
      'pageContext.currentPageName must be a text',
    ],
  ])('answers 400 when %s', async (_name, overrides, message) => {
    const res = await chat(body(overrides));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
    expect(res.json().message).toContain(message);
  });

  it('accepts exactly 4000 characters', async () => {
    const res = await chat(body({ userMessage: 'a'.repeat(4000) }));
    expect(res.statusCode).toBe(200);
  });

  it('refuses a body over the server limit of 100 KB with 413', async () => {
    const res = await chat(
      body({ pageContext: { availablePageData: { blob: 'a'.repeat(110_000) } } }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
  });

  it('deletes the conversations with the account', async () => {
    const user = await signedInUser(ctx);
    const first = (await chat(body(), user.token)).json().thread_id as string;
    await chat(body({ thread_id: first }), user.token);
    await chat(body(), user.token);
    const { id } = (await findUserByEmail(ctx.deps.db, user.email))!;
    expect(await countChatRows(ctx.deps.db, id)).toEqual({ threads: 2, messages: 6 });

    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/tool/api/user/account',
      headers: bearer(user.token),
    });
    expect(res.statusCode).toBe(200);
    expect(await countChatRows(ctx.deps.db, id)).toEqual({ threads: 0, messages: 0 });
    expect(await ctx.deps.db.select().from(chatThreads).where(eq(chatThreads.id, first))).toEqual(
      [],
    );
    expect(await messagesOf(first)).toEqual([]);
    // Other users' conversations stay.
    expect((await chat(body())).statusCode).toBe(200);
  });
});
