import { ApiError, answerCode } from './api-client';

/*
 * The server answers in English and adds a stable code ('EMAIL_TAKEN') with the values of its
 * message in params ({ address }). A code this client knows (a key of locales/<lang>/server.json)
 * is shown in the interface language; any other answer by the server's own message.
 */

// The English texts by code, read like lib/i18n reads every locale file.
const english: Readonly<Record<string, string>> =
  Object.values(
    import.meta.glob<Record<string, string>>('../locales/en/server.json', {
      eager: true,
      import: 'default',
    }),
  )[0] ?? {};

/** The translate function of a component (any namespace: the key names the 'server' one). */
type Translate = (key: string, options: { replace: Record<string, string> }) => string;

interface ServerAnswer {
  message: string | null;
  code?: string;
  params?: Record<string, string>;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** Whether this client has a text for the code (a key of locales/en/server.json). */
export function isServerCode(code: unknown): code is string {
  return typeof code === 'string' && Object.hasOwn(english, code);
}

/** Message, code and params of a failed call (ApiError) or a success body ({ message, code }). */
function answerOf(source: unknown): ServerAnswer {
  if (source instanceof ApiError) {
    return { message: source.serverMessage, code: source.code, params: source.params };
  }
  // Another Error (a bug, a TypeError) has no server text worth showing.
  if (!source || typeof source !== 'object' || source instanceof Error) return { message: null };
  const sent = (source as { message?: unknown }).message;
  const message = typeof sent === 'string' ? sent.trim() || null : null;
  return { message, ...answerCode(source) };
}

/** Whether the params hold every value the English text names, so nothing stays '{{address}}'. */
function hasValuesFor(code: string, params: Record<string, string> = {}): boolean {
  const text = english[code] ?? '';
  return [...text.matchAll(PLACEHOLDER)].every(([, name]) => name! in params);
}

/**
 * The text to show for a server answer: the translation of its code when this client knows it,
 * else the server's message, else the caller's fallback.
 *
 *   localizedServerMessage(error, t, t('login.failed'))
 *   localizedServerMessage(answer, t) // a success body always has its message
 */
export function localizedServerMessage(source: unknown, t: Translate, fallback: string): string;
export function localizedServerMessage(source: unknown, t: Translate): string | null;
export function localizedServerMessage(
  source: unknown,
  t: Translate,
  fallback?: string,
): string | null {
  const { message, code, params } = answerOf(source);
  if (isServerCode(code) && hasValuesFor(code, params)) {
    // Values go in `replace`, so a param never acts as an i18next option (count, lng, ...).
    return t(`server:${code}`, { replace: params ?? {} });
  }
  return message ?? fallback ?? null;
}

/**
 * A screen's own failure text, followed for a 429 of the rate limits by the wait the server asks
 * for: the text stays as the screen words it, and the user learns when to try again.
 */
export function withRateLimitWait(text: string, error: unknown, t: Translate): string {
  const limited =
    error instanceof ApiError && error.status === 429 && error.code === 'RATE_LIMITED';
  const wait = limited ? localizedServerMessage(error, t) : null;
  return wait ? `${text} ${wait}` : text;
}
