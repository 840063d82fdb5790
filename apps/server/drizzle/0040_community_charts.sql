CREATE TABLE "community_post_charts" (
	"post_id" integer PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"period" text NOT NULL,
	"indicators" text[] NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "community_post_charts" ADD CONSTRAINT "community_post_charts_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;