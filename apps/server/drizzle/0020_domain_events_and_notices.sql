CREATE TABLE "domain_event_outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"consumer" text NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"message_type" text NOT NULL,
	"content" jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "domain_event_outbox_due" ON "domain_event_outbox" USING btree ("available_at","id");--> statement-breakpoint
CREATE INDEX "notices_user" ON "notices" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "notices_unread" ON "notices" USING btree ("user_id") WHERE "notices"."read_at" is null;