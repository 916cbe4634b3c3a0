CREATE TABLE "food_terms" (
	"term" text PRIMARY KEY NOT NULL,
	"names" jsonb NOT NULL,
	"food_group" text,
	"food_subgroup" text,
	"flags" jsonb NOT NULL,
	"broader" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source_key" text NOT NULL,
	"data_source" text NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	"company_name" text,
	"business_category" text,
	"description" text,
	"address" text,
	"city" text,
	"postal_code" text,
	"country" text,
	"lat" double precision,
	"lon" double precision,
	"institution_types" jsonb,
	"capacity" jsonb,
	"logistics" jsonb,
	"company_constraints" jsonb,
	"accepted_food_types" jsonb,
	"contact_person" text,
	"contact" jsonb,
	"additional_company_information" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_companies_source_key_unique" UNIQUE("source_key")
);
--> statement-breakpoint
CREATE TABLE "provider_solutions" (
	"provider_id" uuid NOT NULL,
	"solution_id" text NOT NULL,
	CONSTRAINT "provider_solutions_provider_id_solution_id_pk" PRIMARY KEY("provider_id","solution_id")
);
--> statement-breakpoint
CREATE TABLE "solutions" (
	"id" text PRIMARY KEY NOT NULL,
	"process_name" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"subcategory" text NOT NULL,
	"general_constraints" text NOT NULL,
	"solution_result" jsonb NOT NULL,
	"accepted_food_types" jsonb NOT NULL,
	"excluded_food_types" jsonb NOT NULL,
	"technology_readiness_level" integer,
	"food_use_hierarchy" text NOT NULL,
	"end_use" text NOT NULL,
	"accepts_mixed_food" boolean NOT NULL,
	"supplier_nace_codes" jsonb NOT NULL,
	"quantity" jsonb NOT NULL,
	"sources" jsonb NOT NULL,
	"sort_order" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provider_solutions" ADD CONSTRAINT "provider_solutions_provider_id_provider_companies_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."provider_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_solutions" ADD CONSTRAINT "provider_solutions_solution_id_solutions_id_fk" FOREIGN KEY ("solution_id") REFERENCES "public"."solutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_companies_lat_lon_idx" ON "provider_companies" USING btree ("lat","lon");--> statement-breakpoint
CREATE INDEX "provider_solutions_solution_idx" ON "provider_solutions" USING btree ("solution_id");