CREATE TABLE "cooperation_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"user_id" integer,
	"ip" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"handled_by" integer,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "cooperation_requests_status" ON "cooperation_requests" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "cooperation_requests_mobile" ON "cooperation_requests" USING btree ("mobile","created_at");