import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closedPort, mailHeader, mailText, startSmtpServer } from '../../test/mail-helpers';
import { loadConfig } from '../config';
import { createMailer } from './create-mailer';
import { jsonLineLog } from './json-line-log';
import type { Mail, MailLog } from './mailer';
import { OutboxMailer } from './outbox-mailer';
import { SmtpMailer } from './smtp-mailer';

const from = 'Alpine Food Hub <no-reply@foodhub.test>';
const mail: Mail = {
  to: 'anna@example.at',
  subject: 'Your Alpine Food Hub password',
  text: [
    'Hello Anna,',
    '',
    'Your password: Xy7kPq2mRt9wNb4sHj3d',
    '',
    'http://localhost:3000/tool/reset-password?token=abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ_-',
    'Grüße aus Graz',
  ].join('\n'),
};

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

function tempDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'foodhub-mail-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

const recordingLog = () => ({ info: vi.fn(), warn: vi.fn() }) satisfies MailLog;

describe('OutboxMailer', () => {
  it('writes an RFC 822 file to DATA_DIR/outbox, logs where, and does not count as delivered', async () => {
    const dataDir = tempDir();
    const log = recordingLog();
    const mailer = new OutboxMailer(dataDir, from, log);

    expect(await mailer.send(mail)).toEqual({ delivered: false });
    await mailer.close();

    const files = readdirSync(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    const [name = ''] = files;
    expect(name).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-f]{8}\.eml$/);
    const file = path.join(dataDir, 'outbox', name);
    expect(statSync(file).mode & 0o777).toBe(0o600);

    const raw = readFileSync(file, 'utf8');
    expect(mailHeader(raw, 'To')).toBe(mail.to);
    expect(mailHeader(raw, 'From')).toBe(from);
    expect(mailHeader(raw, 'Subject')).toBe(mail.subject);
    expect(mailHeader(raw, 'Date')).toBeDefined();
    expect(mailHeader(raw, 'Message-ID')).toBeDefined();
    expect(mailText(raw).trimEnd()).toBe(mail.text);

    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.info).toHaveBeenCalledWith(
      { file, to: mail.to, subject: mail.subject },
      'mail written to outbox',
    );
    expect(JSON.stringify(log.info.mock.calls)).not.toContain('Xy7kPq2mRt9wNb4sHj3d');
  });

  it('keeps every mail in its own file', async () => {
    const dataDir = tempDir();
    const mailer = new OutboxMailer(dataDir, from, recordingLog());
    await Promise.all([mailer.send(mail), mailer.send(mail), mailer.send(mail)]);
    expect(readdirSync(path.join(dataDir, 'outbox'))).toHaveLength(3);
  });
});

describe('SmtpMailer', () => {
  it('hands the mail to the SMTP server and counts as delivered', async () => {
    const smtp = await startSmtpServer();
    cleanups.push(smtp.close);
    const mailer = new SmtpMailer(smtp.url, from);
    cleanups.push(() => mailer.close());

    expect(await mailer.send(mail)).toEqual({ delivered: true });

    expect(smtp.received).toHaveLength(1);
    const [received] = smtp.received;
    expect(received?.from).toBe('no-reply@foodhub.test');
    expect(received?.to).toEqual([mail.to]);
    expect(mailHeader(received?.raw ?? '', 'Subject')).toBe(mail.subject);
    expect(mailText(received?.raw ?? '').trimEnd()).toBe(mail.text);
  });

  it('throws when the server refuses the recipient', async () => {
    const smtp = await startSmtpServer({ rejectRecipients: true });
    cleanups.push(smtp.close);
    const mailer = new SmtpMailer(smtp.url, from);
    cleanups.push(() => mailer.close());
    await expect(mailer.send(mail)).rejects.toThrow(/Mailbox unavailable|550/);
  });

  it('throws when no server listens', async () => {
    const mailer = new SmtpMailer(`smtp://127.0.0.1:${await closedPort()}`, from);
    cleanups.push(() => mailer.close());
    await expect(mailer.send(mail)).rejects.toThrow(/ECONNREFUSED/);
  });
});

describe('createMailer', () => {
  it('uses the outbox without SMTP_URL and SMTP with it', async () => {
    const dataDir = tempDir();
    const outbox = createMailer(
      loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
      recordingLog(),
    );
    const smtp = createMailer(
      loadConfig({ DATA_DIR: dataDir, SMTP_URL: 'smtp://127.0.0.1:2525', LOG_LEVEL: 'silent' }),
    );
    expect(outbox.kind).toBe('outbox');
    expect(outbox).toBeInstanceOf(OutboxMailer);
    expect(smtp.kind).toBe('smtp');
    await Promise.all([outbox.close(), smtp.close()]);
  });
});

describe('jsonLineLog', () => {
  it('writes pino-shaped JSON lines at or above the configured level', () => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    try {
      jsonLineLog('warn').info({ to: 'a@example.at' }, 'hidden');
      jsonLineLog('warn').warn({ to: 'a@example.at' }, 'shown');
      jsonLineLog('silent').warn({}, 'hidden');
      expect(write).toHaveBeenCalledTimes(1);
      const line = JSON.parse(String(write.mock.calls[0]?.[0]));
      expect(line).toMatchObject({ level: 40, to: 'a@example.at', msg: 'shown' });
      expect(line.time).toEqual(expect.any(Number));
    } finally {
      write.mockRestore();
    }
  });
});
