import os from 'node:os';
import type { AppConfig } from '../config';
import type { MailLog } from './mailer';

const levels = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 } as const;

/**
 * One JSON line per entry on stdout in pino's shape, so lines written before the Fastify app
 * exists (mailer, seeding) sit next to the server's own.
 */
export function jsonLineLog(level: AppConfig['logLevel']): MailLog {
  const min = level === 'silent' ? Infinity : levels[level];
  const hostname = os.hostname();
  const write = (lvl: number, details: Record<string, unknown>, msg: string) => {
    if (lvl < min) return;
    const line = { level: lvl, time: Date.now(), pid: process.pid, hostname, ...details, msg };
    process.stdout.write(`${JSON.stringify(line)}\n`);
  };
  return {
    info: (details, msg) => write(levels.info, details, msg),
    warn: (details, msg) => write(levels.warn, details, msg),
  };
}
