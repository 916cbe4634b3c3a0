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
      // A client address of its own, so counters left by earlier runs cannot interfere.
      const remoteAddress = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.7`;
      const attempt = (ctx: typeof first) =>
        ctx.app.inject({
          method: 'POST',
          url: '/tool/api/login',
          payload: { email: 'nobody@example.at', password: 'wrong' },
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
});
