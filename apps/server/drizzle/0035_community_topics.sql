CREATE TABLE "community_post_topics" (
	"post_id" integer NOT NULL,
	"topic_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "community_post_topics_post_id_topic_id_pk" PRIMARY KEY("post_id","topic_id")
);
--> statement-breakpoint
CREATE TABLE "community_topic_follows" (
	"user_id" integer NOT NULL,
	"topic_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_topic_follows_user_id_topic_id_pk" PRIMARY KEY("user_id","topic_id")
);
--> statement-breakpoint
CREATE TABLE "community_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "community_post_topics" ADD CONSTRAINT "community_post_topics_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_post_topics" ADD CONSTRAINT "community_post_topics_topic_id_community_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."community_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_topic_follows" ADD CONSTRAINT "community_topic_follows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_topic_follows" ADD CONSTRAINT "community_topic_follows_topic_id_community_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."community_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_post_topics_topic" ON "community_post_topics" USING btree ("topic_id","post_id");--> statement-breakpoint
CREATE INDEX "community_topic_follows_topic" ON "community_topic_follows" USING btree ("topic_id");--> statement-breakpoint
CREATE UNIQUE INDEX "community_topics_name" ON "community_topics" USING btree (lower("name"));