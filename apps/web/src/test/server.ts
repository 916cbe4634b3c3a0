import type { PublicConfig } from '@foodhub/contracts';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { UNCONFIGURED } from '../lib/client-config';

/** The API base as the app builds it under test (lib/api-client: API_BASE, the development one). */
const API_BASE = import.meta.env.DEV ? '/tool-dev/api' : '/tool/api';

/** GET /config of an installation that set nothing optional: no analytics, no operator details. */
export const defaultPublicConfig: PublicConfig = { ...UNCONFIGURED, version: 'test' };

/**
 * The calls every page makes whatever it tests, answered unless a test answers them itself: the
 * public configuration the app shell reads (footer, service status, analytics).
 */
const defaultHandlers = [
  http.get(`*${API_BASE}/config`, () => HttpResponse.json(defaultPublicConfig)),
];

/**
 * The mock API of the web tests (MSW): a test answers the calls it expects by method and URL,
 * `server.use(http.get(api('/user/info'), () => HttpResponse.json(account)))` (src/test/api.ts),
 * and src/test/setup.ts starts it for each test file and drops a test's handlers after it. This
 * module imports nothing of the app: the set-up loads it before each file's fresh app modules.
 */
export const server = setupServer(...defaultHandlers);

/** A request the API received, as a test reads it back (src/test/api.ts: apiCalls, callsTo). */
export interface RecordedRequest {
  method: string;
  url: URL;
  /** The API path: the URL without origin and base, with the query string ('/me/reports?x=1'). */
  path: string;
  headers: Headers;
  /** The request's signal: aborted once the app gave the call up. */
  signal: AbortSignal;
  /** The JSON body (the text when it is not JSON), undefined without a body. */
  body: unknown;
}

/** Every request of the running test, in the order they were sent; emptied after each test. */
export const requestLog: RecordedRequest[] = [];

/** Requests no handler answered during the running test: they fail it (src/test/setup.ts). */
export const unhandledRequests: string[] = [];

server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  const recorded: RecordedRequest = {
    method: request.method,
    url,
    path: `${url.pathname}${url.search}`.replace(API_BASE, ''),
    headers: new Headers(request.headers),
    signal: request.signal,
    body: undefined,
  };
  requestLog.push(recorded);
  // Read as the request starts: the body is here by the time the app has its answer (a test that
  // looks before any answer waits for it).
  if (request.body) {
    void request
      .clone()
      .text()
      .then((text) => {
        try {
          recorded.body = JSON.parse(text);
        } catch {
          recorded.body = text;
        }
      });
  }
});
