CREATE TABLE "community_questions" (
	"post_id" integer PRIMARY KEY NOT NULL,
	"bounty" integer NOT NULL,
	"deadline" timestamp with time zone NOT NULL,
	"accepted_comment_id" integer,
	"refunded_at" timestamp with time zone,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "community_questions" ADD CONSTRAINT "community_questions_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_questions" ADD CONSTRAINT "community_questions_accepted_comment_id_community_comments_id_fk" FOREIGN KEY ("accepted_comment_id") REFERENCES "public"."community_comments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_questions_open" ON "community_questions" USING btree ("deadline") WHERE "community_questions"."settled_at" is null;