CREATE TABLE "community_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"reporter_id" integer NOT NULL,
	"target_type" text NOT NULL,
	"target_id" integer NOT NULL,
	"post_id" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "community_posts" ADD COLUMN "edited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "community_posts" ADD COLUMN "removed_by" text;--> statement-breakpoint
ALTER TABLE "community_comments" ADD COLUMN "removed_by" text;--> statement-breakpoint
ALTER TABLE "community_reports" ADD CONSTRAINT "community_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_reports" ADD CONSTRAINT "community_reports_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "community_reports_once" ON "community_reports" USING btree ("reporter_id","target_type","target_id");--> statement-breakpoint
CREATE INDEX "community_reports_target" ON "community_reports" USING btree ("target_type","target_id","status");--> statement-breakpoint
CREATE INDEX "community_reports_queue" ON "community_reports" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "community_reports_reporter" ON "community_reports" USING btree ("reporter_id","created_at");