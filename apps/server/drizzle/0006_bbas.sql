CREATE TABLE "bbas_categories" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"exchange" text NOT NULL,
	"name" text NOT NULL,
	"match_name" text NOT NULL,
	"type" integer NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"description" text NOT NULL,
	"weigh" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"is_recommend" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bbas_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"author" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bbas_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"broker_name" text NOT NULL,
	"symbol" text NOT NULL,
	"direction" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"pdf_url" text DEFAULT '' NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bbas_views_direction" CHECK ("bbas_views"."direction" in ('多', '看多', '看空', '震荡'))
);
--> statement-breakpoint
ALTER TABLE "bbas_categories" ADD CONSTRAINT "bbas_categories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bbas_notes_symbol_time" ON "bbas_notes" USING btree ("symbol","published_at");--> statement-breakpoint
CREATE INDEX "bbas_views_symbol_time" ON "bbas_views" USING btree ("symbol","published_at");