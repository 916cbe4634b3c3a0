CREATE TABLE "geocode_cache" (
	"query_key" text PRIMARY KEY NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nace_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"level" text NOT NULL,
	"parent_code" text,
	"section_code" text NOT NULL,
	"title_en" text NOT NULL,
	"title_de" text,
	"title_fr" text,
	"title_it" text,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "places" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "places_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"source" text NOT NULL,
	"country_code" text NOT NULL,
	"postal_code" text,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"admin1" text,
	"admin2" text,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"population" integer
);
--> statement-breakpoint
CREATE TABLE "product_impacts" (
	"product_id" text PRIMARY KEY NOT NULL,
	"climate_change_total" double precision NOT NULL,
	"climate_change_consumption" double precision NOT NULL,
	"water_use_total" double precision NOT NULL,
	"water_use_consumption" double precision NOT NULL,
	"land_use_total" double precision NOT NULL,
	"land_use_consumption" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"ciqual_code" text,
	"product_name" text NOT NULL,
	"product_name_fr" text NOT NULL,
	"food_group" text NOT NULL,
	"food_subgroup" text NOT NULL,
	"food_group_fr" text NOT NULL,
	"food_subgroup_fr" text NOT NULL,
	"has_lci_data" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reference_datasets" (
	"name" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"row_count" integer NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_impacts" ADD CONSTRAINT "product_impacts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nace_codes_sort_idx" ON "nace_codes" USING btree ("sort_order");--> statement-breakpoint
CREATE INDEX "places_country_postal_idx" ON "places" USING btree ("country_code","postal_code");--> statement-breakpoint
CREATE INDEX "places_name_country_idx" ON "places" USING btree ("name_key","country_code");--> statement-breakpoint
CREATE INDEX "products_name_lower_idx" ON "products" USING btree (lower("product_name"));