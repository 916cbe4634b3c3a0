-- Standing arrangements: a recurring surplus picked up every week at the same local time, made
-- from an accepted offer; each week's offer names the arrangement it was made for.
CREATE TABLE "offer_arrangements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"donor_user_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"solution_id" text NOT NULL,
	"source_offer_id" uuid NOT NULL,
	"surplus" jsonb NOT NULL,
	"company" jsonb NOT NULL,
	"packing" text,
	"collector" text,
	"country" text,
	"city" text,
	"status" text DEFAULT 'active' NOT NULL,
	"next_pickup_at" timestamp with time zone NOT NULL,
	"ended_by" text,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_arrangements_source_offer_id_unique" UNIQUE("source_offer_id")
);
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "arrangement_id" uuid;--> statement-breakpoint
ALTER TABLE "offer_arrangements" ADD CONSTRAINT "offer_arrangements_donor_user_id_users_id_fk" FOREIGN KEY ("donor_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_arrangements" ADD CONSTRAINT "offer_arrangements_provider_id_provider_companies_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."provider_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_arrangements" ADD CONSTRAINT "offer_arrangements_solution_id_solutions_id_fk" FOREIGN KEY ("solution_id") REFERENCES "public"."solutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_arrangements" ADD CONSTRAINT "offer_arrangements_source_offer_id_offers_id_fk" FOREIGN KEY ("source_offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_arrangements_donor_idx" ON "offer_arrangements" USING btree ("donor_user_id","created_at");--> statement-breakpoint
CREATE INDEX "offer_arrangements_provider_idx" ON "offer_arrangements" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE INDEX "offer_arrangements_due_idx" ON "offer_arrangements" USING btree ("next_pickup_at") WHERE "offer_arrangements"."status" = 'active';--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_arrangement_id_offer_arrangements_id_fk" FOREIGN KEY ("arrangement_id") REFERENCES "public"."offer_arrangements"("id") ON DELETE set null ON UPDATE no action;