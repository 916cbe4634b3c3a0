import accepts from '@fastify/accepts';
import type { Language } from '@foodhub/domain';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestLanguage } from './content-language';

// Through a real server with @fastify/accepts, as the routes read it.
const app = Fastify();
beforeAll(async () => {
  await app.register(accepts);
  app.get<{ Querystring: { lang?: Language } }>('/', async (request) =>
    requestLanguage(request, request.query.lang),
  );
  await app.ready();
});
afterAll(() => app.close());

async function language(acceptLanguage?: string, lang?: Language): Promise<string> {
  const response = await app.inject({
    url: lang ? `/?lang=${lang}` : '/',
    headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage },
  });
  return response.body;
}

describe('requestLanguage', () => {
  it('prefers ?lang= over the header', async () => {
    expect(await language('de', 'it')).toBe('it');
  });

  it('takes the best supported language of Accept-Language, regions ignored', async () => {
    expect(await language('de-AT,de;q=0.9,en;q=0.8')).toBe('de');
    expect(await language('es,fr;q=0.7,de;q=0.5')).toBe('fr');
    expect(await language('en;q=0.3, IT;q=0.8')).toBe('it');
    expect(await language('sl')).toBe('sl');
    expect(await language('sl-SI')).toBe('sl');
  });

  it('ranks by q-value before specificity: a region counts as its language', async () => {
    expect(await language('de-AT, en')).toBe('de');
    expect(await language('de-CH, fr;q=0.9, de;q=0.5')).toBe('de');
  });

  it('keeps header order for equal weights and skips q=0', async () => {
    expect(await language('fr, de')).toBe('fr');
    expect(await language('de;q=0, fr;q=0.1')).toBe('fr');
    expect(await language('it;q=0, de-AT;q=0')).toBe('en');
  });

  it('falls back to English for no, unsupported or malformed headers', async () => {
    expect(await language(undefined)).toBe('en');
    expect(await language('')).toBe('en');
    expect(await language('es-ES, *')).toBe('en');
    expect(await language('*, de;q=0.5')).toBe('de');
    expect(await language(';;;,,q=abc')).toBe('en');
  });
});
