-- Accounts and provider entries counted per month for the figures (account_months,
-- provider_months), kept by triggers; the indexes the figures counted from before go.
CREATE TABLE "account_months" (
	"month" date NOT NULL,
	"account_type" text NOT NULL,
	"country" text NOT NULL,
	"accounts" integer NOT NULL,
	CONSTRAINT "account_months_month_account_type_country_pk" PRIMARY KEY("month","account_type","country")
);
--> statement-breakpoint
CREATE TABLE "provider_months" (
	"month" date NOT NULL,
	"origin" text NOT NULL,
	"status" text NOT NULL,
	"providers" integer NOT NULL,
	CONSTRAINT "provider_months_month_origin_status_pk" PRIMARY KEY("month","origin","status")
);
--> statement-breakpoint
DROP INDEX "users_created_at_kind_idx";--> statement-breakpoint
DROP INDEX "provider_companies_created_at_kind_idx";--> statement-breakpoint
DROP INDEX "provider_companies_origin_status_idx";--> statement-breakpoint
CREATE INDEX "saved_surpluses_unsummarised_idx" ON "saved_surpluses" USING btree ("id") WHERE "saved_surpluses"."summary" is null;--> statement-breakpoint
-- The figures' accounts and providers per month, kept by triggers (issue 38): a year of figures
-- reads a few hundred rows, however many accounts and entries there are. Rows added count +1,
-- rows removed -1; an update moves only the rows whose counted columns changed, so the many
-- updates of other columns (a login, a new address) touch no count. Keys in order: two
-- transactions lock the same counts in the same order.
CREATE FUNCTION account_months_add(p_at timestamptz[], p_types text[], p_countries text[], p_signs int[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO account_months AS t (month, account_type, country, accounts)
  SELECT date_trunc('month', x.at AT TIME ZONE 'UTC')::date, x.ty, x.c, sum(x.s)::int
  FROM unnest(p_at, p_types, p_countries, p_signs) AS x(at, ty, c, s)
  GROUP BY 1, 2, 3 HAVING sum(x.s) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (month, account_type, country) DO UPDATE SET accounts = t.accounts + excluded.accounts
$$;--> statement-breakpoint
CREATE FUNCTION users_counted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  at_ timestamptz[];
  types_ text[];
  countries_ text[];
  signs_ int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(created_at), array_agg(account_type), array_agg(country), array_agg(1)
    INTO at_, types_, countries_, signs_ FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(created_at), array_agg(account_type), array_agg(country), array_agg(-1)
    INTO at_, types_, countries_, signs_ FROM old_rows;
  ELSE
    WITH moved AS (
      SELECT o.created_at AS o_at, o.account_type AS o_ty, o.country AS o_c,
             n.created_at AS n_at, n.account_type AS n_ty, n.country AS n_c
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.created_at, o.account_type, o.country)
        IS DISTINCT FROM (n.created_at, n.account_type, n.country)
    ), signed AS (
      SELECT o_at AS at, o_ty AS ty, o_c AS c, -1 AS s FROM moved
      UNION ALL
      SELECT n_at, n_ty, n_c, 1 FROM moved
    )
    SELECT array_agg(at), array_agg(ty), array_agg(c), array_agg(s)
    INTO at_, types_, countries_, signs_ FROM signed;
  END IF;
  IF at_ IS NOT NULL THEN
    PERFORM account_months_add(at_, types_, countries_, signs_);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "users_counted_added" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION users_counted();--> statement-breakpoint
CREATE TRIGGER "users_counted_changed" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION users_counted();--> statement-breakpoint
CREATE TRIGGER "users_counted_removed" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION users_counted();--> statement-breakpoint
CREATE FUNCTION provider_months_add(p_at timestamptz[], p_origins text[], p_statuses text[], p_signs int[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO provider_months AS t (month, origin, status, providers)
  SELECT date_trunc('month', x.at AT TIME ZONE 'UTC')::date, x.o, x.st, sum(x.s)::int
  FROM unnest(p_at, p_origins, p_statuses, p_signs) AS x(at, o, st, s)
  GROUP BY 1, 2, 3 HAVING sum(x.s) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (month, origin, status) DO UPDATE SET providers = t.providers + excluded.providers
$$;--> statement-breakpoint
CREATE FUNCTION providers_counted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  at_ timestamptz[];
  origins_ text[];
  statuses_ text[];
  signs_ int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(created_at), array_agg(origin), array_agg(status), array_agg(1)
    INTO at_, origins_, statuses_, signs_ FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(created_at), array_agg(origin), array_agg(status), array_agg(-1)
    INTO at_, origins_, statuses_, signs_ FROM old_rows;
  ELSE
    WITH moved AS (
      SELECT o.created_at AS o_at, o.origin AS o_o, o.status AS o_st,
             n.created_at AS n_at, n.origin AS n_o, n.status AS n_st
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.created_at, o.origin, o.status) IS DISTINCT FROM (n.created_at, n.origin, n.status)
    ), signed AS (
      SELECT o_at AS at, o_o AS o, o_st AS st, -1 AS s FROM moved
      UNION ALL
      SELECT n_at, n_o, n_st, 1 FROM moved
    )
    SELECT array_agg(at), array_agg(o), array_agg(st), array_agg(s)
    INTO at_, origins_, statuses_, signs_ FROM signed;
  END IF;
  IF at_ IS NOT NULL THEN
    PERFORM provider_months_add(at_, origins_, statuses_, signs_);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "providers_counted_added" AFTER INSERT ON "provider_companies" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION providers_counted();--> statement-breakpoint
CREATE TRIGGER "providers_counted_changed" AFTER UPDATE ON "provider_companies" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION providers_counted();--> statement-breakpoint
CREATE TRIGGER "providers_counted_removed" AFTER DELETE ON "provider_companies" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION providers_counted();--> statement-breakpoint
INSERT INTO account_months (month, account_type, country, accounts)
SELECT date_trunc('month', created_at AT TIME ZONE 'UTC')::date, account_type, country, count(*)::int
FROM users GROUP BY 1, 2, 3;--> statement-breakpoint
INSERT INTO provider_months (month, origin, status, providers)
SELECT date_trunc('month', created_at AT TIME ZONE 'UTC')::date, origin, status, count(*)::int
FROM provider_companies GROUP BY 1, 2, 3;
--> statement-breakpoint
-- Every committed change of a provider or of its solutions moves this sequence on (at commit:
-- the triggers are deferred), so a count cached against its value is known to be current.
CREATE SEQUENCE provider_changes;--> statement-breakpoint
CREATE FUNCTION provider_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('provider_changes');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "provider_companies_changed" AFTER INSERT OR UPDATE OR DELETE ON "provider_companies" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION provider_changed();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "provider_solutions_changed" AFTER INSERT OR UPDATE OR DELETE ON "provider_solutions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION provider_changed();
