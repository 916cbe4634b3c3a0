export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface MailResult {
  /**
   * True only when a real transport accepted the message for the recipient. The outbox never
   * delivers, so callers hand the secret to the user on screen instead.
   */
  delivered: boolean;
}

/** The mail port: the outbox by default, SMTP when SMTP_URL is set. */
export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  send(mail: Mail): Promise<MailResult>;
  close(): Promise<void>;
}

/** The little a mailer logs: a Fastify/pino logger fits, so does jsonLineLog. */
export interface MailLog {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
}
