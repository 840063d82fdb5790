CREATE TABLE "strategy_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"author_id" integer NOT NULL,
	"symbol" text NOT NULL,
	"period" text NOT NULL,
	"trading_day" text NOT NULL,
	"bias" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"support" double precision NOT NULL,
	"resistance" double precision NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"column" text NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"media_key" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "strategy_notes" ADD CONSTRAINT "strategy_notes_author_id_learning_teachers_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."learning_teachers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "strategy_notes_once" ON "strategy_notes" USING btree ("symbol","period","trading_day");--> statement-breakpoint
CREATE INDEX "strategy_notes_day" ON "strategy_notes" USING btree ("period","trading_day");--> statement-breakpoint
CREATE INDEX "video_items_column" ON "video_items" USING btree ("column","published_at");