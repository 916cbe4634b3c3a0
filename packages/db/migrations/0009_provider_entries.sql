ALTER TABLE "provider_companies" ADD COLUMN "owner_user_id" uuid;--> statement-breakpoint
ALTER TABLE "provider_companies" ADD COLUMN "status" text DEFAULT 'listed' NOT NULL;--> statement-breakpoint
ALTER TABLE "provider_companies" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "provider_companies" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "provider_companies" ADD COLUMN "show_contact" jsonb;--> statement-breakpoint
ALTER TABLE "provider_companies" ADD CONSTRAINT "provider_companies_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_companies" ADD CONSTRAINT "provider_companies_owner_user_id_unique" UNIQUE("owner_user_id");