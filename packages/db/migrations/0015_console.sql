-- The operator console's lists at a national programme's size (issue 38): keyset pages on an
-- index per sort order, trigram indexes for searches inside words, filters on stored columns,
-- and an audit log read a page first with its target ids as uuids.
--
-- Accounts: the latest registered first, (created_at, id) read backwards page by page.
CREATE INDEX IF NOT EXISTS "users_created_at_id_idx" ON "users" USING btree ("created_at", "id");--> statement-breakpoint
-- The role filter (roles @> '{admin}') finds the few accounts holding a role without a scan.
CREATE INDEX IF NOT EXISTS "users_roles_idx" ON "users" USING gin ("roles");--> statement-breakpoint
-- The fields the console searches, in one text (a word never spans two of them: the space
-- between them is not part of any word), with a trigram index that serves ILIKE '%word%'.
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (
  "email" || ' ' || "first_name" || ' ' || "last_name" || ' ' || coalesce("company", '')
) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_search_text_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- Providers: where a row comes from, stored (it was a CASE expression in every filter), kept in
-- step with the columns it is read from by PostgreSQL itself.
ALTER TABLE "provider_companies" ADD COLUMN "origin" text GENERATED ALWAYS AS (
  CASE
    WHEN "data_source" = 'self-registered' OR "owner_user_id" IS NOT NULL THEN 'self-registered'
    WHEN "is_sample" THEN 'sample'
    ELSE 'imported'
  END
) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_companies" ADD COLUMN "search_text" text GENERATED ALWAYS AS (
  coalesce("company_name", '') || ' ' || coalesce("city", '') || ' ' || coalesce("postal_code", '') || ' ' || "source_key"
) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "provider_companies_search_text_trgm_idx" ON "provider_companies" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- The console's order: by company name (any case), nameless last, then id; alone and within
-- the origin and country filters (the country compared in capitals, as a row may store 'de').
CREATE INDEX IF NOT EXISTS "provider_companies_name_order_idx" ON "provider_companies" USING btree (("company_name" IS NULL), lower("company_name"), "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "provider_companies_origin_name_idx" ON "provider_companies" USING btree ("origin", ("company_name" IS NULL), lower("company_name"), "id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "provider_companies_country_name_idx" ON "provider_companies" USING btree (upper("country"), ("company_name" IS NULL), lower("company_name"), "id");--> statement-breakpoint
-- Audit log: newest first by (at, id), which the keyset of its pages compares.
DROP INDEX IF EXISTS "audit_log_at_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "audit_log_at_id_idx" ON "audit_log" USING btree ("at", "id");--> statement-breakpoint
-- Every writer names an account or a provider by its uuid (or nothing). Should an older entry
-- name something else, its text moves to details.targetKey, so that none is lost.
UPDATE "audit_log" SET "details" = "details" || jsonb_build_object('targetKey', "target_id"), "target_id" = NULL
  WHERE "target_id" IS NOT NULL
    AND "target_id" !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$';--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "target_id" TYPE uuid USING "target_id"::uuid;
--> statement-breakpoint
-- The figures count accounts and providers by month and kind: read from these indexes alone
-- (index-only scans), not from the tables' rows.
CREATE INDEX IF NOT EXISTS "users_created_at_kind_idx" ON "users" USING btree ("created_at", "account_type", "country");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "provider_companies_created_at_kind_idx" ON "provider_companies" USING btree ("created_at", "origin", "status");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "provider_companies_origin_status_idx" ON "provider_companies" USING btree ("origin", "status");
