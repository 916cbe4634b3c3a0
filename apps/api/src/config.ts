import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import type { OperatorIdentity } from '@foodhub/contracts';
import { EMAIL_PATTERN } from '@foodhub/domain';
import { z } from 'zod';

const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());
const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());
/** One line of the legal pages: trimmed, at most 300 characters, blank means not set. */
const operatorText = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  z.string().trim().max(300, 'must be at most 300 characters').optional(),
);

/**
 * A comma-separated list of e-mails, trimmed and lower-cased as accounts store them, each checked
 * with registration's rule; repeated ones once.
 */
const emailList = z
  .string()
  .default('')
  .transform((text) => [
    ...new Set(
      text
        .split(',')
        .map((email) => email.trim().toLowerCase())
        .filter((email) => email !== ''),
    ),
  ])
  .superRefine((emails, ctx) => {
    const bad = emails.filter((email) => !EMAIL_PATTERN.test(email));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be e-mail addresses separated by commas (not an e-mail: ${bad.join(', ')})`,
      });
    }
  });

/** The names @fastify/proxy-addr gives to address ranges, allowed in TRUST_PROXY's list. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** '10.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8' or one of the range names. */
function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: whose X-Forwarded-For is believed. Off (the default): the client address is the
 * connection's, so a made-up header changes nothing. 'true' trusts every hop; otherwise the
 * proxies' addresses or CIDR ranges, comma-separated. A hop count is refused: Fastify no longer
 * honours one, since it cannot tell the proxy from a client that connects directly.
 */
const trustProxy = z
  .string()
  .default('false')
  .transform((text) => text.trim())
  .transform((text, ctx): boolean | string[] => {
    const lower = text.toLowerCase();
    if (lower === '' || lower === 'false') return false;
    if (lower === 'true') return true;
    if (/^\d+$/.test(text)) {
      ctx.addIssue({
        code: 'custom',
        message:
          'a hop count is not supported: give the proxy addresses (e.g. 127.0.0.1,10.0.0.0/8)',
      });
      return z.NEVER;
    }
    const entries = text
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be true, false or IP addresses/CIDR ranges separated by commas (not one: ${bad.join(', ')})`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** OpenStreetMap's own tile service (spec part 1 §2 'Provider map'); its usage policy asks for attribution. */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_TILE_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** Every environment variable the server reads; documented in .env.example and the README. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  JWT_SECRET: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  SMTP_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().default('Alpine Food Hub <no-reply@localhost>'),
  REDIS_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
  ),
  GA_MEASUREMENT_ID: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^G-[A-Z0-9]+$/, 'must look like G-XXXXXXX')
      .optional(),
  ),
  GEOCODER_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  ),
  GEOCODER_USER_AGENT: optionalText,
  ROUTER_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  ),
  ROUTER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  LLM_BASE_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  ),
  LLM_API_KEY: optionalText,
  LLM_MODEL: z.string().min(1).default('gpt-4o-mini'),
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  VCG_API_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' }).optional(),
  ),
  VCG_API_KEY: optionalText,
  // The issue's limit: an answer never waits longer than 20 s for the outside service.
  VCG_TIMEOUT_MS: z.coerce.number().int().min(100).max(20_000).default(20_000),
  MAP_TILE_URL: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^https?:\/\/[^\s]+$/, 'must be an http:// or https:// URL')
      .refine(
        (url) => ['{z}', '{x}', '{y}'].every((part) => url.includes(part)),
        'must hold the placeholders {z}, {x} and {y}',
      )
      .default(DEFAULT_MAP_TILE_URL),
  ),
  MAP_TILE_ATTRIBUTION: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string().max(500).default(DEFAULT_MAP_TILE_ATTRIBUTION),
  ),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxy,
  RATE_LIMIT_AUTH_MAX: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  // Per window, per account (per client address without a login). The web app saves the draft
  // 1.5 s after the last change: at most 40 a minute of continuous typing.
  RATE_LIMIT_PDF_MAX: z.coerce.number().int().min(1).default(20),
  RATE_LIMIT_REPORT_MAX: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_DRAFT_MAX: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_ANALYTICS_MAX: z.coerce.number().int().min(1).default(120),
  // The web app matches once per new set of entries and sends one chat call per question.
  RATE_LIMIT_MATCH_MAX: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_CHATBOT_MAX: z.coerce.number().int().min(1).default(30),
  // The surplus step reads the entries again (debounced) while the user types.
  RATE_LIMIT_READING_MAX: z.coerce.number().int().min(1).default(240),
  // Failed logins per e-mail address, whatever the client address, in a window of its own.
  RATE_LIMIT_LOGIN_EMAIL_MAX: z.coerce.number().int().min(1).default(10),
  RATE_LIMIT_LOGIN_EMAIL_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  // The reports one account keeps; GET /me/reports lists at most 200.
  SAVED_REPORTS_MAX: z.coerce.number().int().min(1).default(200),
  // Accounts that get the admin role at every start and login (never taken away automatically).
  ADMIN_EMAILS: emailList,
  // The operator's identity, published on /impressum and /privacy-policy (each one line of text).
  OPERATOR_NAME: operatorText,
  OPERATOR_ADDRESS: operatorText,
  OPERATOR_EMAIL: operatorText,
  OPERATOR_PHONE: operatorText,
  OPERATOR_WEBSITE: operatorText,
  OPERATOR_REPRESENTATIVE: operatorText,
  OPERATOR_REGISTER: operatorText,
  OPERATOR_VAT_ID: operatorText,
  OPERATOR_SUPERVISORY_BOARD: operatorText,
  OPERATOR_OWNERSHIP: operatorText,
  OPERATOR_SUPERVISORY_AUTHORITY: operatorText,
  OPERATOR_PRIVACY_EMAIL: operatorText,
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  /** Base for links in e-mails, without a trailing slash. */
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  redisUrl: string | undefined;
  gaMeasurementId: string | undefined;
  /** Nominatim-compatible geocoding service; the embedded gazetteer when unset. */
  geocoderUrl: string | undefined;
  geocoderUserAgent: string;
  /** OSRM server for road routes; the great-circle estimate when unset. */
  router: { url: string | undefined; timeoutMs: number };
  logLevel: Env['LOG_LEVEL'];
  /** OpenAI-compatible chat completions; the built-in texts when unset. */
  llm: {
    baseUrl: string | undefined;
    apiKey: string | undefined;
    model: string;
    timeoutMs: number;
  };
  /** The outside solution service (solution_origin vcg.ai); off when unset. */
  vcg: { baseUrl: string | undefined; apiKey: string | undefined; timeoutMs: number };
  /** Fastify's trustProxy: false (the connection's address), true, or the proxies' addresses. */
  trustProxy: boolean | string[];
  /**
   * Requests per window: authMax per client address on the credential routes; pdfMax,
   * reportMax, draftMax, analyticsMax, matchMax, chatbotMax and readingMax per account, or per
   * client address without a login; loginEmailMax failed logins per e-mail address in a window of
   * loginEmailWindowSeconds.
   */
  rateLimit: {
    authMax: number;
    windowSeconds: number;
    pdfMax: number;
    reportMax: number;
    draftMax: number;
    analyticsMax: number;
    matchMax: number;
    chatbotMax: number;
    readingMax: number;
    loginEmailMax: number;
    loginEmailWindowSeconds: number;
  };
  /** The most reports one account keeps. */
  savedReportsMax: number;
  /**
   * ADMIN_EMAILS: accounts given the admin role once their address is confirmed (at start-up, at
   * login and when the confirmation link is opened), so an installation always has a way into
   * the operator console. Lower-cased; empty when unset.
   */
  adminEmails: string[];
  /** Map tiles the browser loads (XYZ template) and the attribution shown on the map. */
  map: { tileUrl: string; attribution: string };
  /** Who runs this installation (legal pages); unset fields show neutral placeholders. */
  operator: OperatorIdentity;
  version: string;
}

export class ConfigError extends Error {}

/** Validates the environment; a wrong value throws a ConfigError naming each bad variable. */
export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}

/**
 * Reads the JWT secret from DATA_DIR, creating it on first start, so tokens survive restarts
 * without the operator having to set JWT_SECRET.
 */
function persistedJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env, version = '0.0.0'): AppConfig {
  const env = parseEnv(source);
  const dataDir = path.resolve(env.DATA_DIR);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    publicUrl,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    jwtSecret: env.JWT_SECRET ?? persistedJwtSecret(dataDir),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    redisUrl: env.REDIS_URL,
    gaMeasurementId: env.GA_MEASUREMENT_ID,
    geocoderUrl: env.GEOCODER_URL,
    // Nominatim's usage policy: identify the application and how to reach its operator.
    geocoderUserAgent: env.GEOCODER_USER_AGENT ?? `AlpineFoodHub/${version} (+${publicUrl})`,
    router: { url: env.ROUTER_URL, timeoutMs: env.ROUTER_TIMEOUT_MS },
    logLevel: env.LOG_LEVEL,
    llm: {
      baseUrl: env.LLM_BASE_URL,
      apiKey: env.LLM_API_KEY,
      model: env.LLM_MODEL,
      timeoutMs: env.LLM_TIMEOUT_MS,
    },
    vcg: { baseUrl: env.VCG_API_URL, apiKey: env.VCG_API_KEY, timeoutMs: env.VCG_TIMEOUT_MS },
    trustProxy: env.TRUST_PROXY,
    rateLimit: {
      authMax: env.RATE_LIMIT_AUTH_MAX,
      windowSeconds: env.RATE_LIMIT_WINDOW_SECONDS,
      pdfMax: env.RATE_LIMIT_PDF_MAX,
      reportMax: env.RATE_LIMIT_REPORT_MAX,
      draftMax: env.RATE_LIMIT_DRAFT_MAX,
      analyticsMax: env.RATE_LIMIT_ANALYTICS_MAX,
      matchMax: env.RATE_LIMIT_MATCH_MAX,
      chatbotMax: env.RATE_LIMIT_CHATBOT_MAX,
      readingMax: env.RATE_LIMIT_READING_MAX,
      loginEmailMax: env.RATE_LIMIT_LOGIN_EMAIL_MAX,
      loginEmailWindowSeconds: env.RATE_LIMIT_LOGIN_EMAIL_WINDOW_SECONDS,
    },
    savedReportsMax: env.SAVED_REPORTS_MAX,
    adminEmails: env.ADMIN_EMAILS,
    map: { tileUrl: env.MAP_TILE_URL, attribution: env.MAP_TILE_ATTRIBUTION },
    operator: {
      name: env.OPERATOR_NAME ?? null,
      address: env.OPERATOR_ADDRESS ?? null,
      email: env.OPERATOR_EMAIL ?? null,
      phone: env.OPERATOR_PHONE ?? null,
      website: env.OPERATOR_WEBSITE ?? null,
      representative: env.OPERATOR_REPRESENTATIVE ?? null,
      register: env.OPERATOR_REGISTER ?? null,
      vatId: env.OPERATOR_VAT_ID ?? null,
      supervisoryBoard: env.OPERATOR_SUPERVISORY_BOARD ?? null,
      ownership: env.OPERATOR_OWNERSHIP ?? null,
      supervisoryAuthority: env.OPERATOR_SUPERVISORY_AUTHORITY ?? null,
      privacyEmail: env.OPERATOR_PRIVACY_EMAIL ?? null,
    },
    version,
  };
}
