import { mkdtempSync, readFileSync, rmSync, statSync, existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseEnv } from '../src/config';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function tempDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'foodhub-config-'));
  dirs.push(dir);
  return dir;
}

function configError(env: NodeJS.ProcessEnv): string {
  try {
    parseEnv(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as ConfigError).message;
  }
  throw new Error('expected a ConfigError');
}

describe('parseEnv', () => {
  it('runs with no settings at all', () => {
    expect(parseEnv({})).toMatchObject({
      PORT: 3000,
      DATA_DIR: './data',
      RATE_LIMIT_AUTH_MAX: 10,
      RATE_LIMIT_WINDOW_SECONDS: 60,
    });
  });

  it('treats empty values as unset, as .env.example leaves them', () => {
    const env = parseEnv({
      DATABASE_URL: '',
      SMTP_URL: '',
      JWT_SECRET: '',
      GA_MEASUREMENT_ID: '',
      PUBLIC_URL: '',
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.JWT_SECRET).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://x'],
    ['SMTP_URL', 'http://mail.example.org'],
    ['JWT_SECRET', 'short'],
    ['REDIS_URL', 'memcached://x'],
    ['GA_MEASUREMENT_ID', 'UA-12345'],
    ['LOG_LEVEL', 'loud'],
    ['RATE_LIMIT_AUTH_MAX', '0'],
    ['RATE_LIMIT_PDF_MAX', '0'],
    ['RATE_LIMIT_DRAFT_MAX', 'many'],
    ['RATE_LIMIT_MATCH_MAX', '0'],
    ['RATE_LIMIT_CHATBOT_MAX', '2.5'],
    ['RATE_LIMIT_LOGIN_EMAIL_WINDOW_SECONDS', '1.5'],
    ['SAVED_REPORTS_MAX', '0'],
    ['TRUST_PROXY', 'proxy.example.org'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '1'],
    ['PUBLIC_URL', 'not a url'],
    ['MAP_TILE_URL', 'ftp://tiles.example.org/{z}/{x}/{y}.png'],
    ['MAP_TILE_URL', 'https://tiles.example.org/tile.png'],
    ['ROUTER_URL', 'not a url'],
    ['ROUTER_URL', 'ftp://osrm.example.org'],
    ['ROUTER_TIMEOUT_MS', 'soon'],
    ['ROUTER_TIMEOUT_MS', '99'],
    ['ROUTER_TIMEOUT_MS', '60001'],
    ['ROUTER_TIMEOUT_MS', '1.5'],
    ['ADMIN_EMAILS', 'ops@example.org, not-an-email'],
    ['ADMIN_EMAILS', 'ops@example.org;it@example.org'],
  ])('stops with a ConfigError naming %s=%s', (name, value) => {
    expect(configError({ [name]: value })).toMatch(
      new RegExp(`^Invalid configuration:\\n  ${name}: `, 'm'),
    );
  });

  it('names every bad variable at once, with the reason', () => {
    const message = configError({ PORT: 'abc', DATABASE_URL: 'mysql://x' });
    expect(message).toContain('PORT:');
    expect(message).toContain('DATABASE_URL: must start with postgres:// or postgresql://');
  });
});

describe('loadConfig', () => {
  it('generates the JWT secret once, keeps it in DATA_DIR, and reuses it', () => {
    const dataDir = path.join(tempDir(), 'nested', 'data');
    const first = loadConfig({ DATA_DIR: dataDir });
    const file = path.join(dataDir, 'jwt-secret');
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8')).toBe(first.jwtSecret);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
  });

  it('uses JWT_SECRET when set and writes no file', () => {
    const dataDir = tempDir();
    const secret = 's'.repeat(40);
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: secret }).jwtSecret).toBe(secret);
    expect(existsSync(path.join(dataDir, 'jwt-secret'))).toBe(false);
  });

  it('derives the public URL from the port and strips a trailing slash', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir, PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
    expect(
      loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://hub.example.org/' }).publicUrl,
    ).toBe('https://hub.example.org');
  });

  it('reads the router settings: OSRM off by default, a 10 s timeout', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).router).toEqual({
      url: undefined,
      timeoutMs: 10_000,
    });
    expect(loadConfig({ DATA_DIR: tempDir(), ROUTER_URL: '' }).router.url).toBeUndefined();
    expect(
      loadConfig({
        DATA_DIR: tempDir(),
        ROUTER_URL: 'http://localhost:5000',
        ROUTER_TIMEOUT_MS: '2500',
      }).router,
    ).toEqual({ url: 'http://localhost:5000', timeoutMs: 2500 });
    expect(loadConfig({ DATA_DIR: tempDir(), ROUTER_TIMEOUT_MS: '100' }).router.timeoutMs).toBe(
      100,
    );
    expect(loadConfig({ DATA_DIR: tempDir(), ROUTER_TIMEOUT_MS: '60000' }).router.timeoutMs).toBe(
      60_000,
    );
  });

  it('reads the mail, analytics and rate-limit settings', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      SMTP_URL: 'smtps://user:pw@mail.example.org:465',
      GA_MEASUREMENT_ID: 'G-ABC123',
      RATE_LIMIT_AUTH_MAX: '5',
      RATE_LIMIT_WINDOW_SECONDS: '30',
    });
    expect(config).toMatchObject({
      smtpUrl: 'smtps://user:pw@mail.example.org:465',
      gaMeasurementId: 'G-ABC123',
      rateLimit: { authMax: 5, windowSeconds: 30 },
    });
  });

  it('has limits for the routes anyone can make work, and trusts no proxy, by default', () => {
    const config = loadConfig({ DATA_DIR: tempDir() });
    expect(config.trustProxy).toBe(false);
    expect(config.rateLimit).toEqual({
      authMax: 10,
      windowSeconds: 60,
      pdfMax: 20,
      reportMax: 30,
      draftMax: 60,
      analyticsMax: 120,
      matchMax: 30,
      chatbotMax: 30,
      readingMax: 240,
      loginEmailMax: 10,
      loginEmailWindowSeconds: 900,
    });
    expect(config.savedReportsMax).toBe(200);
    const set = loadConfig({
      DATA_DIR: tempDir(),
      RATE_LIMIT_PDF_MAX: '5',
      RATE_LIMIT_REPORT_MAX: '6',
      RATE_LIMIT_DRAFT_MAX: '7',
      RATE_LIMIT_ANALYTICS_MAX: '8',
      RATE_LIMIT_MATCH_MAX: '11',
      RATE_LIMIT_CHATBOT_MAX: '12',
      RATE_LIMIT_READING_MAX: '13',
      RATE_LIMIT_LOGIN_EMAIL_MAX: '9',
      RATE_LIMIT_LOGIN_EMAIL_WINDOW_SECONDS: '600',
      SAVED_REPORTS_MAX: '50',
    });
    expect(set.rateLimit).toMatchObject({
      pdfMax: 5,
      reportMax: 6,
      draftMax: 7,
      analyticsMax: 8,
      matchMax: 11,
      chatbotMax: 12,
      readingMax: 13,
      loginEmailMax: 9,
      loginEmailWindowSeconds: 600,
    });
    expect(set.savedReportsMax).toBe(50);
  });

  it('reads TRUST_PROXY as off, on, or the proxies’ addresses and ranges', () => {
    const trust = (value: string) =>
      loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: value }).trustProxy;
    expect(trust('')).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('true')).toBe(true);
    expect(trust(' 127.0.0.1, 10.0.0.0/8 ,::1,fd00::/8, loopback ')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
    expect(configError({ TRUST_PROXY: '10.0.0.1,proxy' })).toContain(
      'TRUST_PROXY: must be true, false or IP addresses/CIDR ranges separated by commas (not one: proxy)',
    );
    expect(configError({ TRUST_PROXY: '2' })).toContain(
      'TRUST_PROXY: a hop count is not supported',
    );
  });

  it('reads ADMIN_EMAILS as a list of e-mails, trimmed and lower-cased; none by default', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).adminEmails).toEqual([]);
    expect(loadConfig({ DATA_DIR: tempDir(), ADMIN_EMAILS: '' }).adminEmails).toEqual([]);
    expect(
      loadConfig({
        DATA_DIR: tempDir(),
        ADMIN_EMAILS: ' Ops@Example.org ,, it@example.org,ops@example.org ',
      }).adminEmails,
    ).toEqual(['ops@example.org', 'it@example.org']);
    expect(configError({ ADMIN_EMAILS: 'ops@example.org,Anna Berger' })).toContain(
      'ADMIN_EMAILS: must be e-mail addresses separated by commas (not an e-mail: anna berger)',
    );
  });

  it('reads the operator identity of the legal pages, refusing overlong values', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      OPERATOR_NAME: 'Example Operator GmbH',
      OPERATOR_VAT_ID: 'ATU00000000',
      OPERATOR_OWNERSHIP: '',
    });
    expect(config.operator).toMatchObject({
      name: 'Example Operator GmbH',
      vatId: 'ATU00000000',
      ownership: null,
      privacyEmail: null,
    });
    expect(configError({ OPERATOR_NAME: 'x'.repeat(301) })).toContain(
      'OPERATOR_NAME: must be at most 300 characters',
    );
  });
});
