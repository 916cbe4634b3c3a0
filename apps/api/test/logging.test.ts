import path from 'node:path';
import os from 'node:os';
import { mkdtempSync, rmSync } from 'node:fs';
import type { Db } from '@foodhub/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp, defaultLogger, MAX_LOGGED_URL, type App } from '../src/app';
import { loadConfig } from '../src/config';
import { createGazetteerGeocoder } from '../src/lib/gazetteer-geocoder';
import { createGreatCircleRouter } from '../src/lib/router';
import type { Mail } from '../src/lib/mailer';
import { bearer, registration, tokenFromResetMail } from './fixtures';
import { freshDb, RecordingMailer } from './test-app';

/** Records mails, or fails like a refusing SMTP server when told to. */
class FlakyMailer extends RecordingMailer {
  fail = false;
  override async send(mail: Mail) {
    if (this.fail) throw new Error(`550 mailbox unavailable <${mail.to}>`);
    return super.send(mail);
  }
}

const lines: string[] = [];
const mailer = new FlakyMailer();
let app: App;
let db: Db;
let close: () => Promise<void>;

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'foodhub-log-'));
  const handle = await freshDb();
  db = handle.db;
  const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40) }, 'test');
  const options = defaultLogger('info');
  const logger = {
    ...(typeof options === 'object' ? options : {}),
    stream: { write: (line: string) => void lines.push(line) },
  };
  app = await buildApp(
    {
      config,
      db: handle.db,
      dbDriver: handle.driver,
      mailer,
      llm: null,
      externalSolutions: null,
      geocoder: createGazetteerGeocoder(handle.db),
      router: createGreatCircleRouter(),
    },
    { logger, webDist: path.join(dataDir, 'no-web') },
  );
  close = async () => {
    await app.close();
    await handle.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
});
afterAll(() => close());

it('logs requests without passwords, tokens or bodies', async () => {
  const body = registration();
  const registered = await app.inject({ method: 'POST', url: '/tool/api/register', payload: body });
  const password: string = registered.json().password;

  const loggedIn = await app.inject({
    method: 'POST',
    url: '/tool/api/login',
    payload: { email: body.email, password },
  });
  const accessToken: string = loggedIn.json().access_token;
  await app.inject({ url: '/tool/api/user/info', headers: bearer(accessToken) });

  await app.inject({
    method: 'POST',
    url: '/tool/api/reset-password',
    payload: { email: body.email },
  });
  const resetToken = tokenFromResetMail(mailer.last()?.text ?? '');
  const reset = await app.inject({ url: `/tool/api/reset-password/confirm/${resetToken}` });
  const newPassword: string = reset.json().password;

  mailer.fail = true;
  const unmailed = await app.inject({
    method: 'POST',
    url: '/tool/api/register',
    payload: registration(),
  });
  const unmailedPassword: string = unmailed.json().password;

  const log = lines.join('');
  expect(lines.length).toBeGreaterThan(10);
  for (const secret of [password, accessToken, resetToken, newPassword, unmailedPassword]) {
    expect(secret.length).toBeGreaterThan(15);
    expect(log).not.toContain(secret);
  }
  expect(log).not.toContain(body.streetAddress);
  expect(log).toContain('/tool/api/reset-password/confirm/[redacted]');
  expect(log).toContain('mail not sent');
});

it('cuts a long URL in the log line, so that no request can fill the log', async () => {
  const filler = 'x'.repeat(15_000);
  await app.inject({ url: `/tool/api/health?${filler}` });
  const line = lines.find((l) => l.includes('/tool/api/health?x'));
  expect(line).toBeDefined();
  expect(line).toContain(
    `/tool/api/health?${'x'.repeat(MAX_LOGGED_URL - '/tool/api/health?'.length)}…`,
  );
  expect(line!.length).toBeLessThan(MAX_LOGGED_URL + 1000);
});

it('writes a client that hung up mid-answer at info level, and real errors at error level', () => {
  lines.length = 0;
  // What @fastify/compress logs when the client closes the connection during a streamed answer.
  app.log.error(new Error('premature close'));
  app.log.error(new Error('database unavailable'));
  const written = lines.map((line) => JSON.parse(line) as { level: number; msg?: string });
  expect(written).toEqual([
    expect.objectContaining({ level: 30, msg: 'client closed the connection before the answer' }),
    expect.objectContaining({ level: 50, msg: 'database unavailable' }),
  ]);
});

it('logs a failed query with its SQL and the database’s reason, never the values it was sent', async () => {
  const body = registration();
  const registered = await app.inject({ method: 'POST', url: '/tool/api/register', payload: body });
  const loggedIn = await app.inject({
    method: 'POST',
    url: '/tool/api/login',
    payload: { email: body.email, password: registered.json().password },
  });
  const accessToken: string = loggedIn.json().access_token;
  // Every draft write now fails in the database, which quotes the row in its error's detail.
  await db.execute(
    sql`alter table stepper_drafts add constraint no_drafts_for_the_test check (false) not valid`,
  );
  lines.length = 0;
  const secret = 'Geheimrezept der Bäckerei Huber Nr. 4711-Q';
  const res = await app.inject({
    method: 'PUT',
    url: '/tool/api/me/draft',
    headers: bearer(accessToken),
    payload: { data: { stepper: { companyProfile: { name: secret } } } },
  });
  await db.execute(sql`alter table stepper_drafts drop constraint no_drafts_for_the_test`);
  expect(res.statusCode).toBe(500);

  const log = lines.join('');
  const failure = lines
    .map(
      (line) => JSON.parse(line) as { level: number; msg?: string; err?: Record<string, string> },
    )
    .find((line) => line.level === 50 && line.msg === 'request failed');
  // The SQL and the constraint that refused it are kept.
  expect(failure?.err).toMatchObject({
    query: expect.stringContaining('insert into "stepper_drafts"'),
    code: '23514',
    constraint: 'no_drafts_for_the_test',
  });
  expect(log).not.toContain('Geheimrezept');
  // Its number alone neither (a bare '4711' can be part of a log line's time in milliseconds).
  expect(log).not.toContain('4711-Q');
});

it('logs a match it could not save to the account without the entries or the answer', async () => {
  const body = registration();
  const registered = await app.inject({ method: 'POST', url: '/tool/api/register', payload: body });
  const loggedIn = await app.inject({
    method: 'POST',
    url: '/tool/api/login',
    payload: { email: body.email, password: registered.json().password },
  });
  const accessToken: string = loggedIn.json().access_token;
  await db.execute(
    sql`alter table saved_surpluses add constraint no_surpluses_for_the_test check (false) not valid`,
  );
  lines.length = 0;
  const res = await app.inject({
    method: 'POST',
    url: '/tool/api/solutions/match',
    headers: bearer(accessToken),
    payload: {
      userInputs: {
        companyProfile: { name: 'Geheime Backstube Huber 4711', businessCategory: 'Bäckerei' },
        wasteInfo: { surplusName: 'Brot vom Vortag', amount: { value: 40, unit: 'kg' } },
      },
    },
  });
  await db.execute(sql`alter table saved_surpluses drop constraint no_surpluses_for_the_test`);
  // The user still gets the answer; the failure is noted.
  expect(res.statusCode, res.body).toBe(200);
  const log = lines.join('');
  expect(log).toContain('the match could not be saved to the account');
  expect(log).toContain('no_surpluses_for_the_test');
  expect(log).not.toContain('Geheime Backstube');
  expect(log).not.toContain('Brot vom Vortag');
});
