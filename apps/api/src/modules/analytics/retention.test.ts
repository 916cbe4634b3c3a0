import { analyticsEvents, insertAnalyticsEvents, type Db, type DbHandle } from '@foodhub/db';
import { ANALYTICS_RETENTION_MONTHS } from '@foodhub/domain';
import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, freshDb, type TestContext } from '../../../test/test-app';
import {
  ANALYTICS_RETENTION_INTERVAL_MS,
  analyticsRetention,
  runAnalyticsRetention,
} from './retention';

/** `date` moved by whole UTC months (the test dates never need clamping). */
const monthsBefore = (date: Date, months: number) => {
  const moved = new Date(date.getTime());
  moved.setUTCMonth(moved.getUTCMonth() - months);
  return moved;
};

const event = (clientId: string, createdAt: Date) => ({
  type: 'event' as const,
  name: 'retention-test',
  clientId,
  createdAt,
});

const clientIds = async (db: Db) =>
  (await db.select().from(analyticsEvents)).map((e) => e.clientId).sort();

describe('runAnalyticsRetention', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it(`deletes events older than ${ANALYTICS_RETENTION_MONTHS} months and answers how many`, async () => {
    // Far enough ahead that the app's own start-up pass (real clock) leaves these rows alone.
    const now = new Date('2030-01-15T12:00:00.000Z');
    const cutoff = new Date('2027-11-15T12:00:00.000Z');
    await insertAnalyticsEvents(ctx.deps.db, [
      event('27-months', monthsBefore(now, 27)),
      event('just-past', new Date(cutoff.getTime() - 1)),
      event('at-cutoff', cutoff),
      event('25-months', monthsBefore(now, 25)),
      event('today', now),
    ]);

    expect(await runAnalyticsRetention(ctx.deps.db, now)).toBe(2);
    expect(await clientIds(ctx.deps.db)).toEqual(['25-months', 'at-cutoff', 'today']);
    // Nothing left to delete: a second pass answers 0.
    expect(await runAnalyticsRetention(ctx.deps.db, now)).toBe(0);
  });
});

describe('the scheduled retention task', () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await freshDb();
  });
  afterAll(() => handle.close());
  afterEach(async () => {
    vi.restoreAllMocks();
    await handle.db.delete(analyticsEvents);
  });

  /** A bare app with only the task, logging into `lines`. */
  const appWith = (db: Db, options: { intervalMs?: number } = {}) => {
    const lines: { level: number; msg: string; deleted?: number; err?: { message: string } }[] = [];
    const app = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
    });
    void app.register(analyticsRetention, { db, ...options });
    return { app, lines };
  };

  it('runs once when the app is ready and logs the number deleted', async () => {
    const now = new Date();
    await insertAnalyticsEvents(handle.db, [
      event('old', monthsBefore(now, 27)),
      event('kept', monthsBefore(now, 25)),
    ]);
    const { app, lines } = appWith(handle.db);
    try {
      await app.ready();
      await vi.waitFor(() => expect(lines.find((l) => l.deleted !== undefined)).toBeDefined());
      expect(lines.find((l) => l.deleted !== undefined)).toMatchObject({ level: 30, deleted: 1 });
      expect(await clientIds(handle.db)).toEqual(['kept']);
    } finally {
      await app.close();
    }
  });

  it('logs nothing when there was nothing to delete', async () => {
    await insertAnalyticsEvents(handle.db, [event('recent', new Date())]);
    const { app, lines } = appWith(handle.db);
    await app.ready();
    await app.close(); // waits for the pass under way
    expect(lines.filter((l) => l.deleted !== undefined || l.level >= 40)).toEqual([]);
    expect(await clientIds(handle.db)).toEqual(['recent']);
  });

  it('runs again every interval, on an unref()ed timer that closing the app clears', async () => {
    const setIntervalSpy = vi.spyOn(globalThis, 'setInterval');
    const clearIntervalSpy = vi.spyOn(globalThis, 'clearInterval');
    const { app, lines } = appWith(handle.db, { intervalMs: 20 });
    try {
      await app.ready();
      expect(setIntervalSpy).toHaveBeenCalledWith(expect.any(Function), 20);
      const timer = setIntervalSpy.mock.results[0]?.value as NodeJS.Timeout;
      expect(timer.hasRef()).toBe(false);

      await insertAnalyticsEvents(handle.db, [event('later', monthsBefore(new Date(), 30))]);
      await vi.waitFor(() => expect(lines.some((l) => l.deleted === 1)).toBe(true));
      expect(await clientIds(handle.db)).toEqual([]);
    } finally {
      await app.close();
    }
    expect(clearIntervalSpy).toHaveBeenCalledWith(setIntervalSpy.mock.results[0]?.value);
  });

  it('runs daily by default', async () => {
    const setIntervalSpy = vi.spyOn(globalThis, 'setInterval');
    const { app } = appWith(handle.db);
    await app.ready();
    await app.close();
    expect(setIntervalSpy).toHaveBeenCalledWith(expect.any(Function), 24 * 60 * 60 * 1000);
    expect(ANALYTICS_RETENTION_INTERVAL_MS).toBe(24 * 60 * 60 * 1000);
  });

  it('logs a failed pass as a warning, keeps serving, and stops after close', async () => {
    let calls = 0;
    const broken = {
      delete: () => {
        calls += 1;
        throw new Error('database unavailable');
      },
    } as unknown as Db;
    const { app, lines } = appWith(broken, { intervalMs: 10 });
    app.get('/ping', async () => ({ ok: true }));
    await app.ready();
    await vi.waitFor(() => expect(calls).toBeGreaterThanOrEqual(2));
    expect(lines.find((l) => l.level === 40)).toMatchObject({
      err: { message: 'database unavailable' },
      msg: expect.stringContaining('analytics retention failed'),
    });
    expect((await app.inject({ url: '/ping' })).json()).toEqual({ ok: true });

    await app.close();
    const afterClose = calls;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toBe(afterClose);
  });
});
