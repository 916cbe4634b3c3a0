import os from 'node:os';
import type { AppConfig } from '../config';
import type { Mailer, MailLog } from './mailer';
import { OutboxMailer } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';

const levels = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 } as const;

/**
 * One JSON line per entry on stdout in pino's shape, so mailer lines sit next to the server's
 * own. The mailer is built before the Fastify app, hence not the app's logger.
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

/** SMTP when SMTP_URL is set, else the outbox under DATA_DIR. */
export function createMailer(
  config: AppConfig,
  log: MailLog = jsonLineLog(config.logLevel),
): Mailer {
  if (config.smtpUrl) return new SmtpMailer(config.smtpUrl, config.mailFrom);
  return new OutboxMailer(config.dataDir, config.mailFrom, log);
}
