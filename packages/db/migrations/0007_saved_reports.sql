CREATE TABLE "saved_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"input_key" text NOT NULL,
	"language" text NOT NULL,
	"header" jsonb NOT NULL,
	"reports" jsonb NOT NULL,
	"model" jsonb NOT NULL,
	"share_token" text,
	"share_show_company" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_reports_share_token" UNIQUE("share_token")
);
--> statement-breakpoint
ALTER TABLE "saved_reports" ADD CONSTRAINT "saved_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_reports_user_input_key" ON "saved_reports" USING btree ("user_id","input_key");--> statement-breakpoint
CREATE INDEX "saved_reports_user_updated_idx" ON "saved_reports" USING btree ("user_id","updated_at");