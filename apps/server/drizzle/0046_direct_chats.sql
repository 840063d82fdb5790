CREATE TABLE "direct_chat_messages" (
	"chat_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"side" text NOT NULL,
	"sender_id" integer,
	"content" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "direct_chat_messages_chat_id_seq_pk" PRIMARY KEY("chat_id","seq"),
	CONSTRAINT "direct_chat_messages_side" CHECK ("direct_chat_messages"."side" in ('user', 'agent', 'system'))
);
--> statement-breakpoint
CREATE TABLE "direct_chats" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"teacher_id" integer,
	"agent_id" integer,
	"status" text DEFAULT 'waiting' NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"user_unread" integer DEFAULT 0 NOT NULL,
	"agent_unread" integer DEFAULT 0 NOT NULL,
	"last_message" text DEFAULT '' NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "direct_chats_kind" CHECK ("direct_chats"."kind" in ('teacher', 'service')),
	CONSTRAINT "direct_chats_status" CHECK ("direct_chats"."status" in ('waiting', 'open')),
	CONSTRAINT "direct_chats_teacher" CHECK (("direct_chats"."kind" = 'teacher') = ("direct_chats"."teacher_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "service_agents" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "direct_chat_messages" ADD CONSTRAINT "direct_chat_messages_chat_id_direct_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."direct_chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_chat_messages" ADD CONSTRAINT "direct_chat_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_chats" ADD CONSTRAINT "direct_chats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_chats" ADD CONSTRAINT "direct_chats_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_chats" ADD CONSTRAINT "direct_chats_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_agents" ADD CONSTRAINT "service_agents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "direct_chats_teacher_pair" ON "direct_chats" USING btree ("user_id","teacher_id") WHERE "direct_chats"."kind" = 'teacher';--> statement-breakpoint
CREATE UNIQUE INDEX "direct_chats_service_one" ON "direct_chats" USING btree ("user_id") WHERE "direct_chats"."kind" = 'service';--> statement-breakpoint
CREATE INDEX "direct_chats_teacher_inbox" ON "direct_chats" USING btree ("teacher_id","last_message_at");--> statement-breakpoint
CREATE INDEX "direct_chats_service_inbox" ON "direct_chats" USING btree ("kind","status","last_message_at");