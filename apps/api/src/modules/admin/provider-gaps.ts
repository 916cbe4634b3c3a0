import type { ProviderGaps } from '@foodhub/contracts';
import { listSurplusesForGaps, nearestRealProviders, type Db } from '@foodhub/db';
import { estimateSupply, NEARBY_RADIUS_KM, type SupplyInput } from '@foodhub/domain';

/** A user weighs the first few solutions of an answer; a gap further down matters little. */
export const GAP_SOLUTIONS_PER_SURPLUS = 3;
/** The latest saved surpluses read: enough for a region's demand, bounded for the database. */
export const GAP_SURPLUSES_READ = 2000;

const place = (text: string | null) => (text ?? '').trim();

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
 * viewer's language) names them, the stored name only a solution the catalogue no longer lists.
 */
export async function providerGaps(
  db: Db,
  { names, language }: GapsReader = { names: new Map(), language: 'en' },
): Promise<ProviderGaps> {
  const surpluses = await listSurplusesForGaps(db, GAP_SURPLUSES_READ);
  const gaps = new Map<string, ProviderGaps['gaps'][number]>();
  for (const surplus of surpluses) {
    if (!surplus.point) continue;
    const best = surplus.solutions
      .filter((s) => s.solution_origin === 'dataset' && typeof s.solution_id === 'string')
      .slice(0, GAP_SOLUTIONS_PER_SURPLUS);
    if (best.length === 0) continue;
    const [lon, lat] = surplus.point;
    const nearest = await nearestRealProviders(db, {
      lat,
      lon,
      solutionIds: best.map((s) => s.solution_id as string),
    });
    const kgPerWeek = estimateSupply(surplus.wasteInfo as SupplyInput | null)?.kgPerWeek ?? 0;
    for (const solution of best) {
      const id = solution.solution_id as string;
      const km = nearest.get(id) ?? null;
      if (km !== null && km <= NEARBY_RADIUS_KM) continue;
      const country = place(surplus.country);
      const city = place(surplus.city);
      const key = JSON.stringify([id, country.toLowerCase(), city.toLowerCase()]);
      const gap = gaps.get(key);
      if (gap) {
        gap.surpluses += 1;
        gap.kgPerWeek += kgPerWeek;
        // Newest first: the first surplus seen is the latest search.
        continue;
      }
      gaps.set(key, {
        solutionId: id,
        solutionName:
          names.get(id) ?? (typeof solution.process_name === 'string' ? solution.process_name : id),
        country,
        city,
        surpluses: 1,
        kgPerWeek,
        lastSearchedAt: surplus.updatedAt.toISOString(),
        nearestKm: km,
      });
    }
  }
  const list = [...gaps.values()].sort(
    (a, b) =>
      b.surpluses - a.surpluses ||
      b.kgPerWeek - a.kgPerWeek ||
      a.solutionName.localeCompare(b.solutionName, language) ||
      a.city.localeCompare(b.city, language),
  );
  return { radiusKm: NEARBY_RADIUS_KM, surplusesRead: surpluses.length, gaps: list };
}
