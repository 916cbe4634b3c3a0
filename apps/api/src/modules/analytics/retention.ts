import { deleteAnalyticsEventsBefore, type Db } from '@foodhub/db';
import { analyticsCutoff } from '@foodhub/domain';
import type { FastifyPluginAsync } from 'fastify';

/** How often the deletion runs after the first pass at start-up. */
export const ANALYTICS_RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the analytics events past their retention period (ANALYTICS_RETENTION_MONTHS before
 * `now`, privacy policy); returns how many were deleted.
 */
export async function runAnalyticsRetention(db: Db, now: Date = new Date()): Promise<number> {
  return deleteAnalyticsEventsBefore(db, analyticsCutoff(now));
}

export interface AnalyticsRetentionOptions {
  db: Db;
  /** Time between passes; one day unless a test wants it shorter. */
  intervalMs?: number;
  /** The clock; the real one unless a test wants another. */
  now?: () => Date;
}

/**
 * Runs {@link runAnalyticsRetention} once when the app is ready and then every day. A failed pass
 * is logged as a warning and retried on the next one; it never stops the server. The timer does
 * not keep the process alive, and closing the app stops it and waits for a pass under way.
 */
export const analyticsRetention: FastifyPluginAsync<AnalyticsRetentionOptions> = async (
  app,
  { db, intervalMs = ANALYTICS_RETENTION_INTERVAL_MS, now = () => new Date() },
) => {
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<void> | undefined;

  const runOnce = async () => {
    try {
      const deleted = await runAnalyticsRetention(db, now());
      if (deleted > 0) app.log.info({ deleted }, 'deleted analytics events past their retention');
    } catch (err) {
      app.log.warn({ err }, 'analytics retention failed; retrying on the next pass');
    }
  };

  // One pass at a time: a slow pass is not overlapped by the next tick.
  const pass = () => {
    if (!running) {
      const current = runOnce().finally(() => {
        running = undefined;
      });
      running = current;
    }
    return running;
  };

  app.addHook('onReady', async () => {
    // Not awaited: a long first pass must not hold back start-up.
    void pass();
    timer = setInterval(() => void pass(), intervalMs);
    timer.unref();
  });

  app.addHook('onClose', async () => {
    clearInterval(timer);
    timer = undefined;
    await running;
  });
};
