import { vi, type Mock } from 'vitest';
import { API_BASE } from '../lib/api-client';

export type FetchMock = Mock<typeof fetch>;

/** Replaces the global fetch for one test file; undo with vi.unstubAllGlobals(). */
export function stubFetch(): FetchMock {
  const fetchMock: FetchMock = vi.fn<typeof fetch>();
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to one API path (without the API base), e.g. '/login'. */
export function callsTo(fetchMock: FetchMock, path: string) {
  return fetchMock.mock.calls.filter(([url]) => String(url) === `${API_BASE}${path}`);
}

/** The JSON body of a fetch call. */
export function requestBody(call: Parameters<typeof fetch> | undefined): unknown {
  const body = call?.[1]?.body;
  return typeof body === 'string' ? JSON.parse(body) : undefined;
}

/** A fetch answer with a JSON body. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** The error body every API failure uses (contracts: errorResponse), maybe with code and params. */
export function errorResponse(
  status: number,
  message: string,
  coded: { code?: string; params?: Record<string, string> } = {},
): Response {
  return jsonResponse({ statusCode: status, error: 'Error', message, ...coded }, status);
}
