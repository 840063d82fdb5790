CREATE TABLE "bought_quota_uses" (
	"user_id" integer NOT NULL,
	"tag" text NOT NULL,
	"remaining" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bought_quota_uses_user_id_tag_pk" PRIMARY KEY("user_id","tag"),
	CONSTRAINT "bought_quota_uses_not_negative" CHECK ("bought_quota_uses"."remaining" >= 0)
);
--> statement-breakpoint
CREATE TABLE "quota_exchange_prices" (
	"tag" text PRIMARY KEY NOT NULL,
	"price_vli" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "draw_chances" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"remaining" integer NOT NULL,
	CONSTRAINT "draw_chances_not_negative" CHECK ("draw_chances"."remaining" >= 0)
);
--> statement-breakpoint
CREATE TABLE "draw_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"prize_id" integer,
	"prize_name" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "draw_prize_days" (
	"prize_id" integer NOT NULL,
	"day" date NOT NULL,
	"drawn" integer NOT NULL,
	CONSTRAINT "draw_prize_days_prize_id_day_pk" PRIMARY KEY("prize_id","day")
);
--> statement-breakpoint
CREATE TABLE "draw_prizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"weight" integer NOT NULL,
	"daily_stock" integer,
	"total_left" integer,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_rewards" (
	"run_day" integer PRIMARY KEY NOT NULL,
	"points" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "bought_quota_uses" ADD CONSTRAINT "bought_quota_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_chances" ADD CONSTRAINT "draw_chances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_log" ADD CONSTRAINT "draw_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_log" ADD CONSTRAINT "draw_log_prize_id_draw_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."draw_prizes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_prize_days" ADD CONSTRAINT "draw_prize_days_prize_id_draw_prizes_id_fk" FOREIGN KEY ("prize_id") REFERENCES "public"."draw_prizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "draw_log_user" ON "draw_log" USING btree ("user_id","id");