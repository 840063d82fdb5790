CREATE TABLE "new_user_pack_claims" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"task_id" integer NOT NULL,
	"period_key" text NOT NULL,
	"points" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"period" text NOT NULL,
	"points" integer NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tasks_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "gift_pack_items" ADD COLUMN "kind" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_pack_items" ADD COLUMN "amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "new_user_pack_claims" ADD CONSTRAINT "new_user_pack_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_claims" ADD CONSTRAINT "task_claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_claims" ADD CONSTRAINT "task_claims_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "task_claims_once_a_period" ON "task_claims" USING btree ("user_id","task_id","period_key");--> statement-breakpoint
CREATE INDEX "task_claims_user" ON "task_claims" USING btree ("user_id");--> statement-breakpoint
UPDATE "gift_pack_items" SET "kind" = 'vli', "amount" = 5 WHERE "title" = '5 V粒';--> statement-breakpoint
DELETE FROM "gift_pack_items" WHERE "image" IN ('/images/pack/live.svg', '/images/pack/course.svg');--> statement-breakpoint
INSERT INTO "gift_pack_items" ("image", "title", "subtitle", "kind", "amount", "sort")
  SELECT '/images/pack/vip.svg', 'VIP体验3天', '会员权益全部可用', 'vip_days', 3, 2
  WHERE EXISTS (SELECT 1 FROM "gift_pack_items") AND NOT EXISTS (SELECT 1 FROM "gift_pack_items" WHERE "kind" = 'vip_days');
