import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  text: string;
}

/** Decodes a quoted-printable body (soft line breaks and =XX escapes). */
function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function parse(file: string, raw: string): OutboxMail {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = head.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) =>
    new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(headers)?.[1]?.trim() ?? '';
  let body = rest.join('\n\n');
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'quoted-printable') body = decodeQuotedPrintable(body);
  if (encoding === 'base64')
    body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return { file, to: header('To'), subject: header('Subject'), text: body };
}

/** All mails the server wrote to DATA_DIR/outbox, oldest first. */
export function readOutbox(dataDir: string): OutboxMail[] {
  const dir = path.join(dataDir, 'outbox');
  let files: string[] = [];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return files.map((f) => parse(f, readFileSync(path.join(dir, f), 'utf8')));
}

/** Waits for a mail to the address whose text matches, and returns the match. */
export async function waitForMail(
  dataDir: string,
  to: string,
  pattern: RegExp,
  after = 0,
): Promise<RegExpExecArray> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const mails = readOutbox(dataDir)
      .slice(after)
      .filter((m) => m.to.includes(to));
    for (const mail of mails.reverse()) {
      const match = pattern.exec(mail.text);
      if (match) return match;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to} matching ${pattern}`);
}
