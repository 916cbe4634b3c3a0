import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { providerCompanies, savedReports, savedSurpluses } from '../schema';
import { lockImpactSums } from './impact-rollup';

/** The summary columns of a saved surplus (schema savedSurpluses), computed by the API. */
export interface SurplusColumns {
  summary: Record<string, unknown>;
  country: string | null;
  city: string | null;
  lat: number | null;
  lon: number | null;
  kgPerWeek: number;
  onceKg: number;
  datasetSolutionIds: string[];
}

export interface SurplusToSave extends SurplusColumns {
  userId: string;
  inputKey: string;
  surplusName: string;
  /** The food group's code: the one chosen, else the one recognised in the name; null if none. */
  foodGroup: string | null;
  inputs: Record<string, unknown>;
  answer: Record<string, unknown>;
}

/** Saves a matched surplus; the same entries of the same user replace their answer. */
export async function saveSurplus(db: Db, surplus: SurplusToSave): Promise<string> {
  const [row] = await db
    .insert(savedSurpluses)
    .values(surplus)
    .onConflictDoUpdate({
      target: [savedSurpluses.userId, savedSurpluses.inputKey],
      // The row proposed (excluded), not the answer sent a second time: it is ~60 KB of JSON.
      set: {
        answer: sql`excluded.answer`,
        surplusName: sql`excluded.surplus_name`,
        foodGroup: sql`excluded.food_group`,
        summary: sql`excluded.summary`,
        country: sql`excluded.country`,
        city: sql`excluded.city`,
        lat: sql`excluded.lat`,
        lon: sql`excluded.lon`,
        kgPerWeek: sql`excluded.kg_per_week`,
        onceKg: sql`excluded.once_kg`,
        datasetSolutionIds: sql`excluded.dataset_solution_ids`,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: savedSurpluses.id });
  return row!.id;
}

/**
 * A user's saved surpluses, the latest matched first: the summary columns only. A row saved
 * before they existed and not filled yet (fillSurplusColumns) comes with its entries and answer.
 */
export async function listSavedSurpluses(db: Db, userId: string, limit = 100) {
  return db
    .select({
      id: savedSurpluses.id,
      surplusName: savedSurpluses.surplusName,
      summary: savedSurpluses.summary,
      createdAt: savedSurpluses.createdAt,
      updatedAt: savedSurpluses.updatedAt,
      inputs: sql<Record<string, unknown> | undefined>`case when ${savedSurpluses.summary} is null
        then ${savedSurpluses.inputs} end`,
      answer: sql<Record<string, unknown> | undefined>`case when ${savedSurpluses.summary} is null
        then ${savedSurpluses.answer} end`,
    })
    .from(savedSurpluses)
    .where(eq(savedSurpluses.userId, userId))
    .orderBy(desc(savedSurpluses.updatedAt), desc(savedSurpluses.id))
    .limit(limit);
}

/**
 * Fills the summary columns of saved surpluses that lack them (rows saved before they existed),
 * `batch` rows at a time in id order (the primary key's index: each batch starts where the last
 * one ended, so the cost stays flat however many rows are filled), with `columnsOf` (the API's
 * surplusColumns); each batch is one UPDATE. Answers how many rows it filled.
 */
export async function fillSurplusColumns(
  db: Db,
  columnsOf: (inputs: Record<string, unknown>, answer: Record<string, unknown>) => SurplusColumns,
  batch = 500,
): Promise<number> {
  let filled = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await db
      .select({
        id: savedSurpluses.id,
        inputs: savedSurpluses.inputs,
        answer: savedSurpluses.answer,
      })
      .from(savedSurpluses)
      .where(and(isNull(savedSurpluses.summary), sql`${savedSurpluses.id} > ${after}::uuid`))
      .orderBy(asc(savedSurpluses.id))
      .limit(batch);
    if (rows.length === 0) return filled;
    const values = rows.map((row) => {
      const c = columnsOf(row.inputs, row.answer);
      return {
        id: row.id,
        summary: c.summary,
        country: c.country,
        city: c.city,
        lat: c.lat,
        lon: c.lon,
        kg_per_week: c.kgPerWeek,
        once_kg: c.onceKg,
        dataset_solution_ids: c.datasetSolutionIds,
      };
    });
    // One statement per batch: the rows travel as one JSON parameter (JSON arrays become text[]).
    await db.execute(sql`
      update saved_surpluses s set summary = r.summary, country = r.country, city = r.city,
        lat = r.lat, lon = r.lon, kg_per_week = r.kg_per_week, once_kg = r.once_kg,
        dataset_solution_ids = r.dataset_solution_ids
      from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as r(id uuid, summary jsonb,
        country text, city text, lat float8, lon float8, kg_per_week float8, once_kg float8,
        dataset_solution_ids text[])
      where s.id = r.id and s.summary is null`);
    filled += rows.length;
    after = rows.at(-1)!.id;
  }
}

/** One saved surplus of this user; another user's answers undefined, as an unknown id does. */
export async function findSavedSurplus(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(savedSurpluses)
    .where(and(eq(savedSurpluses.id, id), eq(savedSurpluses.userId, userId)));
  return row;
}

export interface ReportToSave {
  userId: string;
  inputKey: string;
  language: string;
  header: Record<string, unknown>;
  reports: Record<string, unknown>[];
  model: Record<string, unknown>;
}

/**
 * Saves a report; the same inputs of the same user replace its language, header, numbers and
 * model (the id, the creation time and a share link stay). Answers the row as saved.
 */
export async function saveReport(db: Db, report: ReportToSave) {
  const [row] = await db
    .insert(savedReports)
    .values(report)
    .onConflictDoUpdate({
      target: [savedReports.userId, savedReports.inputKey],
      set: {
        language: report.language,
        header: report.header,
        reports: report.reports,
        model: report.model,
        updatedAt: sql`now()`,
      },
    })
    .returning();
  return row!;
}

/**
 * How many reports the user keeps, and whether one of them is of these inputs (saving them again
 * replaces it rather than adding one).
 */
export async function countReports(db: Db, userId: string, inputKey: string) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      sameInputs: sql<boolean>`coalesce(bool_or(${savedReports.inputKey} = ${inputKey}), false)`,
    })
    .from(savedReports)
    .where(eq(savedReports.userId, userId));
  return { total: Number(row?.total ?? 0), sameInputs: row?.sameInputs === true };
}

/** A user's saved reports, the latest saved first. */
export async function listReports(db: Db, userId: string, limit = 200) {
  return db
    .select()
    .from(savedReports)
    .where(eq(savedReports.userId, userId))
    .orderBy(desc(savedReports.updatedAt), desc(savedReports.id))
    .limit(limit);
}

/** One saved report of this user; another user's answers undefined, as an unknown id does. */
export async function findReport(db: Db, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(savedReports)
    .where(and(eq(savedReports.id, id), eq(savedReports.userId, userId)));
  return row;
}

/**
 * Shares a report of this user read-only, or with a null token stops sharing it. A report that
 * is shared already keeps its token (its link stays valid); showCompany is set either way.
 * Undefined for another user's report or an unknown id.
 */
export async function setShareToken(
  db: Db,
  userId: string,
  id: string,
  token: string | null,
  showCompany: boolean,
) {
  const [row] = await db
    .update(savedReports)
    .set({
      shareToken: token === null ? null : sql`coalesce(${savedReports.shareToken}, ${token})`,
      shareShowCompany: token === null ? false : showCompany,
    })
    .where(and(eq(savedReports.id, id), eq(savedReports.userId, userId)))
    .returning();
  return row;
}

/** The report a share link opens, or undefined once the link is revoked. */
export async function findReportByShareToken(db: Db, token: string) {
  const [row] = await db.select().from(savedReports).where(eq(savedReports.shareToken, token));
  return row;
}

/**
 * Sets the day the user stopped this recurring donation, or with null runs it again. Answers the
 * row as saved; undefined for another user's report or an unknown id.
 */
export async function setReportEnd(db: Db, userId: string, id: string, endedOn: string | null) {
  const [row] = await db
    .update(savedReports)
    .set({ endedOn })
    .where(and(eq(savedReports.id, id), eq(savedReports.userId, userId)))
    .returning();
  return row;
}

/**
 * Deletes a report of this user: its share link goes with it. Whether one was deleted; false for
 * another user's report or an unknown id.
 */
export async function deleteReport(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db.transaction(async (tx) => {
    await lockImpactSums(tx);
    return tx
      .delete(savedReports)
      .where(and(eq(savedReports.id, id), eq(savedReports.userId, userId)))
      .returning({ id: savedReports.id });
  });
  return rows.length > 0;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether the catalogue's provider of this id is shipped sample data (a fictional company);
 * undefined for an id the catalogue does not hold (an outside service's provider, or one removed).
 */
export async function isSampleProvider(db: Db, id: string): Promise<boolean | undefined> {
  return (await providerForReport(db, id))?.isSample;
}

/**
 * What a saved report takes from the catalogue about its provider, by id: whether it is a sample,
 * and where it is (the transport is routed to this point, whatever the caller sent). Undefined
 * for an id that is no catalogue provider.
 */
export async function providerForReport(
  db: Db,
  id: string,
): Promise<{ isSample: boolean; lat: number | null; lon: number | null } | undefined> {
  // Not a UUID: not a catalogue id (the column's type would refuse the query).
  if (!UUID.test(id)) return undefined;
  const [row] = await db
    .select({
      isSample: providerCompanies.isSample,
      lat: providerCompanies.lat,
      lon: providerCompanies.lon,
    })
    .from(providerCompanies)
    .where(eq(providerCompanies.id, id));
  return row;
}

/** What 'My impact' reads of every report of a user, the oldest first. */
export async function listReportsForImpact(db: Db, userId: string) {
  return db
    .select({
      createdAt: savedReports.createdAt,
      endedOn: savedReports.endedOn,
      header: savedReports.header,
      reports: savedReports.reports,
    })
    .from(savedReports)
    .where(eq(savedReports.userId, userId))
    .orderBy(asc(savedReports.createdAt));
}
