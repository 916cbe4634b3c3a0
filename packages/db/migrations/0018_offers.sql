-- Offers of a surplus to a provider and what became of them: the offer, every change of its
-- state (who, when), and the donors a provider no longer takes offers from.
CREATE TABLE "offer_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"actor_user_id" uuid,
	"status" text NOT NULL,
	"detail" jsonb
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"donor_user_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"solution_id" text NOT NULL,
	"saved_surplus_id" uuid,
	"surplus" jsonb NOT NULL,
	"company" jsonb NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"pickup_from" timestamp with time zone NOT NULL,
	"pickup_to" timestamp with time zone NOT NULL,
	"packing" text,
	"message" text,
	"pickup_at" timestamp with time zone,
	"collector" text,
	"decline_reason" text,
	"decline_text" text,
	"handed_over_kg" double precision,
	"handed_over_at" timestamp with time zone,
	"co2_avoided" double precision,
	"water_avoided" double precision,
	"land_avoided" double precision,
	"country" text,
	"city" text,
	"link_token_hash" text,
	"link_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_link_token_hash_unique" UNIQUE("link_token_hash")
);
--> statement-breakpoint
CREATE TABLE "provider_blocks" (
	"provider_id" uuid NOT NULL,
	"donor_user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_blocks_provider_id_donor_user_id_pk" PRIMARY KEY("provider_id","donor_user_id")
);
--> statement-breakpoint
ALTER TABLE "offer_events" ADD CONSTRAINT "offer_events_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_events" ADD CONSTRAINT "offer_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_donor_user_id_users_id_fk" FOREIGN KEY ("donor_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_provider_id_provider_companies_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."provider_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_solution_id_solutions_id_fk" FOREIGN KEY ("solution_id") REFERENCES "public"."solutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_saved_surplus_id_saved_surpluses_id_fk" FOREIGN KEY ("saved_surplus_id") REFERENCES "public"."saved_surpluses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_blocks" ADD CONSTRAINT "provider_blocks_provider_id_provider_companies_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."provider_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_blocks" ADD CONSTRAINT "provider_blocks_donor_user_id_users_id_fk" FOREIGN KEY ("donor_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_events_offer_idx" ON "offer_events" USING btree ("offer_id","at");--> statement-breakpoint
CREATE INDEX "offers_donor_created_idx" ON "offers" USING btree ("donor_user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "offers_provider_created_idx" ON "offers" USING btree ("provider_id","created_at","id");--> statement-breakpoint
CREATE INDEX "offers_open_window_idx" ON "offers" USING btree ("pickup_to") WHERE "offers"."status" in ('sent', 'proposed');--> statement-breakpoint
CREATE INDEX "offers_handed_over_idx" ON "offers" USING btree ("handed_over_at") WHERE "offers"."status" = 'handed_over';