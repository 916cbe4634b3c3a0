import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './test-app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /tool/api/health', () => {
  it('answers ok with the database driver and version', async () => {
    const res = await ctx.app.inject({ url: '/tool/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: ctx.deps.dbDriver, version: 'test' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('OpenAPI document', () => {
  it('lists the accounts and analytics routes with their schemas', async () => {
    const res = await ctx.app.inject({ url: '/tool/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/tool/api/health',
        '/tool/api/register',
        '/tool/api/login',
        '/tool/api/reset-password',
        '/tool/api/reset-password/confirm/{token}',
        '/tool/api/user/info',
        '/tool/api/user/account',
        '/tool/api/analytics/events',
        '/tool/api/config',
      ]),
    );
    const register = doc.paths['/tool/api/register'].post;
    expect(register.tags).toEqual(['accounts']);
    expect(register.summary).toEqual(expect.any(String));
    expect(register.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['firstName', 'email', 'acceptPledge']),
    );
    expect(Object.keys(register.responses)).toEqual(expect.arrayContaining(['200', '409']));
    expect(doc.paths['/tool/api/user/info'].get.security).toEqual([{ bearerAuth: [] }]);
  });
});

describe('bad requests never become 500', () => {
  const post = (payload: string, contentType = 'application/json') =>
    ctx.app.inject({
      method: 'POST',
      url: '/tool/api/login',
      headers: { 'content-type': contentType },
      payload,
    });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await post('{"email": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: "Body is not valid JSON but content-type is set to 'application/json'",
    });
  });

  it('answers 400 for an empty JSON body and for plain text', async () => {
    expect((await post('')).statusCode).toBe(400);
    const text = await post('email=a&password=b', 'text/plain');
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toContain('expected object');
  });

  it('answers 415 for a content type the API does not read', async () => {
    const res = await post('<login/>', 'application/xml');
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toBe('Unsupported Media Type');
  });

  it('answers 413 for a body over 100 KB', async () => {
    const res = await post(
      JSON.stringify({ email: 'a@example.at', password: 'x'.repeat(101 * 1024) }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      message: 'Request body is too large',
    });
  });

  it('answers 404 JSON for an unknown API route or method', async () => {
    const unknown = await ctx.app.inject({ url: '/tool/api/no-such-thing' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'No such API route: GET /tool/api/no-such-thing',
    });
    const wrongMethod = await ctx.app.inject({ method: 'PUT', url: '/tool/api/login' });
    expect(wrongMethod.statusCode).toBe(404);
    expect(wrongMethod.json().message).toBe('No such API route: PUT /tool/api/login');
  });
});
