// The growth bench's two halves that talk to the running server (bench/growth.bench.mjs): the
// template account's real matches and reports, which bench/grow-data.ts copies, and the endpoints
// measured at each size, each by 5 clients at a time, with the server's peak memory per endpoint.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  ALPINE_PLACES,
  apiCall,
  benchRegistration,
  peakRssMb,
  quantile,
  resetPeakRss,
  root,
} from './support.mjs';

const round = (x, digits = 1) => Number(x.toFixed(digits));
const at = (list, n) => list[n % list.length];

/** The match as the web app asks it: its path read from apps/web/src/api/match.ts. */
export const MATCH_PATH = (() => {
  const source = readFileSync(path.join(root, 'apps/web/src/api/match.ts'), 'utf8');
  // A constant (MATCH_PATH = '...'), or a path of the language (matchPath = (language) => `...`).
  const fixed = /MATCH_PATH\s*=\s*'([^']+)'/.exec(source);
  if (fixed) return fixed[1];
  const ofLanguage = /matchPath\s*=\s*\(\s*(\w+)[^)]*\)\s*=>\s*`([^`]+)`/.exec(source);
  if (!ofLanguage) throw new Error('no match path found in apps/web/src/api/match.ts');
  return ofLanguage[2].replaceAll(`\${${ofLanguage[1]}}`, 'en');
})();

const { cases } = JSON.parse(
  readFileSync(path.join(root, 'apps/api/test/fixtures/match-quality-cases.json'), 'utf8'),
);
const TOWNS = [
  ['Graz', '8010', 'Austria'],
  ['München', '80331', 'Germany'],
  ['Milano', '20122', 'Italy'],
  ['Ljubljana', '1000', 'Slovenia'],
  ['Grenoble', '38000', 'France'],
  ['Zürich', '8001', 'Switzerland'],
  ['Wien', '1010', 'Austria'],
  ['Bologna', '40121', 'Italy'],
];

/** The userInputs of the web app's match for case n of the quality table, placed in a town. */
export function matchInputs(n) {
  const c = at(cases, n);
  const [lat, lon] = at(ALPINE_PLACES, n);
  const [city, postalCode, country] = at(TOWNS, n);
  return {
    companyProfile: {
      ...c.companyProfile,
      location: { address: 'Hauptplatz 1', postalCode, city, country },
      location_geo: { type: 'Point', coordinates: [lon, lat] },
    },
    wasteInfo: c.wasteInfo,
  };
}

/** Registers an account through the API; answers its e-mail and password. */
export async function register(base, tag) {
  const body = benchRegistration(tag);
  const { password } = await apiCall(`${base}/register`, { method: 'POST', body });
  return { email: body.email, password };
}

export async function login(base, { email, password }) {
  const { access_token } = await apiCall(`${base}/login`, {
    method: 'POST',
    body: { email, password },
  });
  return access_token;
}

const month = (back) => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - back);
  return d.toISOString().slice(0, 7);
};

/** The report bodies the template account saves: weekly, monthly, once and seasonal. */
function reportBodies() {
  const base = {
    language: 'en',
    companyProfile: {
      name: 'Bäckerei Huber',
      location: { address: 'Hauptplatz 1', postalCode: '8010', city: 'Graz', country: 'Austria' },
      businessCategory: 'Bakery',
    },
    solutionId: 'reuse-food-bank',
    provider: { name: 'Tafel Steiermark', address: 'Lagergasse 5, 8020 Graz' },
  };
  const waste = (amount, times, interval, extra = {}) => ({
    surplusName: 'Bread, French bread, baguette',
    amount: { value: amount, unit: 'kg' },
    frequency: { times, interval },
    ...extra,
  });
  const seasonal = {
    seasonal: true,
    monthlyCapacities: Array.from({ length: 12 }, (_, m) => ({
      capacity: 100,
      active: m >= 5 && m <= 8,
    })),
  };
  return [
    { ...base, wasteInfo: waste(120, 2, 'week') },
    { ...base, wasteInfo: waste(400, 1, 'month') },
    { ...base, wasteInfo: waste(800, 1, 'once') },
    { ...base, wasteInfo: waste(60, 3, 'week', seasonal) },
  ];
}

/**
 * The template account's rows: real matches as the web app asks them (the server saves each
 * with its answer) and real reports (the server computes them); grow-data.ts copies these.
 */
export async function makeTemplates(base, token, matches = 8) {
  for (let n = 0; n < matches; n++) {
    await apiCall(`${base}${MATCH_PATH}`, {
      method: 'POST',
      token,
      body: { userInputs: matchInputs(n) },
    });
  }
  for (const body of reportBodies()) {
    const trip = {
      source: 'Hauptplatz 1, 8010 Graz',
      destination: 'Lagergasse 5, 8020 Graz',
      source_point: { lat: 47.07071, lon: 15.43828 },
      destination_point: { lat: 47.06031, lon: 15.42768 },
      transport_weight_kg: Math.max(130, body.wasteInfo.amount.value),
    };
    // With the trip when the server finds the provider's address, else without one.
    await apiCall(`${base}/me/reports`, {
      method: 'POST',
      token,
      body: { ...body, transport: trip },
    }).catch(() =>
      apiCall(`${base}/me/reports`, { method: 'POST', token, body: { ...body, transport: null } }),
    );
  }
}

/** The cursor an answer gives for its next page, if its contract pages by cursor. */
function nextCursor(answer) {
  for (const key of ['nextCursor', 'next_cursor', 'cursor', 'next']) {
    if (typeof answer?.[key] === 'string' && answer[key]) return answer[key];
  }
  return null;
}

/** The path of the n-th page of a console list: by its cursor when it has one, else page=n. */
async function deepPath(base, token, listPath, pages, { cursorParam = 'cursor', lastId } = {}) {
  let url = listPath;
  const sep = () => (url.includes('?') ? '&' : '?');
  const first = await apiCall(`${base}${url}`, { token });
  if (lastId) {
    // The audit log: `before` the last entry shown.
    let answer = first;
    for (let p = 1; p < pages; p++) {
      const id = lastId(answer);
      if (!id) break;
      url = `${listPath}${listPath.includes('?') ? '&' : '?'}before=${id}`;
      answer = await apiCall(`${base}${url}`, { token });
    }
    return url;
  }
  // Half way through the list at most: a page past the end would be an empty one.
  const last = first.total && first.pageSize ? Math.ceil(first.total / first.pageSize) : pages;
  const deep = Math.max(1, Math.min(pages, Math.ceil(last / 2)));
  if (nextCursor(first) === null) return `${url}${sep()}page=${deep}`;
  let answer = first;
  for (let p = 1; p < deep; p++) {
    const cursor = nextCursor(answer);
    if (!cursor) break;
    url = `${listPath}${listPath.includes('?') ? '&' : '?'}${cursorParam}=${encodeURIComponent(cursor)}`;
    answer = await apiCall(`${base}${url}`, { token });
  }
  return url;
}

/**
 * The measured endpoints: name -> (n) => request. `console` marks those measured on PGlite too;
 * `requests` caps an endpoint's count (the data download).
 */
export async function endpoints(base, { admin, heavy }, { deepPages, consoleOnly }) {
  const get = (p, token, extra = {}) => ({ method: 'GET', path: p, token, ...extra });
  const list = {
    'GET /admin/provider-gaps': () => get('/admin/provider-gaps', admin),
    'GET /admin/audit (first page)': () => get('/admin/audit', admin),
    'GET /admin/audit (deep page)': await deepPath(base, admin, '/admin/audit', deepPages, {
      lastId: (answer) => answer.entries?.at(-1)?.id,
    }).then((p) => () => get(p, admin)),
    'GET /admin/figures (1 year)': () =>
      get(`/admin/figures?from=${month(11)}&to=${month(0)}`, admin),
    'GET /admin/figures (3 years)': () =>
      get(`/admin/figures?from=${month(35)}&to=${month(0)}`, admin),
    'GET /admin/users (first page)': () => get('/admin/users', admin),
    'GET /admin/users (search)': () => get('/admin/users?q=uber1', admin),
    'GET /admin/users (deep page)': await deepPath(base, admin, '/admin/users', deepPages).then(
      (p) => () => get(p, admin),
    ),
    'GET /admin/providers (first page)': () => get('/admin/providers', admin),
    'GET /admin/providers (search)': () => get('/admin/providers?q=limentar', admin),
    'GET /admin/providers (deep page)': await deepPath(
      base,
      admin,
      '/admin/providers',
      deepPages,
    ).then((p) => () => get(p, admin)),
  };
  if (consoleOnly) return list;
  return {
    ...list,
    'GET /provider_companies (food bank, near a point)': (n) => {
      const [lat, lon] = at(ALPINE_PLACES, n);
      return get(`/provider_companies?solution_id=reuse-food-bank&lat=${lat}&lon=${lon}`, heavy);
    },
    'GET /me/impact (heavy user)': () => get('/me/impact', heavy),
    'GET /me/surpluses (heavy user)': () => get('/me/surpluses', heavy),
    'POST /solutions/match (as the web app)': (n) => ({
      method: 'POST',
      path: MATCH_PATH,
      token: heavy,
      body: { userInputs: matchInputs(n) },
    }),
    'GET /me/export (heavy user)': () => get('/me/export', heavy, { requests: 5 }),
  };
}

/** One request, its answer read to the end; answers its time, status and bytes. */
async function timed(base, { method, path: requestPath, token, body }, timeoutMs) {
  const started = performance.now();
  const res = await fetch(`${base}${requestPath}`, {
    method,
    headers: {
      'accept-encoding': 'gzip, deflate, br',
      'accept-language': 'en',
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(timeoutMs),
  });
  let bytes = 0;
  for await (const chunk of res.body) bytes += chunk.length;
  return { ms: performance.now() - started, ok: res.ok, status: res.status, bytes };
}

/**
 * Measures each endpoint in turn: `clients` at a time, each sending its next request when the
 * last is answered, until `requests` are answered or `seconds` have passed (at least one round).
 * The server's VmHWM is reset before each endpoint: peakMb is that endpoint's own peak.
 */
export async function measure(base, pid, list, { clients, requests, seconds, timeoutMs, log }) {
  const results = {};
  for (const [name, make] of Object.entries(list)) {
    const cap = make(0).requests ?? requests;
    resetPeakRss(pid);
    // One answer before the clock starts (and any failure shown).
    const warm = await timed(base, make(0), timeoutMs).catch((e) => ({
      ok: false,
      status: e.name,
    }));
    const latencies = [];
    const failures = {};
    let sent = 0;
    const deadline = performance.now() + seconds * 1000;
    const client = async () => {
      while (sent < cap && (performance.now() < deadline || sent < clients)) {
        const n = sent++;
        const r = await timed(base, make(n), timeoutMs).catch((e) => ({
          ok: false,
          status: e.name,
        }));
        if (r.ok) latencies.push(r.ms);
        else failures[r.status] = (failures[r.status] ?? 0) + 1;
        if (r.bytes !== undefined) results[name] = { bytes: r.bytes };
      }
    };
    await Promise.all(Array.from({ length: clients }, client));
    const bytes = results[name]?.bytes;
    results[name] = {
      n: latencies.length,
      p50Ms: latencies.length ? round(quantile(latencies, 0.5)) : null,
      p95Ms: latencies.length ? round(quantile(latencies, 0.95)) : null,
      failures,
      ...(warm.ok ? {} : { warmUpStatus: warm.status }),
      answerKb: bytes === undefined ? null : round(bytes / 1024),
      peakMb: Math.round(peakRssMb(pid)),
    };
    log(
      `  ${name}: p50 ${results[name].p50Ms} ms, p95 ${results[name].p95Ms} ms, n ${latencies.length}` +
        `${Object.keys(failures).length ? `, failed ${JSON.stringify(failures)}` : ''}, peak ${results[name].peakMb} MB`,
    );
  }
  return results;
}
