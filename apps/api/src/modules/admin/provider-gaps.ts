import type { ProviderGaps } from '@foodhub/contracts';
import {
  expireOffers,
  findOffersNotTaken,
  findProviderGaps,
  storedSolutionNames,
  type Db,
} from '@foodhub/db';
import { NEARBY_RADIUS_KM } from '@foodhub/domain';

/** A user weighs the first few solutions of an answer; a gap further down matters little. */
export const GAP_SOLUTIONS_PER_SURPLUS = 3;
/**
 * The latest saved surpluses read: enough for a region's demand, bounded for the database. One
 * query reads them (findProviderGaps); its cost grows with the distinct points and solutions
 * searched, one nearest-first index walk each. At 100,000 providers and 1,000,000 saved
 * surpluses 500 take about 0.4 s, 1,000 about 0.7 s and 2,000 about 1.3 s (the one query per
 * surplus before took 135 s for 2,000); 500 keeps the page within the half second every console
 * page has.
 */
export const GAP_SURPLUSES_READ = 500;

/**
 * Groups of offers no provider took listed per month (the most offers first): enough for whom to
 * recruit, bounded for the page and the database however many offers a month brings.
 */
export const GAP_OFFER_ROWS_PER_MONTH = 50;

/** Who reads the gaps: the solutions' names by id in their language, and the language (sorting). */
export interface GapsReader {
  names: ReadonlyMap<string, string>;
  language: string;
}

/**
 * Solution × place with demand and no real provider within NEARBY_RADIUS_KM. A surplus counts for
 * each of its best dataset solutions that has no real provider near its location today (a
 * provider added since closes the gap at once). Surpluses without a located address are skipped:
 * without a point there is no 'near'. Gaps group by the solution's id and the place, whatever
 * language a search stored the solution's name in; `names` (the catalogue's, by id, in the
 * viewer's language) names them, the name the newest search stored only a solution the catalogue
 * no longer lists.
 */
export async function providerGaps(
  db: Db,
  { names, language }: GapsReader = { names: new Map(), language: 'en' },
  now: Date = new Date(),
): Promise<ProviderGaps> {
  const offersNotTaken = await offersNoProviderTook(db, names, now);
  const { surplusesRead, gaps } = await findProviderGaps(db, {
    surpluses: GAP_SURPLUSES_READ,
    solutionsPerSurplus: GAP_SOLUTIONS_PER_SURPLUS,
    radiusKm: NEARBY_RADIUS_KM,
  });
  const unnamed = gaps.filter((g) => !names.has(g.solutionId));
  const stored = await storedSolutionNames(
    db,
    unnamed.map((g) => ({ surplusId: g.latestSurplusId, solutionId: g.solutionId })),
  );
  const list = gaps
    .map((g) => ({
      solutionId: g.solutionId,
      solutionName: names.get(g.solutionId) ?? stored.get(g.solutionId) ?? g.solutionId,
      country: g.country,
      city: g.city,
      surpluses: g.surpluses,
      kgPerWeek: g.kgPerWeek,
      lastSearchedAt: g.lastSearchedAt.toISOString(),
      nearestKm: g.nearestKm,
    }))
    .sort(
      (a, b) =>
        b.surpluses - a.surpluses ||
        b.kgPerWeek - a.kgPerWeek ||
        a.solutionName.localeCompare(b.solutionName, language) ||
        a.city.localeCompare(b.city, language),
    );
  return { radiusKm: NEARBY_RADIUS_KM, surplusesRead, gaps: list, offersNotTaken };
}

const monthOf = (date: Date) => date.toISOString().slice(0, 7);

/**
 * Offers declined or expired unanswered last month and this month (UTC), by place, food group and
 * solution. Offers whose window passed unanswered are expired first, as every offer call does
 * (decision 69), so an offer nobody answered counts whether or not anyone called since.
 */
async function offersNoProviderTook(
  db: Db,
  names: ReadonlyMap<string, string>,
  now: Date,
): Promise<ProviderGaps['offersNotTaken']> {
  await expireOffers(db, now);
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const start = new Date(Date.UTC(year, month - 1, 1));
  const rows = await findOffersNotTaken(db, {
    start,
    end: new Date(Date.UTC(year, month + 1, 1)),
    perMonth: GAP_OFFER_ROWS_PER_MONTH,
  });
  return {
    months: [monthOf(start), monthOf(now)],
    rows: rows.map((row) => ({
      period: row.period,
      country: row.country,
      city: row.city,
      foodGroup: row.foodGroup,
      solutionId: row.solutionId,
      solutionName: names.get(row.solutionId) ?? row.processName,
      offers: row.offers,
      declined: row.declined,
      expired: row.expired,
      lastAt: row.lastAt.toISOString(),
    })),
  };
}
