import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../src/deps';
import { sampleProvidersSeedDataset } from '../src/importers/providers.load';
import { PROVIDER_IMPORT_BODY_LIMIT } from '../src/modules/admin/provider-import';
import { solutionsSeedDataset } from '../src/importers/solution-catalogue.load';
import { defaultSeedDir } from '../src/seed/seed-reference-data';
import {
  acceptLanguage,
  authorization,
  bodyText,
  contentType,
  pathParam,
  queryString,
  type SpecParameter,
  type SpecSchema,
} from './bad-input-arbitraries';
import { login, signedInUser } from './fixtures';
import { loadGazetteerFixture } from './gazetteer-fixture';
import { loadReferenceFixtures } from './reference-fixtures';
import { createTestApp } from './test-app';

// Property-based: every route of the OpenAPI document gets random and malformed input and must
// answer 2xx or a JSON 4xx, never 5xx. Fixed seed (FC_SEED overrides it); fast-check names the
// seed and the counterexample's path when a property fails, so a failure can be replayed.
const SEED = Number(process.env.FC_SEED ?? 20250611);
const RUNS = Number(process.env.FC_RUNS ?? 150);

// The valid token is an admin's, so that the operator console's calls get past the role check.
const FUZZ_ADMIN = 'fuzz.admin@example.at';
const ctx = await createTestApp({
  env: { RATE_LIMIT_AUTH_MAX: '100000', ADMIN_EMAILS: FUZZ_ADMIN },
});
afterAll(() => ctx.close());
// Reference data as a started server has it, so that valid ids reach the handlers.
await loadReferenceFixtures(ctx.deps.db);
await loadGazetteerFixture(ctx.deps.db);
await solutionsSeedDataset.load(ctx.deps.db, defaultSeedDir());
await sampleProvidersSeedDataset.load(ctx.deps.db, defaultSeedDir());

interface Operation {
  parameters?: SpecParameter[];
  requestBody?: { content?: Record<string, { schema?: SpecSchema }> };
}
const spec = (await ctx.app.inject({ url: `${API_PREFIX}/docs/json` })).json() as {
  paths: Record<string, Record<string, Operation>>;
};
const routes = Object.entries(spec.paths)
  .filter(([url]) => url.startsWith(`${API_PREFIX}/`))
  .flatMap(([url, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase(), url, op })),
  );

const ACCOUNT_URL = `${API_PREFIX}/user/account`;
const LOGOUT_URL = `${API_PREFIX}/logout`;
/** A valid token; renewed when a run has deleted its account or ended its session (logout). */
let fuzzer = await signedInUser(ctx, { email: FUZZ_ADMIN });
let token = fuzzer.token;

function expectOrderlyAnswer(res: LightMyRequestResponse, what: string) {
  const detail = `${what} -> ${res.statusCode} ${res.body.slice(0, 300)}`;
  expect(res.statusCode, detail).toBeLessThan(500);
  const ok = res.statusCode >= 200 && res.statusCode < 300;
  const clientError = res.statusCode >= 400 && res.statusCode < 500;
  expect(ok || clientError, detail).toBe(true);
  if (!clientError) return;
  expect(res.headers['content-type'], detail).toMatch(/^application\/json/);
  const body = res.json() as Record<string, unknown>;
  expect(body.statusCode, detail).toBe(res.statusCode);
  expect(typeof body.error, detail).toBe('string');
  expect(typeof body.message, detail).toBe('string');
}

describe('every route of the OpenAPI document, given random and malformed input', () => {
  it('covers the API', () => {
    expect(routes.length).toBeGreaterThanOrEqual(20);
  });

  it.each(routes.map((r) => [`${r.method} ${r.url}`, r] as const))(
    '%s answers 2xx or a JSON 4xx, never 5xx',
    async (_name, { method, url, op }) => {
      const params = op.parameters ?? [];
      const pathNames = params.filter((p) => p.in === 'path').map((p) => p.name);
      const bodySchema = op.requestBody?.content?.['application/json']?.schema;
      const input = fc.record({
        path: fc.array(pathParam, { minLength: pathNames.length, maxLength: pathNames.length }),
        query: queryString(params),
        body:
          method === 'GET' || method === 'DELETE' ? fc.constant(undefined) : bodyText(bodySchema),
        contentType,
        authorization,
        acceptLanguage,
      });
      await fc.assert(
        fc.asyncProperty(input, async (i) => {
          let path = url;
          pathNames.forEach((name, n) => (path = path.replace(`{${name}}`, i.path[n] ?? 'x')));
          const headers: Record<string, string> = {};
          if (i.contentType !== undefined && i.body !== undefined)
            headers['content-type'] = i.contentType;
          if (i.authorization === 'valid') headers.authorization = `Bearer ${token}`;
          else if (i.authorization !== undefined) headers.authorization = i.authorization;
          if (i.acceptLanguage !== undefined) headers['accept-language'] = i.acceptLanguage;
          const res = await ctx.app.inject({
            method: method as 'GET',
            url: `${path}${i.query}`,
            headers,
            ...(i.body !== undefined ? { payload: i.body } : {}),
          });
          expectOrderlyAnswer(res, `${method} ${path}${i.query} ${JSON.stringify(headers)}`);
          if (url === ACCOUNT_URL && method === 'DELETE' && res.statusCode === 200) {
            fuzzer = await signedInUser(ctx, { email: FUZZ_ADMIN });
            token = fuzzer.token;
          } else if (url === LOGOUT_URL && res.statusCode === 200) {
            token = (await login(ctx, FUZZ_ADMIN, fuzzer.password)).json().access_token as string;
          }
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    },
    60_000,
  );
});

/** Routes that take larger bodies than 100 KB, with their limit. */
const LARGER_LIMITS: Record<string, number> = {
  [`${API_PREFIX}/admin/providers/import`]: PROVIDER_IMPORT_BODY_LIMIT,
};

describe('bodies over the limit of 100 KB (or the route’s own)', () => {
  const bodyRoutes = routes.filter((r) => r.op.requestBody);

  it.each(bodyRoutes.map((r) => [`${r.method} ${r.url}`, r] as const))(
    '%s answers 413 JSON, signed in or not',
    async (_name, { method, url }) => {
      const limit = LARGER_LIMITS[url] ?? 100 * 1024;
      const huge = JSON.stringify({ text: 'x'.repeat(limit + 1024) });
      for (const headers of [{}, { authorization: `Bearer ${token}` }]) {
        const res = await ctx.app.inject({
          method: method as 'POST',
          url: url.replace(/\{[^}]+\}/g, 'x'),
          headers: { ...headers, 'content-type': 'application/json' },
          payload: huge,
        });
        // A route that checks the login before reading the body may answer 401 first.
        if (res.statusCode === 401 && !('authorization' in headers)) continue;
        expect(res.statusCode, res.body).toBe(413);
        expect(res.json()).toEqual({
          statusCode: 413,
          error: 'Payload Too Large',
          message: 'Request body is too large',
        });
      }
    },
  );
});

describe('NUL characters, which PostgreSQL cannot store or compare', () => {
  it.each([
    ['a body field', 'POST', `${API_PREFIX}/login`, { email: 'a\u0000@example.at', password: 'x' }],
    ['a nested key', 'POST', `${API_PREFIX}/geocode`, { city: 'Graz', x: { 'a\u0000': 1 } }],
    ['a path parameter', 'GET', `${API_PREFIX}/products/by_name/Bread%00`, undefined],
    ['a query value', 'GET', `${API_PREFIX}/nace_codes?lang=en%00`, undefined],
  ] as const)('in %s answer 400 JSON', async (_case, method, url, payload) => {
    const res = await ctx.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });
});

describe('half of a UTF-16 surrogate pair, which PostgreSQL cannot store', () => {
  // Written as JSON text: "\\ud800" is valid JSON but no UTF-8 character.
  it.each([
    ['a draft', 'PUT', `${API_PREFIX}/me/draft`, '{"data":{"name":"Brot \\ud800"}}'],
    ['a nested key', 'PUT', `${API_PREFIX}/me/draft`, '{"data":{"\\udc00":1}}'],
    [
      'an analytics event',
      'POST',
      `${API_PREFIX}/analytics/events`,
      '{"type":"page_view","path":"/\\ud800"}',
    ],
  ] as const)('in %s answer 400 JSON, not 500', async (_case, method, url, payload) => {
    const { token } = await signedInUser(ctx);
    const res = await ctx.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Text must not contain half of a UTF-16 surrogate pair (such as \\ud800).',
    });
  });

  it('keeps a whole pair (an emoji) and letters of every language', async () => {
    const { token } = await signedInUser(ctx);
    const data = { name: 'Žabnica 🍞 Bäckerei' };
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `${API_PREFIX}/me/draft`,
      headers: { authorization: `Bearer ${token}` },
      payload: { data },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

/** JSON text `depth` levels deep: {"a":{"a":…"x"}}, 5 bytes a level (written as text: too deep
 * for JSON.stringify). */
const nested = (depth: number) => `${'{"a":'.repeat(depth)}"x"${'}'.repeat(depth)}`;

describe('JSON nested too deep or with too many keys, refused before any handler', () => {
  const tooDeep = {
    statusCode: 400,
    error: 'Bad Request',
    message: 'The JSON is nested deeper than 32 levels.',
    code: 'JSON_TOO_DEEP',
    params: { max: '32' },
  };

  it('refuses a draft 900 levels deep (5 KB), and the database goes on serving everyone', async () => {
    const attacker = await signedInUser(ctx);
    const payload = `{"data":${nested(900)}}`;
    expect(payload.length).toBeLessThan(6 * 1024);
    for (let i = 0; i < 3; i++) {
      const res = await ctx.app.inject({
        method: 'PUT',
        url: `${API_PREFIX}/me/draft`,
        headers: { authorization: `Bearer ${attacker.token}`, 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual(tooDeep);
    }
    const other = await signedInUser(ctx);
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: `${API_PREFIX}/me/draft`,
      headers: { authorization: `Bearer ${other.token}` },
      payload: { data: { stepper: { companyProfile: { name: 'Huber KG' } } } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const read = await ctx.app.inject({
      url: `${API_PREFIX}/me/draft`,
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().data).toEqual({ stepper: { companyProfile: { name: 'Huber KG' } } });
    expect((await ctx.app.inject({ url: `${API_PREFIX}/health` })).statusCode).toBe(200);
  });

  it.each([
    ['the context', `{"userMessage":"Hi","context":{"userInputs":${nested(5000)}}}`],
    ['the page data', `{"userMessage":"Hi","pageContext":{"availablePageData":${nested(5000)}}}`],
  ])('refuses a chatbot question with %s 5,000 levels deep', async (_part, payload) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/chatbot`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual(tooDeep);
  });

  it('refuses a GeoJSON import whose feature nests 20,000 levels deep', async () => {
    const geojson =
      '{"type":"FeatureCollection","features":[{"type":"Feature","id":"deep",' +
      '"geometry":{"type":"Point","coordinates":[15.44,47.07]},' +
      `"properties":{"name":"Tafel Graz","extra":${nested(20_000)}}}]}`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: `${API_PREFIX}/admin/providers/import`,
      headers: { authorization: `Bearer ${token}` },
      payload: { format: 'geojson', content: geojson, source: 'deep-test' },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual(tooDeep);
  });

  it('refuses a draft of more than 10,000 keys and array items (20 KB)', async () => {
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `${API_PREFIX}/me/draft`,
      headers: { authorization: `Bearer ${token}` },
      payload: { data: { items: Array.from({ length: 10_000 }, () => 0) } },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'The JSON holds more than 10000 keys and array items.',
      code: 'JSON_TOO_MANY_KEYS',
      params: { max: '10000' },
    });
  });
});
