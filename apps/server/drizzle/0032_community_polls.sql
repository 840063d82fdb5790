CREATE TABLE "community_poll_ballots" (
	"post_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"option_ids" integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_poll_ballots_post_id_user_id_pk" PRIMARY KEY("post_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "community_poll_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"post_id" integer NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_polls" (
	"post_id" integer PRIMARY KEY NOT NULL,
	"multiple" boolean NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"voter_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "community_poll_ballots" ADD CONSTRAINT "community_poll_ballots_post_id_community_polls_post_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_polls"("post_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_poll_ballots" ADD CONSTRAINT "community_poll_ballots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_poll_options" ADD CONSTRAINT "community_poll_options_post_id_community_polls_post_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_polls"("post_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_polls" ADD CONSTRAINT "community_polls_post_id_community_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."community_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_poll_ballots_user_day" ON "community_poll_ballots" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "community_poll_options_poll" ON "community_poll_options" USING btree ("post_id","position");