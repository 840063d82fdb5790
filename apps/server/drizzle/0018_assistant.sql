CREATE TABLE "assistant_chats" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"visitor" text NOT NULL,
	"session_id" text NOT NULL,
	"prompt" text NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"thoughts" text DEFAULT '' NOT NULL,
	"probe_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cost" smallint NOT NULL,
	"state" text DEFAULT 'streaming' NOT NULL,
	"is_member" boolean DEFAULT false NOT NULL,
	"is_like" smallint,
	"feedback_type" text,
	"feedback_content" text,
	"engine" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assistant_chats_state" CHECK ("assistant_chats"."state" in ('streaming', 'finished', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "assistant_faq_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"questions" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assistant_lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"keywords" jsonb NOT NULL,
	"body" text NOT NULL,
	"link" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assistant_chats" ADD CONSTRAINT "assistant_chats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assistant_chats_user" ON "assistant_chats" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "assistant_chats_visitor" ON "assistant_chats" USING btree ("visitor","id") WHERE "assistant_chats"."user_id" is null;--> statement-breakpoint
CREATE INDEX "assistant_chats_session" ON "assistant_chats" USING btree ("session_id","id");--> statement-breakpoint
-- The daily task 向AI助手提问 for a site whose tasks are already seeded; a new site's seed adds it with the others.
INSERT INTO "tasks" ("code", "title", "description", "period", "points", "link", "sort")
  SELECT 'ask_assistant', '向AI助手提问', '向AI助手提一个问题并得到回答', 'daily', 3, '/AI', 4
  WHERE EXISTS (SELECT 1 FROM "tasks")
  ON CONFLICT ("code") DO NOTHING;
