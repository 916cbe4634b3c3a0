import nodemailer from 'nodemailer';
import type { Mail, Mailer, MailResult } from './mailer';

/** Real delivery through the operator's SMTP server (SMTP_URL). Throws when it is refused. */
export class SmtpMailer implements Mailer {
  readonly kind = 'smtp' as const;
  private readonly transport;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport({
      url: smtpUrl,
      // Nodemailer waits up to two minutes by default; a registration should not hang that long.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  }

  async send(mail: Mail): Promise<MailResult> {
    const info = await this.transport.sendMail({ from: this.from, ...mail });
    return { delivered: info.accepted.length > 0 };
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
