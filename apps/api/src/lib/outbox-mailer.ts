import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Mail, Mailer, MailLog, MailResult } from './mailer';

/**
 * The embedded mailer: every mail becomes an RFC 822 file in DATA_DIR/outbox that an operator
 * can open with any mail client. Nothing reaches the recipient, so it never counts as delivered.
 */
export class OutboxMailer implements Mailer {
  readonly kind = 'outbox' as const;
  readonly outboxDir: string;
  private readonly transport = nodemailer.createTransport({ streamTransport: true, buffer: true });

  constructor(
    dataDir: string,
    private readonly from: string,
    private readonly log: MailLog,
  ) {
    this.outboxDir = path.join(dataDir, 'outbox');
  }

  async send(mail: Mail): Promise<MailResult> {
    const info = await this.transport.sendMail({ from: this.from, ...mail });
    await mkdir(this.outboxDir, { recursive: true });
    // Colons are not allowed in Windows file names; the name still sorts by time.
    const stamp = new Date().toISOString().replace(/:/g, '-');
    const file = path.join(this.outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
    // The file may hold a password: readable by the server's user only.
    await writeFile(file, info.message, { mode: 0o600 });
    this.log.info({ file, to: mail.to, subject: mail.subject }, 'mail written to outbox');
    return { delivered: false };
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
