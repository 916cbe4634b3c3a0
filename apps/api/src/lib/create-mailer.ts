import type { AppConfig } from '../config';
import { jsonLineLog } from './json-line-log';
import type { Mailer, MailLog } from './mailer';
import { OutboxMailer } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';

/** SMTP when SMTP_URL is set, else the outbox under DATA_DIR. */
export function createMailer(
  config: AppConfig,
  log: MailLog = jsonLineLog(config.logLevel),
): Mailer {
  if (config.smtpUrl) return new SmtpMailer(config.smtpUrl, config.mailFrom);
  return new OutboxMailer(config.dataDir, config.mailFrom, log);
}
