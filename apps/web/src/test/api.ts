import { http, HttpResponse, type HttpResponseResolver, type JsonBodyType } from 'msw';
import { API_BASE } from '../lib/api-client';
import { requestLog, type RecordedRequest } from './server';

export { server, type RecordedRequest } from './server';

/**
 * Helpers for the mock API (src/test/server.ts). A test answers by method and URL:
 *
 *   server.use(http.get(api('/user/info'), () => HttpResponse.json(account)));
 *   server.use(answer('post', '/login', loginAnswer));
 *
 * and reads back what the app sent with callsTo('/login') (method, headers, parsed body).
 */

/** The handler pattern of an API path (without the base, e.g. '/user/info'), on any origin. */
export function api(path: string): string {
  return `*${API_BASE}${path}`;
}

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** The error body every API failure uses (contracts: errorResponse), maybe with code and params. */
export function apiError(
  status: number,
  message: string,
  coded: { code?: string; params?: Record<string, string> } = {},
) {
  return HttpResponse.json({ statusCode: status, error: 'Error', message, ...coded }, { status });
}

interface AnswerOptions {
  /** Only the first such call (a later one goes on to the next handler). */
  once?: boolean;
}

/**
 * A handler of one method and API path, whatever the query string. A path with a query string
 * ('/admin/users?q=berger') answers only that query (in that order), one ending in '?' only calls
 * without a query; other calls go on to the next handler.
 */
export function route(
  method: Method,
  path: string,
  resolver: HttpResponseResolver,
  { once = false }: AnswerOptions = {},
) {
  const [pathname = path, query] = path.split('?');
  return http[method](
    api(pathname),
    (info) => {
      if (query !== undefined && new URL(info.request.url).search !== (query && `?${query}`))
        return;
      return resolver(info);
    },
    { once },
  );
}

/** route() for a call written as apiCalls() lists it: 'PUT /admin/providers/42'. */
export function on(call: string, resolver: HttpResponseResolver, options: AnswerOptions = {}) {
  const [method = '', path = ''] = call.split(' ');
  return route(method.toLowerCase() as Method, path, resolver, options);
}

/** A handler answering one method and API path with a JSON body (status 200 unless told). */
export function answer(
  method: Method,
  path: string,
  body: JsonBodyType,
  { status = 200, ...options }: AnswerOptions & { status?: number } = {},
) {
  return route(method, path, () => HttpResponse.json(body, { status }), options);
}

/** A handler answering one method and API path with the API's error body. */
export function answerError(
  method: Method,
  path: string,
  status: number,
  message: string,
  coded: { code?: string; params?: Record<string, string> } = {},
  options: AnswerOptions = {},
) {
  return route(method, path, () => apiError(status, message, coded), options);
}

/** A handler failing one method and API path as a broken network does (fetch rejects). */
export function answerNetworkError(method: Method, path: string, options: AnswerOptions = {}) {
  return route(method, path, () => HttpResponse.error(), options);
}

/**
 * A resolver that holds its answer until the test calls release(), also when the request reaches
 * it after release(): for what a page shows while a call is on its way.
 *
 *   const held = heldAnswer(() => HttpResponse.json(found));
 *   server.use(http.post(api('/geocode'), held.resolver));
 *   ...
 *   held.release();
 */
export function heldAnswer(respond: HttpResponseResolver): {
  resolver: HttpResponseResolver;
  release: () => void;
} {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    resolver: async (info) => {
      await released;
      return respond(info);
    },
    release: () => release(),
  };
}

/** The requests of the running test, in the order they were sent. */
export function apiRequests(): RecordedRequest[] {
  return [...requestLog];
}

/** Forgets the requests so far: what follows is read alone (as a mock's mockClear()). */
export function forgetApiCalls(): void {
  requestLog.length = 0;
}

/** The API calls of the running test, as 'METHOD /path?query'. */
export function apiCalls(): string[] {
  return apiRequests().map((request) => `${request.method} ${request.path}`);
}

/**
 * The calls made to one API path (without the base), of any method unless told: with a query
 * string ('/admin/users?q=berger') that query only, without one whatever the query.
 */
export function callsTo(path: string, method?: Method): RecordedRequest[] {
  return apiRequests().filter(
    (request) =>
      (path.includes('?') ? request.path : request.path.split('?')[0]) === path &&
      (method === undefined || request.method === method.toUpperCase()),
  );
}
