-- A product followed twice by one user (never written by the wizard, which de-duplicates) keeps its first row.
DELETE FROM "user_followed_products" a USING "user_followed_products" b WHERE a."user_id" = b."user_id" AND a."product_id" = b."product_id" AND a."id" > b."id";--> statement-breakpoint
DROP INDEX "user_followed_products_user";--> statement-breakpoint
CREATE UNIQUE INDEX "user_followed_products_once" ON "user_followed_products" USING btree ("user_id","product_id");
