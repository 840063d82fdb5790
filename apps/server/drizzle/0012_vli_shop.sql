CREATE TABLE "vli_shop_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"price_vli" integer NOT NULL,
	"stock" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vli_shop_items_stock_not_negative" CHECK ("vli_shop_items"."stock" is null or "vli_shop_items"."stock" >= 0)
);
