import { sql, type SQL } from 'drizzle-orm';

/**
 * The one home of distances in SQL. A place is geo_point(lat, lon) (migration 0014): a cube of
 * (x, y, z) metres on a sphere of this radius. `a <-> b` is the straight chord between two points;
 * the great-circle distance follows from it exactly (arc = 2R asin(chord / 2R)), so the metres are
 * the haversine metres on the same sphere, and ordering by the chord is ordering by distance:
 * provider_companies_geo_idx answers `ORDER BY <point> <-> x LIMIT n` nearest first and
 * `box @> <point>` radius searches.
 */
export const EARTH_RADIUS_M = 6_371_008.8;

/**
 * The indexed point of the provider row aliased `p`: the very expression of
 * provider_companies_geo_idx, which the planner matches to use the index. Null without both
 * coordinates.
 */
export const PROVIDER_POINT = sql.raw('geo_point(p.lat, p.lon)');

/** A point given as degrees. PGlite needs the parameters cast: untyped ones fail to resolve. */
export function pointAt(lat: number, lon: number): SQL {
  return sql`geo_point(${lat}::float8, ${lon}::float8)`;
}

/** A point read from two columns of a row, e.g. pointOf('w.lat', 'w.lon'); names only, no values. */
export function pointOf(latColumn: string, lonColumn: string): SQL {
  return sql`geo_point(${sql.raw(latColumn)}, ${sql.raw(lonColumn)})`;
}

/** The chord between two points (metres straight through the earth). */
export function chordBetween(a: SQL, b: SQL): SQL {
  return sql`(${a} <-> ${b})`;
}

/** The chord from the provider `p` to a point: what nearest-first orders by on the index. */
export function chordTo(point: SQL): SQL {
  return chordBetween(PROVIDER_POINT, point);
}

/**
 * Great-circle metres along the earth of a chord (SQL), null for a null chord. The case keeps
 * rounding inside asin's domain (least() would turn a null into 1).
 */
export function arcMetres(chord: SQL): SQL {
  const half = sql`(${chord} / ${2 * EARTH_RADIUS_M}::float8)`;
  return sql`(2 * ${EARTH_RADIUS_M}::float8
    * asin(case when ${half} > 1 then 1::float8 else ${half} end))`;
}

/** The chord of a great-circle distance: a radius in metres as the index measures it. */
export function chordOfMetres(metres: number): number {
  return (
    2 * EARTH_RADIUS_M * Math.sin(Math.min(Math.max(metres, 0) / (2 * EARTH_RADIUS_M), Math.PI / 2))
  );
}

/**
 * SQL condition: the provider `p` lies within `metres` (great-circle) of a point: the cube around
 * the point read on the index, then the exact chord (a chord grows with the arc, so comparing
 * chords compares distances).
 */
export function providerWithin(point: SQL, metres: number): SQL {
  return providerWithinChord(point, chordOfMetres(metres));
}

/** providerWithin with the radius as a chord (metres straight through the earth). */
export function providerWithinChord(point: SQL, chord: number): SQL {
  return sql`cube_enlarge(${point}, ${chord}::float8, 3) @> ${PROVIDER_POINT}
    and ${PROVIDER_POINT} <-> ${point} <= ${chord}::float8`;
}
