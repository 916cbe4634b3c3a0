CREATE TABLE "saved_surpluses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"input_key" text NOT NULL,
	"surplus_name" text NOT NULL,
	"inputs" jsonb NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_surpluses" ADD CONSTRAINT "saved_surpluses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_surpluses_user_input_key" ON "saved_surpluses" USING btree ("user_id","input_key");--> statement-breakpoint
CREATE INDEX "saved_surpluses_user_updated_idx" ON "saved_surpluses" USING btree ("user_id","updated_at");