CREATE TABLE "indicator_owners" (
	"user_id" integer NOT NULL,
	"indicator_id" integer NOT NULL,
	"source" text NOT NULL,
	"order_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "indicator_owners_user_id_indicator_id_pk" PRIMARY KEY("user_id","indicator_id")
);
--> statement-breakpoint
CREATE TABLE "indicator_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"indicator_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "indicator_reviews_rating" CHECK ("indicator_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "indicators" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"summary" text NOT NULL,
	"description" text NOT NULL,
	"params" text DEFAULT '' NOT NULL,
	"price_type" text NOT NULL,
	"price_cents" bigint DEFAULT 0 NOT NULL,
	"price_vli" integer DEFAULT 0 NOT NULL,
	"vip_free" boolean DEFAULT false NOT NULL,
	"platforms" text[] NOT NULL,
	"buyers" integer DEFAULT 0 NOT NULL,
	"is_on_sale" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "indicator_owners" ADD CONSTRAINT "indicator_owners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicator_owners" ADD CONSTRAINT "indicator_owners_indicator_id_indicators_id_fk" FOREIGN KEY ("indicator_id") REFERENCES "public"."indicators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicator_reviews" ADD CONSTRAINT "indicator_reviews_indicator_id_indicators_id_fk" FOREIGN KEY ("indicator_id") REFERENCES "public"."indicators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "indicator_reviews" ADD CONSTRAINT "indicator_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "indicator_owners_user" ON "indicator_owners" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "indicator_reviews_once" ON "indicator_reviews" USING btree ("indicator_id","user_id");--> statement-breakpoint
CREATE INDEX "indicator_reviews_time" ON "indicator_reviews" USING btree ("indicator_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "indicators_code" ON "indicators" USING btree ("code");