// The cost of counting reports over time, through the built server (npm run build):
// (a) GET /me/impact of a heavy account holding BENCH_HEAVY_REPORTS (200, the account limit)
// saved reports, and (b) GET /admin/figures of an admin account for the default 12 months, for
// 36 months (?from=&to=) and for the first 12 of those (fewer reports run in them), with
// BENCH_ACCOUNTS (500) accounts of BENCH_REPORTS_PER_ACCOUNT (20) reports each and
// BENCH_FIGURES_SURPLUSES (20,000) saved surpluses.
// The heavy account saves four real reports through POST /me/reports (one-time bread, weekly
// apples, monthly yoghurt, seasonal strawberries in June to August); the server is stopped and
// the bench writes the rest straight into the database: copies of those four (the same header,
// periods and model) under their own input keys, made on days spread over the last three years,
// a quarter of the recurring ones stopped (ended_on) some time after they were made; the
// accounts (countries, types and registration days spread over three years), their reports
// (made between the account's registration and now) and their saved surpluses (varied food
// groups, amounts and frequencies; names repeated within an account, as a surplus searched
// again; a small answer, as the figures never read it and a real one is kept out of line),
// and searches per month and country. The admin account gets the role as the e2e tests give it
// (users.roles). The server is started again: p50/p95 of IMPACT_CALLS sequential calls to
// /me/impact and of FIGURES_CALLS calls for each figures range (after warm-up calls), the
// server's RSS before and after the figures calls and its peak meanwhile. Then, with the server
// stopped, in process on the same data: each query the figures read (the API's own functions,
// the median of a few runs) and the counting in JS (sumImpact over the reports read), to see
// what dominates. On PGlite and PostgreSQL (BENCH_DATABASES; a fresh database, dropped after;
// analysed there, as autovacuum would, while PGlite is never analysed). The goal: every answer
// counts what was seeded. Writes bench/results/impact.json.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import {
  apiCall,
  benchRegistration,
  createPostgresDatabase,
  quantile,
  root,
  rssMb,
  sampleRss,
  startBuiltServer,
} from './support.mjs';

const HEAVY_REPORTS = Number(process.env.BENCH_HEAVY_REPORTS ?? 200);
const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 500);
const REPORTS_PER_ACCOUNT = Number(process.env.BENCH_REPORTS_PER_ACCOUNT ?? 20);
const SURPLUSES = Number(process.env.BENCH_FIGURES_SURPLUSES ?? 20_000);
const IMPACT_CALLS = Number(process.env.BENCH_IMPACT_CALLS ?? 50);
const FIGURES_CALLS = Number(process.env.BENCH_FIGURES_CALLS ?? 10);
/** The runs of each query in process; the median is reported. */
const QUERY_RUNS = 5;
/** Three years of days, over which the rows are spread. */
const DAYS = 3 * 365;
const PORT = 3968;
const base = `http://127.0.0.1:${PORT}/tool/api`;
const round = (x, digits = 1) => Number(x.toFixed(digits));
const stats = (xs) => ({ p50Ms: round(quantile(xs, 0.5)), p95Ms: round(quantile(xs, 0.95)) });

const COUNTRIES = [
  'Austria',
  'Germany',
  'Italy',
  'Slovenia',
  'France',
  'Switzerland',
  'Österreich',
];
/** Surplus names with their food groups; an account enters some of them more than once. */
const SURPLUS_NAMES = [
  ['Bread', 'bread'],
  ['Rolls', 'bread'],
  ['Croissants', 'pastry'],
  ['Apples', 'fruit'],
  ['Pears', 'fruit'],
  ['Strawberries', 'fruit'],
  ['Carrots', 'vegetables'],
  ['Potatoes', 'vegetables'],
  ['Lettuce', 'vegetables'],
  ['Tomatoes', 'vegetables'],
  ['Yoghurt', 'dairy'],
  ['Milk', 'dairy'],
  ['Cheese', 'dairy'],
  ['Ham', 'meat'],
  ['Sausages', 'meat'],
  ['Trout', 'fish'],
  ['Lasagne', 'prepared meals'],
  ['Soup', 'prepared meals'],
  ['Sandwiches', 'prepared meals'],
  ['Rice', 'cereals'],
  ['Pasta', 'cereals'],
  ['Juice', 'beverages'],
  ['Chocolate', 'sweets'],
  ['Frying oil', 'used cooking oil'],
  ['Eggs', 'eggs'],
];
/** A SQL array literal of constant texts (no quotes in them). */
const sqlArray = (texts) => `array[${texts.map((t) => `'${t}'`).join(', ')}]`;

/** The heavy account's four reports, one of each kind; the seed copies them. */
const REPORT_KINDS = [
  [
    'once',
    'Bread',
    { amount: { value: 120, unit: 'kg' }, frequency: { times: 1, interval: 'once' } },
  ],
  [
    'week',
    'Apples',
    { amount: { value: 40, unit: 'kg' }, frequency: { times: 1, interval: 'week' } },
  ],
  [
    'month',
    'Yoghurt',
    { amount: { value: 25, unit: 'kg' }, frequency: { times: 2, interval: 'month' } },
  ],
  [
    'seasonal',
    'Strawberries',
    {
      amount: { value: 30, unit: 'kg' },
      frequency: { times: 1, interval: 'week' },
      seasonal: true,
      monthlyCapacities: ['June', 'July', 'August'].map((name) => ({
        name,
        capacity: 100,
        active: true,
      })),
    },
  ],
];

function reportBody(surplusName, wasteInfo) {
  return {
    language: 'en',
    companyProfile: {
      name: 'Bench Bakery',
      location: { address: 'Hauptplatz 1', city: 'Graz', postalCode: '8010', country: 'Austria' },
    },
    wasteInfo: { surplusName, foodGroups: [], ...wasteInfo },
    solutionId: 'reuse-food-bank',
    provider: { name: 'Tafel Steiermark', address: 'Lagergasse 5, 8020 Graz' },
    transport: {
      source: 'Hauptplatz 1, 8010 Graz',
      destination: 'Lagergasse 5, 8020 Graz',
      // The server routes the trip itself and needs a load that carries one donation.
      transport_weight_kg: Math.max(45, wasteInfo.amount.value),
    },
  };
}

/**
 * A quarter of the recurring reports are stopped, on a day between the day they were made and
 * today; `key` is an integer that takes each value for one report of each kind.
 */
const endedOn = (at, key) => `case
  when t.header -> 'frequency' ->> 'interval' <> 'once' and (${key}) % 16 < 4
  then (${at} + (now() - ${at}) * (((${key}) * 37 % 80 + 10) / 100.0))::date end`;

/** The four reports of the heavy account, numbered in the order they were saved. */
const TEMPLATES = `templates as (
  select row_number() over (order by created_at, id)::int - 1 as k, language, header, reports, model
  from saved_reports where user_id = $1)`;

/** Writes the rows the bench measures; the server must be stopped when the database is PGlite. */
async function seed(db, { heavyEmail, adminEmail, postgres }) {
  const query = (text, params = []) => db.$client.query(text, params);
  const [heavy] = (await query('select id from users where email = $1', [heavyEmail])).rows;
  await query(`update users set roles = array['admin'] where email = $1`, [adminEmail]);
  // The heavy account: HEAVY_REPORTS copies of its four reports, on distinct days.
  await query(
    `with ${TEMPLATES}
    insert into saved_reports
      (user_id, input_key, language, header, reports, model, ended_on, created_at, updated_at)
    select $1::uuid, 'bench-' || n, t.language, t.header, t.reports, t.model,
      ${endedOn('c.at', `n / ${REPORT_KINDS.length}`)},
      c.at, c.at
    from generate_series(0, ${HEAVY_REPORTS - 1}) as n
    join templates t on t.k = n % ${REPORT_KINDS.length}
    cross join lateral (select now() - ((n * 7919) % ${DAYS}) * interval '1 day'
      - ((n * 3571) % 86400) * interval '1 second' as at) c`,
    [heavy.id],
  );
  // The accounts, registered over three years, and their reports, made since.
  await query(
    `insert into users (email, password_hash, first_name, last_name, street_address, city,
      postal_code, country, account_type, company, accept_pledge, become_member, created_at)
    select 'bench.figures.' || n || '@example.org', u.password_hash, 'Bench', 'Account ' || n,
      u.street_address, u.city, u.postal_code,
      (${sqlArray(COUNTRIES)})[n % ${COUNTRIES.length} + 1],
      case when n % 3 = 0 then 'company' else 'individual' end,
      case when n % 3 = 0 then 'Bench Company ' || n end, true, n % 2 = 0,
      now() - ((n * 4253) % ${DAYS}) * interval '1 day' - ((n * 977) % 86400) * interval '1 second'
    from generate_series(1, ${ACCOUNTS}) as n, users u where u.id = $1`,
    [heavy.id],
  );
  const accounts = `accounts as (
    select id, country, created_at, substring(email from '[0-9]+')::int as a
    from users where email like 'bench.figures.%')`;
  await query(
    `with ${TEMPLATES}, ${accounts}
    insert into saved_reports
      (user_id, input_key, language, header, reports, model, ended_on, created_at, updated_at)
    select a.id, 'bench-' || i, t.language, t.header, t.reports, t.model,
      ${endedOn('c.at', `a.a * 5 + i / ${REPORT_KINDS.length}`)}, c.at, c.at
    from accounts a cross join generate_series(0, ${REPORTS_PER_ACCOUNT - 1}) as i
    join templates t on t.k = (a.a + i) % ${REPORT_KINDS.length}
    cross join lateral (select a.created_at
      + (now() - a.created_at) * (((a.a * 7919 + i * 104729) % 1000) / 1000.0) as at) c`,
    [heavy.id],
  );
  await query(`delete from saved_reports where user_id = $1 and input_key not like 'bench-%'`, [
    heavy.id,
  ]);
  // Their saved surpluses, entered since they registered.
  const perAccount = Math.ceil(SURPLUSES / ACCOUNTS);
  await query(
    `with ${accounts}, entered as (
      select a.id, a.country, s, (a.a - 1) * ${perAccount} + s as h,
        (a.a + s) % ${SURPLUS_NAMES.length} + 1 as name,
        a.created_at + (now() - a.created_at) * (((a.a * 7919 + s * 104729) % 1000) / 1000.0) as at
      from accounts a cross join generate_series(0, ${perAccount - 1}) as s
      where (a.a - 1) * ${perAccount} + s < ${SURPLUSES}
    )
    insert into saved_surpluses (user_id, input_key, surplus_name, food_group, inputs, answer,
      created_at, updated_at)
    select id, 'bench-' || s, (${sqlArray(SURPLUS_NAMES.map(([n]) => n))})[name],
      (${sqlArray(SURPLUS_NAMES.map(([, g]) => g))})[name],
      jsonb_build_object(
        'companyProfile', jsonb_build_object('name', 'Bench',
          'location', jsonb_build_object('city', 'Graz', 'country', country)),
        'wasteInfo', jsonb_build_object(
          'surplusName', (${sqlArray(SURPLUS_NAMES.map(([n]) => n))})[name],
          'foodGroups', jsonb_build_array((${sqlArray(SURPLUS_NAMES.map(([, g]) => g))})[name]),
          'amount', jsonb_build_object('value', 5 + h * 37 % 200, 'unit', 'kg'),
          'frequency', jsonb_build_object('times', 1 + h % 3,
            'interval', (array['once', 'week', 'month', 'year'])[h % 4 + 1]))),
      '{"solutions": []}'::jsonb, at, at
    from entered`,
  );
  // Searches per month and country over the three years.
  await query(
    `insert into match_counts (month, country, count)
    select to_char(date_trunc('month', now() at time zone 'UTC') - m * interval '1 month', 'YYYY-MM'),
      c, 50 + (m * 37 + length(c) * 11) % 400
    from generate_series(0, 36) as m, unnest(${sqlArray(COUNTRIES)}) as c
    on conflict do nothing`,
  );
  if (postgres) await query('analyze users, saved_reports, saved_surpluses, match_counts');
  const count = async (table) =>
    Number((await query(`select count(*)::int as n from ${table}`)).rows[0].n);
  return {
    accounts: await count('users'),
    reports: await count('saved_reports'),
    recurringReports: Number(
      (
        await query(
          `select count(*)::int as n from saved_reports where header -> 'frequency' ->> 'interval' <> 'once'`,
        )
      ).rows[0].n,
    ),
    stoppedReports: Number(
      (await query('select count(*)::int as n from saved_reports where ended_on is not null'))
        .rows[0].n,
    ),
    savedSurpluses: await count('saved_surpluses'),
    reportKb: round(
      Number(
        (
          await query(
            `select avg(octet_length(header::text) + octet_length(reports::text)) as b from saved_reports`,
          )
        ).rows[0].b,
      ) / 1024,
      2,
    ),
  };
}

/** GET as the web client asks it (compressed); the time to the whole body, and the body. */
async function timedGet(url, token) {
  const started = performance.now();
  const res = await fetch(url, {
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' },
  });
  const text = await res.text();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${text}`);
  return { ms, body: JSON.parse(text), bytes: Buffer.byteLength(text) };
}

/** `calls` sequential calls after `warmUp` ones; the latencies and the last answer. */
async function measure(url, token, calls, warmUp) {
  for (let i = 0; i < warmUp; i++) await timedGet(url, token);
  const times = [];
  let last;
  for (let i = 0; i < calls; i++) {
    last = await timedGet(url, token);
    times.push(last.ms);
  }
  return { calls, ...stats(times), maxMs: round(Math.max(...times)), last };
}

/** 'YYYY-MM' of the month `back` months before the current one (UTC). */
function monthBefore(now, back) {
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  return date.toISOString().slice(0, 7);
}

/** The median time in ms of `runs` runs of work, and its last result. */
async function timeIt(work, runs = QUERY_RUNS) {
  const times = [];
  let result;
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    result = await work();
    times.push(performance.now() - started);
  }
  return { ms: round(quantile(times, 0.5)), result };
}

/** Each query of the figures and 'My impact' in process, with the server stopped. */
async function inProcess(options, heavyEmail, ranges) {
  const dbModule = await tsImport('@foodhub/db', import.meta.url);
  const figures = await tsImport('../apps/api/src/modules/admin/figures.ts', import.meta.url);
  const { sumImpact } = await tsImport(
    '../apps/api/src/modules/saved-work/impact-totals.ts',
    import.meta.url,
  );
  const rollup = await tsImport(
    '../apps/api/src/modules/saved-work/impact-rollup.ts',
    import.meta.url,
  );
  const handle = await dbModule.createDb(options);
  const asImpact = (rows) =>
    rows.map(({ createdAt, endedOn: ended, header, reports }) => ({
      createdAt,
      endedOn: ended,
      header,
      reports,
    }));
  try {
    const { db } = handle;
    const now = new Date();
    const [heavy] = (await db.$client.query('select id from users where email = $1', [heavyEmail]))
      .rows;
    const list = await timeIt(() => dbModule.listReportsForImpact(db, heavy.id));
    const sum = await timeIt(() => sumImpact(asImpact(list.result), now));
    // What GET /me/impact runs now: the roll-up (its stale reports written first).
    const rolled = await timeIt(() => rollup.myImpact(db, heavy.id, now));
    const result = {
      myImpact: {
        listReportsForImpactMs: list.ms,
        sumImpactMs: sum.ms,
        rows: list.result.length,
        rollupMs: rolled.ms,
      },
    };
    for (const [name, query] of Object.entries(ranges)) {
      const range = figures.figuresRange(query, now);
      const from = range.months[0];
      const to = range.months.at(-1);
      const queries = {
        accountsByMonth: () => dbModule.accountsByMonth(db, range),
        matchCountsBetween: () => dbModule.matchCountsBetween(db, from, to),
        surplusesByMonth: () => dbModule.surplusesByMonth(db, range),
        reportsByMonth: () => dbModule.reportsByMonth(db, range, now),
        providersByMonth: () => dbModule.providersByMonth(db, range),
        providersNow: () => dbModule.providersNow(db),
      };
      const timings = {};
      let reportMonths = [];
      for (const [queryName, run] of Object.entries(queries)) {
        const { ms, result: rows } = await timeIt(run);
        timings[`${queryName}Ms`] = ms;
        if (queryName === 'reportsByMonth') reportMonths = rows;
      }
      const whole = await timeIt(() => figures.computeFigures(db, range, now));
      result[name] = {
        ...timings,
        monthsCounted: reportMonths.length,
        computeFiguresMs: whole.ms,
      };
    }
    return result;
  } finally {
    await handle.close();
    // pg's pool.end() resolves before its connections have closed; the database dropped at once
    // would end them, each with an error message.
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function runOn(database) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'foodhub-impact-bench-'));
  const pgDb = database === 'postgres' ? await createPostgresDatabase('bench_impact') : null;
  const env = pgDb ? { DATABASE_URL: pgDb.url } : {};
  const options = pgDb
    ? { driver: 'postgres', url: pgDb.url }
    : { driver: 'pglite', dataDir: path.join(dataDir, 'pglite') };
  const tag = `${database}.${Date.now()}`;
  const heavy = benchRegistration(`impact.heavy.${tag}`);
  const admin = benchRegistration(`impact.admin.${tag}`);
  /** The server of the moment: stopped however the run ends, so no server outlives its data. */
  let running;
  try {
    running = await startBuiltServer({ dataDir, port: PORT, pollMs: 50, env });
    const logins = [];
    for (const user of [heavy, admin]) {
      const { password } = await apiCall(`${base}/register`, { method: 'POST', body: user });
      logins.push({ email: user.email, password });
    }
    const login = async ({ email, password }) =>
      (await apiCall(`${base}/login`, { method: 'POST', body: { email, password } })).access_token;
    const heavyToken = await login(logins[0]);
    for (const [, name, wasteInfo] of REPORT_KINDS) {
      await apiCall(`${base}/me/reports`, {
        method: 'POST',
        token: heavyToken,
        body: reportBody(name, wasteInfo),
      }).catch((error) => {
        // The server's own account of a failed save says more than its status.
        console.error(running.errors.join(''));
        throw error;
      });
    }
    await running.stop();

    const dbModule = await tsImport('@foodhub/db', import.meta.url);
    const handle = await dbModule.createDb(options);
    const seedStarted = performance.now();
    let seeded;
    try {
      seeded = await seed(handle.db, {
        heavyEmail: heavy.email,
        adminEmail: admin.email,
        postgres: Boolean(pgDb),
      });
    } finally {
      await handle.close();
    }
    seeded.seedMs = Math.round(performance.now() - seedStarted);

    running = await startBuiltServer({ dataDir, port: PORT, pollMs: 50, env });
    const [impactToken, adminToken] = [await login(logins[0]), await login(logins[1])];
    const impact = await measure(`${base}/me/impact`, impactToken, IMPACT_CALLS, 3);
    const now = new Date();
    const ranges = {
      figures12: {},
      figures36: { from: monthBefore(now, 35), to: monthBefore(now, 0) },
      // The first year of the three: fewer reports made before its end run in it.
      figuresFirstYear: { from: monthBefore(now, 35), to: monthBefore(now, 24) },
    };
    const restMb = rssMb(running.child.pid);
    const rss = sampleRss(running.child.pid, 100);
    const figures = {};
    for (const [name, query] of Object.entries(ranges)) {
      const search = new URLSearchParams(query).toString();
      const url = `${base}/admin/figures${search ? `?${search}` : ''}`;
      const { last, ...timing } = await measure(url, adminToken, FIGURES_CALLS, 2);
      figures[name] = {
        months: last.body.months.length,
        ...timing,
        kb: round(last.bytes / 1024),
        reportMonths: last.body.reports.length,
        surplusRows: last.body.surpluses.reduce((n, g) => n + g.count, 0),
        // A report counts in every month of the range it runs: the most in one month.
        mostReportsInAMonth: Math.max(0, ...last.body.reports.map((m) => m.count)),
      };
    }
    const peakMb = rss.stop();
    const afterMb = rssMb(running.child.pid);
    const serverErrors = running.errors.length;
    await running.stop();
    const breakdown = await inProcess(options, heavy.email, ranges);

    const { last, ...impactTiming } = impact;
    const myImpact = {
      ...impactTiming,
      kb: round(last.bytes / 1024),
      reportsCounted: last.body.total.reports,
      monthsCounted: last.body.months.length,
      donatedKg: Math.round(last.body.total.donated_kg),
    };
    return {
      database,
      seeded,
      myImpact,
      ...figures,
      rssBeforeFiguresMb: round(restMb),
      rssPeakFiguresMb: round(peakMb),
      rssAfterFiguresMb: round(afterMb),
      serverErrors,
      inProcess: breakdown,
      ok:
        serverErrors === 0 &&
        // A seasonal report made after its season, or stopped before one, counts in no month.
        myImpact.reportsCounted > 0.9 * HEAVY_REPORTS &&
        myImpact.reportsCounted <= HEAVY_REPORTS &&
        myImpact.monthsCounted >= 36 &&
        figures.figures12.months === 12 &&
        figures.figures36.months === 36 &&
        figures.figures36.surplusRows >= figures.figures12.surplusRows,
    };
  } finally {
    await running?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await pgDb?.drop();
  }
}

const started = performance.now();
const result = {
  bench: 'impact',
  heavyReports: HEAVY_REPORTS,
  accounts: ACCOUNTS,
  reportsPerAccount: REPORTS_PER_ACCOUNT,
  savedSurpluses: SURPLUSES,
  cpus: os.cpus().length,
};
for (const database of (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',')) {
  result[database] = await runOn(database);
}
result.totalSeconds = Math.round((performance.now() - started) / 1000);
result.node = process.version;
result.date = new Date().toISOString();
console.log(JSON.stringify(result));

const runs = Object.values(result).filter((r) => r && typeof r === 'object' && 'database' in r);
const cell = ({ p50Ms, p95Ms }) => `${p50Ms} / ${p95Ms} ms`;
console.log('\n| p50 / p95 | ' + runs.map((r) => r.database).join(' | ') + ' |');
console.log('|---|' + runs.map(() => '---|').join(''));
for (const [label, key] of [
  [`GET /me/impact (${HEAVY_REPORTS} reports)`, 'myImpact'],
  ['GET /admin/figures, 12 months', 'figures12'],
  ['GET /admin/figures, 36 months', 'figures36'],
  ['GET /admin/figures, 12 months 2-3 years ago', 'figuresFirstYear'],
]) {
  console.log(`| ${label} | ${runs.map((r) => cell(r[key])).join(' | ')} |`);
}
console.log(
  `| RSS after the figures (peak) | ${runs
    .map((r) => `${r.rssAfterFiguresMb} MB (${r.rssPeakFiguresMb} MB)`)
    .join(' | ')} |`,
);
writeFileSync(path.join(root, 'bench/results/impact.json'), JSON.stringify(result, null, 2) + '\n');
const failed = runs.filter((r) => !r.ok);
if (failed.length > 0) {
  console.error(`impact missed its goal on ${failed.map((r) => r.database).join(', ')}`);
  process.exitCode = 1;
}
