CREATE TABLE "coupon_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" bigint DEFAULT 0 NOT NULL,
	"rate_percent" integer DEFAULT 100 NOT NULL,
	"min_spend_cents" bigint DEFAULT 0 NOT NULL,
	"product_kinds" text[] NOT NULL,
	"valid_days" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"rate_percent" integer NOT NULL,
	"min_spend_cents" bigint NOT NULL,
	"product_kinds" text[] NOT NULL,
	"state" text DEFAULT 'unused' NOT NULL,
	"order_no" text,
	"held_until" timestamp with time zone,
	"source" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "coupon_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_coupons_user_state" ON "user_coupons" USING btree ("user_id","state","expires_at");--> statement-breakpoint
CREATE INDEX "user_coupons_order" ON "user_coupons" USING btree ("order_no");--> statement-breakpoint
INSERT INTO "gift_pack_items" ("image", "title", "subtitle", "kind", "amount", "sort")
  SELECT '/images/pack/coupon.svg', '新人立减券', '开通VIP或购买指标满39元减10元，7天内有效', 'coupon', 1, 3
  WHERE EXISTS (SELECT 1 FROM "gift_pack_items") AND NOT EXISTS (SELECT 1 FROM "gift_pack_items" WHERE "kind" = 'coupon');
