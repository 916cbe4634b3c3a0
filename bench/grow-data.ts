// Grows a database for the growth bench (bench/growth.bench.mjs) to the row counts it is given,
// adding only what is missing, so one database grows step by step. The server must be stopped when
// the database is PGlite. What the server derives from the rows (roll-ups, tables refreshed on
// start) is left to the server's own start-up catch-ups.
// The rows are made from what the project's own code wrote: a template account ran real matches
// and saved real reports through the API before; its saved surpluses and reports are copied with
// variations (user, place, amount, time). A copy's summary columns are left empty: the server
// fills them after start with the function that fills them on every save (fillSavedSurplusColumns),
// and the bench waits for it. The stored answers and report documents are copied inside the
// database, never through Node.
// Usage: tsx bench/grow-data.ts <pglite dir | postgres URL> '<json of GrowTargets>'
// Prints progress on standard error and {"counts": ..., "ms": ...} as its last line.
import {
  auditLogEntries,
  createDb,
  listSolutions,
  matchCounts,
  providerCompanies,
  providerSolutions,
  savedReports,
  savedSurpluses,
  users,
  type DbOptions,
} from '@foodhub/db';
import type { MatchRequest } from '@foodhub/contracts';
import { eq, like, sql } from 'drizzle-orm';

interface GrowTargets {
  providers: number;
  users: number;
  surpluses: number;
  reports: number;
  audit: number;
  /** The account whose saved surpluses and reports are copied (it ran real matches). */
  templateEmail: string;
  /** The account that gets the most rows: one saved surplus in 100 and maxReports reports. */
  heavyEmail: string;
  /** Made an admin with a confirmed address: the bench logs in with it. */
  adminEmail: string;
  /** The per-account maximum of saved reports (SAVED_REPORTS_MAX). */
  maxReports: number;
}

const [target, json] = process.argv.slice(2);
if (!target || !json) throw new Error('Usage: tsx bench/grow-data.ts <pglite dir | URL> <json>');
const goal = JSON.parse(json) as GrowTargets;

// A fixed seed, so every run grows the same data.
let seed = 38;
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const between = (low: number, high: number) => low + random() * (high - low);
const log = (message: string) => process.stderr.write(`[grow] ${message}\n`);
const DAY_MS = 24 * 60 * 60 * 1000;
const now = Date.now();
/** A time in the last three years (the figures' longest range). */
const pastTime = () => new Date(now - Math.floor(random() * 3 * 365) * DAY_MS - random() * DAY_MS);

/** Towns across the six countries: [lat, lon, city, country as the form sends it]. */
const TOWNS = [
  [48.2082, 16.3738, 'Wien', 'Austria'],
  [47.0707, 15.4395, 'Graz', 'Austria'],
  [47.2692, 11.4041, 'Innsbruck', 'Austria'],
  [47.8095, 13.055, 'Salzburg', 'Austria'],
  [46.6247, 14.3053, 'Klagenfurt', 'Austria'],
  [48.1372, 11.576, 'München', 'Germany'],
  [47.7261, 10.3158, 'Kempten', 'Germany'],
  [47.5596, 7.5886, 'Basel', 'Switzerland'],
  [47.3769, 8.5417, 'Zürich', 'Switzerland'],
  [46.9481, 7.4474, 'Bern', 'Switzerland'],
  [46.2044, 6.1432, 'Genève', 'Switzerland'],
  [45.4642, 9.19, 'Milano', 'Italy'],
  [45.0703, 7.6869, 'Torino', 'Italy'],
  [46.4983, 11.3548, 'Bolzano', 'Italy'],
  [45.4408, 12.3155, 'Venezia', 'Italy'],
  [44.4949, 11.3427, 'Bologna', 'Italy'],
  [46.0569, 14.5058, 'Ljubljana', 'Slovenia'],
  [46.5547, 15.6459, 'Maribor', 'Slovenia'],
  [46.2397, 14.3556, 'Kranj', 'Slovenia'],
  [45.1885, 5.7245, 'Grenoble', 'France'],
  [45.5646, 5.9178, 'Chambéry', 'France'],
  [45.8992, 6.1294, 'Annecy', 'France'],
] as const;
const ISO: Record<string, string> = {
  Austria: 'AT',
  Germany: 'DE',
  Switzerland: 'CH',
  Italy: 'IT',
  Slovenia: 'SI',
  France: 'FR',
};
const NAMES = [
  'Tafel',
  'Banco Alimentare',
  'Sozialmarkt',
  'Foodsharing',
  'Restos du Cœur',
  'Caritas',
  'Rotes Kreuz',
  'Emporio Solidale',
  'Epicerie Solidaire',
  'Humanitarni center',
];
const FIRST = ['Anna', 'Luca', 'Marie', 'Jan', 'Sofia', 'Matej', 'Elena', 'Paul', 'Giulia', 'Tim'];
const LAST = ['Huber', 'Rossi', 'Müller', 'Novak', 'Dubois', 'Bianchi', 'Gruber', 'Kovač'];

/** A place near one of the towns: more searches and providers where people live. */
function place() {
  const [lat, lon, city, country] = pick(TOWNS);
  return { lat: lat + between(-0.3, 0.3), lon: lon + between(-0.4, 0.4), city, country };
}

const options: DbOptions = /^postgres(ql)?:\/\//.test(target)
  ? { driver: 'postgres', url: target }
  : { driver: 'pglite', dataDir: target };
const handle = await createDb(options);
const db = handle.db;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const count = async (query: ReturnType<typeof sql>) =>
  Number(rowsOf<{ n: number | string }>(await db.execute(query))[0]?.n ?? 0);
const started = performance.now();

async function userId(email: string): Promise<string> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`${email} has no account: the bench registers it first`);
  return row.id;
}

/** Providers across the Alps, each offering 1-3 solutions, one solution far more than others. */
async function growProviders() {
  const have = await count(sql`select count(*) as n from provider_companies
    where data_source = 'growth'`);
  const shipped = (await listSolutions(db)).map((s) => s.id);
  // The food bank first: the most common solution; then a skewed tail (weight 1/rank).
  const ids = ['reuse-food-bank', ...shipped.filter((id) => id !== 'reuse-food-bank')];
  const weights = ids.map((_, rank) => 1 / (rank + 1));
  const total = weights.reduce((a, b) => a + b, 0);
  const skewed = () => {
    let r = random() * total;
    for (let i = 0; i < ids.length; i++) if ((r -= weights[i]!) <= 0) return ids[i]!;
    return ids[0]!;
  };
  for (let start = have; start < goal.providers; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, goal.providers - start) }, (_, k) => {
      const n = start + k;
      const at = place();
      const located = n % 25 !== 0;
      return {
        sourceKey: `growth:${n}`,
        dataSource: 'growth',
        isSample: false,
        companyName: `${pick(NAMES)} ${at.city} ${n}`,
        businessCategory: 'Food bank',
        description: 'A provider grown for the growth bench.',
        address: `Hauptstraße ${1 + (n % 200)}`,
        city: at.city,
        postalCode: String(1000 + (n % 9000)),
        country: ISO[at.country]!,
        lat: located ? at.lat : null,
        lon: located ? at.lon : null,
        institutionTypes: ['Food bank'],
        capacity: [{ food_category: 'Bread', needed: 'always', max_kg_per_week: 200, note: null }],
        logistics: { pickup: { available: true, radius_km: 25 }, delivery: { accepted: true } },
        acceptedFoodTypes: { food_group: [], food_subgroup: [], surplus_name: [] },
        contact: { email: `provider${n}@growth.example`, phone: '+43 1 000000' },
        createdAt: pastTime(),
      };
    });
    const inserted = await db
      .insert(providerCompanies)
      .values(rows)
      .returning({ id: providerCompanies.id });
    const links = inserted.flatMap(({ id }) => {
      const offered = new Set(Array.from({ length: 1 + Math.floor(random() * 3) }, skewed));
      return [...offered].map((solutionId) => ({ providerId: id, solutionId }));
    });
    await db.insert(providerSolutions).values(links).onConflictDoNothing();
    if ((start / 1000) % 10 === 0) log(`providers ${start + rows.length}/${goal.providers}`);
  }
}

/** Accounts with confirmed addresses; all share the template account's password hash. */
async function growUsers() {
  const have = await count(sql`select count(*) as n from users where email like 'growth.%'`);
  const [template] = await db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.email, goal.templateEmail));
  for (let start = have; start < goal.users; start += 2000) {
    const rows = Array.from({ length: Math.min(2000, goal.users - start) }, (_, k) => {
      const n = start + k;
      const at = place();
      const created = pastTime();
      const company = n % 3 === 0;
      return {
        email: `growth.${n}@bench.example`,
        passwordHash: template!.hash,
        firstName: pick(FIRST),
        lastName: `${pick(LAST)}${n}`,
        streetAddress: 'Hauptplatz 1',
        city: at.city,
        postalCode: String(1000 + (n % 9000)),
        country: at.country,
        accountType: company ? ('company' as const) : ('individual' as const),
        company: company ? `${pick(NAMES)} Betrieb ${n}` : null,
        acceptPledge: true,
        becomeMember: n % 2 === 0,
        emailConfirmedAt: created,
        createdAt: created,
      };
    });
    await db.insert(users).values(rows);
    if ((start / 2000) % 10 === 0) log(`users ${start + rows.length}/${goal.users}`);
  }
  await db.execute(sql`update users set roles = '{admin}', email_confirmed_at = now()
    where email = ${goal.adminEmail}`);
}

/** The grown accounts' ids (the heavy account apart), to spread rows over. */
async function grownUserIds(): Promise<string[]> {
  const rows = await db.select({ id: users.id }).from(users).where(like(users.email, 'growth.%'));
  return rows.map((r) => r.id);
}

/**
 * Saved surpluses: copies of the template account's, each with its own user, place, amount and
 * time, the stored answer copied inside the database; the summary columns null (the server's).
 */
async function growSurpluses(ids: string[], heavy: string) {
  const templates = await db
    .select()
    .from(savedSurpluses)
    .where(eq(savedSurpluses.userId, await userId(goal.templateEmail)));
  if (templates.length === 0) throw new Error('the template account has no saved surplus');
  const have = await count(sql`select count(*) as n from saved_surpluses
    where input_key like 'growth-%'`);
  // The worded answer in five languages made a row ~270 KB: a few tens of MB a statement at most.
  const batch = 200;
  for (let start = have; start < goal.surpluses; start += batch) {
    const rows = Array.from({ length: Math.min(batch, goal.surpluses - start) }, (_, k) => {
      const n = start + k;
      const template = templates[n % templates.length]!;
      const inputs = structuredClone(template.inputs) as NonNullable<MatchRequest['userInputs']>;
      const at = place();
      const profile = inputs.companyProfile ?? {};
      inputs.companyProfile = {
        ...profile,
        location: { ...profile.location, city: at.city, country: at.country },
        // One in twenty without a located address, as when the geocoder found nothing.
        ...(n % 20 === 0
          ? { location_geo: null }
          : { location_geo: { type: 'Point' as const, coordinates: [at.lon, at.lat] } }),
      };
      const waste = inputs.wasteInfo ?? {};
      inputs.wasteInfo = {
        ...waste,
        amount: { value: Math.round(between(5, 500)), unit: 'kg' },
        ...(waste.frequency?.interval && waste.frequency.interval !== 'once'
          ? { frequency: { ...waste.frequency, times: 1 + Math.floor(random() * 6) } }
          : {}),
      };
      const created = pastTime();
      return {
        // One row in a hundred is the heavy account's, at every size.
        userId: n % 100 === 0 ? heavy : pick(ids),
        inputKey: `growth-${n}`,
        surplusName: template.surplusName,
        foodGroup: template.foodGroup,
        inputs: inputs as Record<string, unknown>,
        answer: sql`(select answer from saved_surpluses where id = ${template.id})`,
        createdAt: created,
        updatedAt: new Date(Math.min(now, created.getTime() + random() * 30 * DAY_MS)),
      };
    });
    // Drizzle types a column's value as data; the answer is a subquery (copied in the database).
    await db
      .insert(savedSurpluses)
      .values(rows as unknown as (typeof savedSurpluses.$inferInsert)[]);
    if ((start / batch) % 50 === 0) log(`saved surpluses ${start + rows.length}/${goal.surpluses}`);
  }
}

/** Reports: copies of the template account's, with their own user, time and end. */
async function growReports(ids: string[], heavy: string) {
  const templates = await db
    .select({ id: savedReports.id, header: savedReports.header })
    .from(savedReports)
    .where(eq(savedReports.userId, await userId(goal.templateEmail)));
  if (templates.length === 0) throw new Error('the template account has no saved report');
  const have = await count(sql`select count(*) as n from saved_reports
    where input_key like 'growth-%'`);
  for (let start = have; start < goal.reports; start += 500) {
    const rows = Array.from({ length: Math.min(500, goal.reports - start) }, (_, k) => {
      const n = start + k;
      const template = templates[n % templates.length]!;
      const created = pastTime();
      const frequency = (template.header as { frequency?: { interval?: string } }).frequency;
      const recurring = frequency?.interval && frequency.interval !== 'once';
      // A third of the recurring donations stopped some time after they started.
      const ended =
        recurring && n % 3 === 0
          ? new Date(Math.min(now, created.getTime() + random() * 365 * DAY_MS))
          : null;
      const from = (column: string) =>
        sql`(select ${sql.raw(column)} from saved_reports where id = ${template.id})`;
      return {
        userId: n < goal.maxReports ? heavy : pick(ids),
        inputKey: `growth-${n}`,
        language: from('language'),
        header: from('header'),
        reports: from('reports'),
        model: from('model'),
        endedOn: ended ? ended.toISOString().slice(0, 10) : null,
        createdAt: created,
        updatedAt: created,
      };
    });
    // As above: the documents are subqueries, copied in the database.
    await db.insert(savedReports).values(rows as unknown as (typeof savedReports.$inferInsert)[]);
    if ((start / 500) % 20 === 0) log(`reports ${start + rows.length}/${goal.reports}`);
  }
}

/** The audit log: role changes and provider edits by the admin, over three years. */
async function growAudit(ids: string[], admin: string) {
  const have = await count(sql`select count(*) as n from audit_log`);
  const providerIds = (await db.select({ id: providerCompanies.id }).from(providerCompanies)).map(
    (r) => r.id,
  );
  for (let start = have; start < goal.audit; start += 5000) {
    const rows = Array.from({ length: Math.min(5000, goal.audit - start) }, () => {
      const onUser = random() < 0.6;
      const action = onUser ? pick(['role.grant', 'role.revoke']) : 'provider.admin-edit';
      return {
        at: pastTime(),
        actorUserId: admin,
        action,
        targetType: onUser ? 'user' : 'provider',
        targetId: onUser ? pick(ids) : pick(providerIds),
        details: onUser ? { role: 'provider' } : { fields: ['company_name'] },
      };
    });
    await db.insert(auditLogEntries).values(rows);
    if ((start / 5000) % 20 === 0) log(`audit ${start + rows.length}/${goal.audit}`);
  }
}

/** Searches counted per month and country (the figures' matches), in proportion to surpluses. */
async function growMatchCounts() {
  const months = Array.from({ length: 37 }, (_, i) => {
    const d = new Date(now);
    d.setUTCDate(1);
    d.setUTCMonth(d.getUTCMonth() - i);
    return d.toISOString().slice(0, 7);
  });
  const perMonth = Math.max(1, Math.round(goal.surpluses / 36 / 6));
  const rows = months.flatMap((month) =>
    Object.values(ISO).map((country) => ({ month, country, count: perMonth })),
  );
  await db
    .insert(matchCounts)
    .values(rows)
    .onConflictDoUpdate({
      target: [matchCounts.month, matchCounts.country],
      set: { count: sql`excluded.count` },
    });
}

try {
  await growProviders();
  await growUsers();
  const ids = await grownUserIds();
  const heavy = await userId(goal.heavyEmail);
  await growSurpluses(ids, heavy);
  await growReports(ids, heavy);
  await growAudit(ids, await userId(goal.adminEmail));
  await growMatchCounts();
  if (options.driver === 'postgres') await db.execute(sql`analyze`);
  const counts = {
    providers: await count(sql`select count(*) as n from provider_companies`),
    users: await count(sql`select count(*) as n from users`),
    surpluses: await count(sql`select count(*) as n from saved_surpluses`),
    reports: await count(sql`select count(*) as n from saved_reports`),
    audit: await count(sql`select count(*) as n from audit_log`),
  };
  console.log(JSON.stringify({ counts, ms: Math.round(performance.now() - started) }));
} finally {
  await handle.close();
}
