ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "saved_reports" ADD COLUMN "ended_on" date;--> statement-breakpoint
ALTER TABLE "saved_surpluses" ADD COLUMN "food_group" text;