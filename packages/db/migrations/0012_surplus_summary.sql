ALTER TABLE "saved_surpluses" ADD COLUMN "summary" jsonb;--> statement-breakpoint
ALTER TABLE "saved_surpluses" ADD COLUMN "country" text;--> statement-breakpoint
ALTER TABLE "saved_surpluses" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "saved_surpluses" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "saved_surpluses" ADD COLUMN "lon" double precision;--> statement-breakpoint
ALTER TABLE "saved_surpluses" ADD COLUMN "kg_per_week" double precision;--> statement-breakpoint
ALTER TABLE "saved_surpluses" ADD COLUMN "once_kg" double precision;--> statement-breakpoint
ALTER TABLE "saved_surpluses" ADD COLUMN "dataset_solution_ids" text[];--> statement-breakpoint
CREATE INDEX "saved_surpluses_updated_idx" ON "saved_surpluses" USING btree ("updated_at");