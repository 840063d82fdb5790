CREATE TABLE "vip_memberships" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"vip_level" smallint DEFAULT 1 NOT NULL,
	"vip_expires_at" timestamp with time zone,
	"vip_is_trial" boolean DEFAULT false NOT NULL,
	"money_level" smallint DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_balances" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"money_cents" bigint DEFAULT 0 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vip_memberships" ADD CONSTRAINT "vip_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_balances" ADD CONSTRAINT "wallet_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The balances and memberships users already hold move with them, before their columns go.
INSERT INTO "wallet_balances" ("user_id", "money_cents", "score")
  SELECT "id", "money_cents", "score" FROM "users" WHERE "money_cents" <> 0 OR "score" <> 0;--> statement-breakpoint
INSERT INTO "vip_memberships" ("user_id", "vip_level", "vip_expires_at", "vip_is_trial", "money_level")
  SELECT "id", "vip_level", "vip_expires_at", "vip_is_trial", "money_level" FROM "users"
  WHERE "vip_expires_at" IS NOT NULL OR "vip_level" <> 1 OR "money_level" <> 1 OR "vip_is_trial";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "vip_level";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "vip_expires_at";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "vip_is_trial";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "money_level";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "money_cents";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "score";