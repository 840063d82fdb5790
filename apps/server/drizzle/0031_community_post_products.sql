CREATE TABLE "community_post_products" (
	"post_id" integer NOT NULL,
	"symbol" text NOT NULL,
	CONSTRAINT "community_post_products_post_id_symbol_pk" PRIMARY KEY("post_id","symbol")
);
--> statement-breakpoint
ALTER TABLE "community_post_products" ADD CONSTRAINT "community_post_products_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_post_products_board" ON "community_post_products" USING btree ("symbol","post_id");