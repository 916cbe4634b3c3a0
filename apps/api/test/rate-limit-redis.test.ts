import { describe, expect, it } from 'vitest';
import { createTestApp } from './test-app';

// Several API processes share rate-limit counters through Redis (REDIS_URL). This needs a Redis
// server, so it runs only when TEST_REDIS_URL names one (.ci/run sets it when the local Redis
// answers); without it there is nothing to test against.
const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('rate limits shared through Redis', () => {
  it('counts the attempts of one client across two API processes', async () => {
    const env = { REDIS_URL: redisUrl ?? '', RATE_LIMIT_AUTH_MAX: '3' };
    const first = await createTestApp({ env });
    const second = await createTestApp({ env });
    try {
      // A client address and an e-mail of their own, so counters left by earlier runs (the
      // failed logins per e-mail are shared through Redis too) cannot interfere.
      const remoteAddress = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7`;
      const email = `nobody-${Math.random().toString(36).slice(2)}@example.at`;
      const attempt = (ctx: typeof first) =>
        ctx.app.inject({
          method: 'POST',
          url: '/tool/api/login',
          payload: { email, password: 'wrong' },
          remoteAddress,
        });
      expect((await attempt(first)).statusCode).toBe(401);
      expect((await attempt(second)).statusCode).toBe(401);
      expect((await attempt(first)).statusCode).toBe(401);
      const blocked = await attempt(second);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/^Too many attempts\./);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('counts the failed logins of one e-mail across two API processes', async () => {
    const env = { REDIS_URL: redisUrl ?? '', RATE_LIMIT_LOGIN_EMAIL_MAX: '3' };
    const first = await createTestApp({ env });
    const second = await createTestApp({ env });
    try {
      // An e-mail of its own, so counters left by earlier runs cannot interfere.
      const email = `redis-${Math.random().toString(36).slice(2)}@example.at`;
      let address = 0;
      const attempt = (ctx: typeof first) =>
        ctx.app.inject({
          method: 'POST',
          url: '/tool/api/login',
          payload: { email, password: 'wrong' },
          remoteAddress: `203.0.113.${++address}`,
        });
      expect((await attempt(first)).statusCode).toBe(401);
      expect((await attempt(second)).statusCode).toBe(401);
      expect((await attempt(first)).statusCode).toBe(401);
      const blocked = await attempt(second);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().code).toBe('RATE_LIMITED');
      expect(blocked.headers['retry-after']).toBe(blocked.json().params.seconds);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(800);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('counts a client’s analytics calls across two API processes', async () => {
    const env = { REDIS_URL: redisUrl ?? '', RATE_LIMIT_ANALYTICS_MAX: '2' };
    const first = await createTestApp({ env });
    const second = await createTestApp({ env });
    try {
      const remoteAddress = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.8`;
      const send = (ctx: typeof first) =>
        ctx.app.inject({
          method: 'POST',
          url: '/tool/api/analytics/events',
          payload: { events: [{ type: 'page_view', name: 'page_view', clientId: 'c' }] },
          remoteAddress,
        });
      expect((await send(first)).statusCode).toBe(202);
      expect((await send(second)).statusCode).toBe(202);
      const blocked = await send(first);
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBe(blocked.json().params.seconds);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
