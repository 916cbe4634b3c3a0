import { ACCESS_TOKEN_COOKIE } from '../config/browser-storage';
import { readCookie } from './cookies';
import i18n from './i18n';

/** API base of the spec (part 1 §2): /tool/api, or /tool-dev/api under the Vite dev server. */
export const API_BASE = import.meta.env.DEV ? '/tool-dev/api' : '/tool/api';

/**
 * A failed API call: the HTTP status (0 when the network failed), a readable message, and the
 * server's own message when it sent one (callers fall back to their own text when it is null).
 * code is the server's machine-readable code ('EMAIL_TAKEN') with the values of its message in
 * params, or ECONNABORTED for a timeout; lib/server-text shows a known code translated.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly serverMessage: string | null = null,
    readonly params?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The server's message of a failed call, or null when it sent none worth showing. */
export function serverMessage(error: unknown): string | null {
  return error instanceof ApiError ? error.serverMessage : null;
}

/** A 401 a call left to the app; tokenSent: the call carried the cookie's token. */
export interface Unauthorized {
  tokenSent: boolean;
}
type UnauthorizedHandler = (event: Unauthorized) => void;
let onUnauthorized: UnauthorizedHandler = () => {};

/**
 * Installed once by the app: a 401 logs out (spec part 1 §4). It hears every 401 that is not
 * quiet, with or without a token sent (the cookie may have expired under an open tab); the
 * handler decides whether a session is to end.
 */
export function setUnauthorizedHandler(handler: UnauthorizedHandler) {
  onUnauthorized = handler;
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Milliseconds before the call is aborted with code ECONNABORTED. */
  timeoutMs?: number;
  /**
   * A 401 is only the caller's to handle: the session is not ended for it (a last save on the way
   * out, which may meet an account that was just deleted).
   */
  quietUnauthorized?: boolean;
  /**
   * Sent as the Bearer token instead of the cookie's (a sign-in link's token, asked about before
   * it replaces the session). Its 401 is the caller's, as with quietUnauthorized.
   */
  token?: string;
}

/**
 * Sends one API call: the access token cookie (or the request's token) as a Bearer header, the
 * interface language, the timeout; every failure (network, timeout, an error status) becomes an
 * ApiError carrying the server's message. Answers the successful response, its body not yet read.
 */
async function send(path: string, request: ApiRequest, accept: string): Promise<Response> {
  const token = request.token ?? readCookie(ACCESS_TOKEN_COOKIE);
  // The interface language picks translated reference data (e.g. NACE titles) on the server.
  const headers: Record<string, string> = {
    Accept: accept,
    'Accept-Language': i18n.language || 'en',
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';

  const controller = new AbortController();
  const timer = request.timeoutMs
    ? setTimeout(
        () => controller.abort(new ApiError(0, 'timeout', 'ECONNABORTED')),
        request.timeoutMs,
      )
    : undefined;
  request.signal?.addEventListener('abort', () => controller.abort(request.signal?.reason));

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: request.method ?? 'GET',
      headers,
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: controller.signal,
    });
  } catch (err) {
    if (err instanceof ApiError) throw err;
    if (controller.signal.reason instanceof ApiError) throw controller.signal.reason;
    throw new ApiError(0, 'Network error. Please check your connection and try again.');
  } finally {
    if (timer) clearTimeout(timer);
  }

  if (!response.ok) {
    const payload = parseJson(await response.text());
    if (response.status === 401 && !request.quietUnauthorized && request.token === undefined) {
      onUnauthorized({ tokenSent: token !== null });
    }
    const sent =
      payload &&
      typeof payload === 'object' &&
      'message' in payload &&
      typeof payload.message === 'string'
        ? payload.message.trim() || null
        : null;
    const message = sent ?? (response.statusText || `Request failed (${response.status})`);
    const { code, params } = answerCode(payload);
    throw new ApiError(response.status, message, code, sent, params);
  }
  return response;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The one API client. Sends the access token cookie as a Bearer header, parses JSON, and turns
 * every failure into an ApiError carrying the server's message.
 */
export async function apiFetch<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const response = await send(path, request, 'application/json');
  return parseJson(await response.text()) as T;
}

/** A file the API sent: its content and the name its Content-Disposition gives (else null). */
export interface ApiFile {
  blob: Blob;
  filename: string | null;
}

/** The file name of a Content-Disposition header: filename* (RFC 5987) first, then filename. */
export function dispositionFilename(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*([^;]+)/i.exec(header);
  if (extended) {
    const value = extended[1]!.trim().replace(/^"(.*)"$/, '$1');
    const encoded = value.replace(/^[\w-]+'[\w-]*'/, '');
    try {
      const decoded = decodeURIComponent(encoded).trim();
      if (decoded) return decoded;
    } catch {
      // Not percent-encoded properly: the plain filename below is used.
    }
  }
  const plain = /filename\s*=\s*("((?:\\.|[^"\\])*)"|[^;]+)/i.exec(header);
  if (!plain) return null;
  const name = (plain[2] !== undefined ? plain[2].replace(/\\(.)/g, '$1') : plain[1]!).trim();
  return name || null;
}

/**
 * A file from the API (a PDF, an export), asked as apiFetch asks (token, language, errors):
 * the body as a Blob and the file name the server gives it.
 */
export async function apiDownload(path: string, request: ApiRequest = {}): Promise<ApiFile> {
  const response = await send(path, request, '*/*');
  const blob = await response.blob();
  return { blob, filename: dispositionFilename(response.headers.get('Content-Disposition')) };
}

/** The code and params of an answer body ({ message, code?, params? }), when it sent them. */
export function answerCode(payload: unknown): {
  code?: string;
  params?: Record<string, string>;
} {
  if (!payload || typeof payload !== 'object') return {};
  const body = payload as { code?: unknown; params?: unknown };
  const code = typeof body.code === 'string' && body.code.trim() ? body.code : undefined;
  if (!code) return {};
  if (!body.params || typeof body.params !== 'object' || Array.isArray(body.params)) {
    return { code };
  }
  const params = Object.fromEntries(
    Object.entries(body.params).filter((entry): entry is [string, string] => {
      return typeof entry[1] === 'string';
    }),
  );
  return { code, params };
}
