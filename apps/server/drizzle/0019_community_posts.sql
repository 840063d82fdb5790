CREATE TABLE "community_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"excerpt" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_posts_latest" ON "community_posts" USING btree ("id") WHERE "community_posts"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "community_posts_user" ON "community_posts" USING btree ("user_id","id");--> statement-breakpoint
-- The daily task 期友社区发帖 for a site whose tasks are already seeded; a new site's seed adds it with the others.
INSERT INTO "tasks" ("code", "title", "description", "period", "points", "link", "sort")
  SELECT 'community_post', '期友社区发帖', '在期友社区发表一篇帖子', 'daily', 5, '/qiyouCommunityV2', 5
  WHERE EXISTS (SELECT 1 FROM "tasks")
  ON CONFLICT ("code") DO NOTHING;
