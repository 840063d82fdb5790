CREATE TABLE "training_drills" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"symbol" text NOT NULL,
	"period" text NOT NULL,
	"blind" boolean NOT NULL,
	"bars" jsonb NOT NULL,
	"shown" integer NOT NULL,
	"revealed" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'deciding' NOT NULL,
	"side" text,
	"stop" double precision,
	"entry_price" double precision,
	"exit_price" double precision,
	"exit_kind" text,
	"ticks" integer,
	"move_ticks" integer,
	"money_cents" integer,
	"correct" boolean,
	"score" integer,
	"streak" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "training_drills_revealed" CHECK ("training_drills"."revealed" >= 0)
);
--> statement-breakpoint
CREATE TABLE "training_standings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"drills" integer DEFAULT 0 NOT NULL,
	"correct" integer DEFAULT 0 NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"streak" integer DEFAULT 0 NOT NULL,
	"best_streak" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "training_drills" ADD CONSTRAINT "training_drills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_standings" ADD CONSTRAINT "training_standings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "training_drills_user" ON "training_drills" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "training_drills_finished" ON "training_drills" USING btree ("finished_at");