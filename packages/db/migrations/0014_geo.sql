-- One point on the earth for every distance search (packages/db/src/queries/geo.ts): the cube of
-- (x, y, z) metres on a sphere of the mean earth radius 6,371,008.8 m, the radius the haversine
-- distances used before, so distances read from it are the same great-circle metres. `<->` between
-- two points is the chord; a GiST index on the cube answers nearest-first (ORDER BY <-> LIMIT) and
-- box (@>) searches. Not earthdistance's ll_to_earth: its earth domain fixes the radius at
-- 6,378,168 m, and its body names earth() and cube() unqualified, so pg_restore (which runs with an
-- empty search_path) fails to rebuild an index on it. This body is a SQL-standard one (RETURN):
-- its names are resolved now, whatever the search_path is later. Not STRICT, so it stays inlinable;
-- a point without both coordinates is null (not indexed for distance, listed last).
CREATE FUNCTION geo_point(lat double precision, lon double precision) RETURNS cube
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN CASE WHEN lat IS NULL OR lon IS NULL THEN NULL ELSE cube(ARRAY[
    6371008.8 * cos(radians(lat)) * cos(radians(lon)),
    6371008.8 * cos(radians(lat)) * sin(radians(lon)),
    6371008.8 * sin(radians(lat))
  ]) END;--> statement-breakpoint
CREATE INDEX "provider_companies_geo_idx" ON "provider_companies" USING gist (geo_point("lat", "lon"));--> statement-breakpoint
-- Users see only listed and approved providers; the others are self-registered entries waiting,
-- rejected or withdrawn: few. A solution's visible total is its provider_solutions rows less
-- these, so it is counted from indexes without reading every provider of a common solution.
CREATE INDEX "provider_companies_hidden_idx" ON "provider_companies" USING btree ("id") WHERE "status" NOT IN ('listed', 'approved');--> statement-breakpoint
-- The latitude/longitude box searches it served now read the GiST index above.
DROP INDEX IF EXISTS "provider_companies_lat_lon_idx";
