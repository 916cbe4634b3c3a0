-- Figures and My impact from roll-ups (issue 38). Reports: the API writes what each report counts
-- in each month (report_months, from impact-totals' one counting rule); triggers keep their sums
-- by month and days counted (impact_months). Surpluses: triggers keep one row per account and
-- surplus name (surplus_names: the month of its first search, the entries of its latest) and their
-- sums by month (surplus_months). Sums are numeric: adding a row and taking it away again leaves
-- no rounding behind, whatever the order.
ALTER TABLE "saved_reports" ADD COLUMN "impact_through" date;--> statement-breakpoint
CREATE INDEX "saved_reports_impact_through_idx" ON "saved_reports" USING btree ("impact_through");--> statement-breakpoint
CREATE TABLE "report_months" (
	"report_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"month" date NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"donations" double precision NOT NULL,
	"donated_kg" double precision NOT NULL,
	"co2_avoided" double precision NOT NULL,
	"co2_net" double precision NOT NULL,
	"water_avoided" double precision NOT NULL,
	"water_net" double precision NOT NULL,
	"land_avoided" double precision NOT NULL,
	"land_net" double precision NOT NULL,
	CONSTRAINT "report_months_report_id_month_pk" PRIMARY KEY("report_id","month")
);--> statement-breakpoint
ALTER TABLE "report_months" ADD CONSTRAINT "report_months_report_id_saved_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."saved_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_months_user_month_idx" ON "report_months" USING btree ("user_id","month");--> statement-breakpoint
CREATE TABLE "impact_months" (
	"month" date NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"reports" integer NOT NULL,
	"donations" numeric NOT NULL,
	"donated_kg" numeric NOT NULL,
	"co2_avoided" numeric NOT NULL,
	"co2_net" numeric NOT NULL,
	"water_avoided" numeric NOT NULL,
	"water_net" numeric NOT NULL,
	"land_avoided" numeric NOT NULL,
	"land_net" numeric NOT NULL,
	CONSTRAINT "impact_months_month_from_day_to_day_pk" PRIMARY KEY("month","from_day","to_day")
);--> statement-breakpoint
CREATE FUNCTION impact_months_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Rows added count +1 with their figures, rows removed -1 with minus theirs. Keys in order:
  -- two transactions lock the same sums in the same order.
  INSERT INTO impact_months AS t (month, from_day, to_day, reports, donations, donated_kg,
    co2_avoided, co2_net, water_avoided, water_net, land_avoided, land_net)
  SELECT month, from_day, to_day, sum(sign)::int, sum(sign * donations::numeric),
    sum(sign * donated_kg::numeric), sum(sign * co2_avoided::numeric), sum(sign * co2_net::numeric),
    sum(sign * water_avoided::numeric), sum(sign * water_net::numeric),
    sum(sign * land_avoided::numeric), sum(sign * land_net::numeric)
  FROM (
    SELECT CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END AS sign, r.*
    FROM changed_rows r
  ) r
  GROUP BY month, from_day, to_day
  ORDER BY month, from_day, to_day
  ON CONFLICT (month, from_day, to_day) DO UPDATE SET
    reports = t.reports + excluded.reports,
    donations = t.donations + excluded.donations,
    donated_kg = t.donated_kg + excluded.donated_kg,
    co2_avoided = t.co2_avoided + excluded.co2_avoided,
    co2_net = t.co2_net + excluded.co2_net,
    water_avoided = t.water_avoided + excluded.water_avoided,
    water_net = t.water_net + excluded.water_net,
    land_avoided = t.land_avoided + excluded.land_avoided,
    land_net = t.land_net + excluded.land_net;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "report_months_added" AFTER INSERT ON "report_months" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION impact_months_apply();--> statement-breakpoint
CREATE TRIGGER "report_months_removed" AFTER DELETE ON "report_months" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION impact_months_apply();--> statement-breakpoint
CREATE TABLE "surplus_names" (
	"user_id" uuid NOT NULL,
	"name_key" text NOT NULL,
	"month" date NOT NULL,
	"food_group" text NOT NULL,
	"country" text NOT NULL,
	"kg_per_week" double precision NOT NULL,
	"once_kg" double precision NOT NULL,
	CONSTRAINT "surplus_names_user_id_name_key_pk" PRIMARY KEY("user_id","name_key")
);--> statement-breakpoint
CREATE TABLE "surplus_months" (
	"month" date NOT NULL,
	"food_group" text NOT NULL,
	"country" text NOT NULL,
	"surpluses" integer NOT NULL,
	"kg_per_week" numeric NOT NULL,
	"once_kg" numeric NOT NULL,
	CONSTRAINT "surplus_months_month_food_group_country_pk" PRIMARY KEY("month","food_group","country")
);--> statement-breakpoint
CREATE INDEX "saved_surpluses_user_name_idx" ON "saved_surpluses" USING btree ("user_id",(coalesce(nullif(lower(btrim("surplus_name")), ''), "id"::text)));--> statement-breakpoint
CREATE FUNCTION surplus_names_refresh(p_users uuid[], p_keys text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  -- One transaction at a time per account and name: a second one waits, then reads the first's
  -- rows (each statement below takes a new snapshot). Many names at once (a bulk load) lock the
  -- table instead: a lock per name would exhaust the lock table.
  IF cardinality(p_users) > 1000 THEN
    LOCK TABLE surplus_names IN SHARE ROW EXCLUSIVE MODE;
  ELSE
    PERFORM pg_advisory_xact_lock(h)
    FROM (SELECT DISTINCT hashtextextended(u::text || '/' || k, 38) AS h
          FROM unnest(p_users, p_keys) AS x(u, k) ORDER BY 1) s;
  END IF;
  -- Take away what the names counted...
  WITH gone AS (
    DELETE FROM surplus_names n
    USING (SELECT DISTINCT u, k FROM unnest(p_users, p_keys) AS x(u, k)) x
    WHERE n.user_id = x.u AND n.name_key = x.k
    RETURNING n.*
  )
  INSERT INTO surplus_months AS t (month, food_group, country, surpluses, kg_per_week, once_kg)
  SELECT month, food_group, country, -count(*)::int, -sum(kg_per_week::numeric), -sum(once_kg::numeric)
  FROM gone GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (month, food_group, country) DO UPDATE SET
    surpluses = t.surpluses + excluded.surpluses,
    kg_per_week = t.kg_per_week + excluded.kg_per_week,
    once_kg = t.once_kg + excluded.once_kg;
  -- ...and add what they count now: in the month of the first search, with the entries of the
  -- latest. A latest row not summarised yet (fill-surplus-columns) counts once it is.
  WITH keys AS (
    SELECT DISTINCT u, k FROM unnest(p_users, p_keys) AS x(u, k)
  ), named AS (
    SELECT s.user_id, x.k, s.id, s.created_at, s.updated_at, s.food_group, s.inputs, s.country,
           s.kg_per_week, s.once_kg
    FROM keys x JOIN saved_surpluses s
      ON s.user_id = x.u AND coalesce(nullif(lower(btrim(s.surplus_name)), ''), s.id::text) = x.k
  ), firsts AS (
    SELECT user_id, k, min(created_at) AS first_at FROM named GROUP BY 1, 2
  ), latest AS (
    SELECT DISTINCT ON (user_id, k) * FROM named ORDER BY user_id, k, updated_at DESC, id DESC
  ), added AS (
    INSERT INTO surplus_names (user_id, name_key, month, food_group, country, kg_per_week, once_kg)
    SELECT l.user_id, l.k, date_trunc('month', f.first_at AT TIME ZONE 'UTC')::date,
           coalesce(btrim(coalesce(nullif(btrim(l.food_group), ''),
                                   l.inputs -> 'wasteInfo' -> 'foodGroups' ->> 0)), ''),
           coalesce(l.country, ''), l.kg_per_week, l.once_kg
    FROM latest l JOIN firsts f USING (user_id, k)
    WHERE l.kg_per_week IS NOT NULL AND l.once_kg IS NOT NULL
    RETURNING *
  )
  INSERT INTO surplus_months AS t (month, food_group, country, surpluses, kg_per_week, once_kg)
  SELECT month, food_group, country, count(*)::int, sum(kg_per_week::numeric), sum(once_kg::numeric)
  FROM added GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (month, food_group, country) DO UPDATE SET
    surpluses = t.surpluses + excluded.surpluses,
    kg_per_week = t.kg_per_week + excluded.kg_per_week,
    once_kg = t.once_kg + excluded.once_kg;
END $$;--> statement-breakpoint
CREATE FUNCTION saved_surpluses_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keyed_users uuid[];
  keyed_names text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(user_id), array_agg(name_key) INTO keyed_users, keyed_names
    FROM (SELECT user_id, coalesce(nullif(lower(btrim(surplus_name)), ''), id::text) AS name_key
          FROM new_rows) k;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(user_id), array_agg(name_key) INTO keyed_users, keyed_names
    FROM (SELECT user_id, coalesce(nullif(lower(btrim(surplus_name)), ''), id::text) AS name_key
          FROM old_rows) k;
  ELSE
    -- Only rows whose counted columns changed (a new match, the summary filled, a new name).
    SELECT array_agg(user_id), array_agg(name_key) INTO keyed_users, keyed_names
    FROM (
      SELECT r.user_id, coalesce(nullif(lower(btrim(r.surplus_name)), ''), r.id::text) AS name_key
      FROM (
        SELECT o.*, n.id AS new_id FROM old_rows o JOIN new_rows n ON n.id = o.id
        WHERE (o.user_id, o.surplus_name, o.created_at, o.updated_at, o.food_group, o.country,
               o.kg_per_week, o.once_kg)
          IS DISTINCT FROM (n.user_id, n.surplus_name, n.created_at, n.updated_at, n.food_group,
               n.country, n.kg_per_week, n.once_kg)
      ) r
      UNION
      SELECT n.user_id, coalesce(nullif(lower(btrim(n.surplus_name)), ''), n.id::text)
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.user_id, o.surplus_name, o.created_at, o.updated_at, o.food_group, o.country,
             o.kg_per_week, o.once_kg)
        IS DISTINCT FROM (n.user_id, n.surplus_name, n.created_at, n.updated_at, n.food_group,
             n.country, n.kg_per_week, n.once_kg)
    ) k;
  END IF;
  IF keyed_users IS NOT NULL THEN
    PERFORM surplus_names_refresh(keyed_users, keyed_names);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "saved_surpluses_added" AFTER INSERT ON "saved_surpluses" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION saved_surpluses_rollup();--> statement-breakpoint
CREATE TRIGGER "saved_surpluses_changed" AFTER UPDATE ON "saved_surpluses" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION saved_surpluses_rollup();--> statement-breakpoint
CREATE TRIGGER "saved_surpluses_removed" AFTER DELETE ON "saved_surpluses" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION saved_surpluses_rollup();--> statement-breakpoint
CREATE FUNCTION saved_reports_impact_stale() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- What the report counts changed outside the API's roll-up (or before it ran): its months
  -- are written again before the figures or My impact read them.
  IF (NEW.created_at, NEW.ended_on, NEW.header, NEW.reports)
     IS DISTINCT FROM (OLD.created_at, OLD.ended_on, OLD.header, OLD.reports) THEN
    NEW.impact_through := NULL;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "saved_reports_impact_stale" BEFORE UPDATE ON "saved_reports" FOR EACH ROW EXECUTE FUNCTION saved_reports_impact_stale();--> statement-breakpoint
INSERT INTO surplus_names (user_id, name_key, month, food_group, country, kg_per_week, once_kg)
SELECT l.user_id, l.name_key, date_trunc('month', l.first_at AT TIME ZONE 'UTC')::date,
       coalesce(btrim(coalesce(nullif(btrim(l.food_group), ''),
                               l.inputs -> 'wasteInfo' -> 'foodGroups' ->> 0)), ''),
       coalesce(l.country, ''), l.kg_per_week, l.once_kg
FROM (
  SELECT DISTINCT ON (user_id, name_key) *,
         min(created_at) OVER (PARTITION BY user_id, name_key) AS first_at
  FROM (SELECT *, coalesce(nullif(lower(btrim(surplus_name)), ''), id::text) AS name_key
        FROM saved_surpluses) s
  ORDER BY user_id, name_key, updated_at DESC, id DESC
) l
WHERE l.kg_per_week IS NOT NULL AND l.once_kg IS NOT NULL;--> statement-breakpoint
INSERT INTO surplus_months (month, food_group, country, surpluses, kg_per_week, once_kg)
SELECT month, food_group, country, count(*)::int, sum(kg_per_week::numeric), sum(once_kg::numeric)
FROM surplus_names GROUP BY 1, 2, 3;
