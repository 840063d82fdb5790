CREATE TABLE "research_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"author_id" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"symbols" text[] NOT NULL,
	"pdf_key" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "research_reports" ADD CONSTRAINT "research_reports_author_id_learning_teachers_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."learning_teachers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "research_reports_author" ON "research_reports" USING btree ("author_id","published_at");--> statement-breakpoint
CREATE INDEX "research_reports_time" ON "research_reports" USING btree ("published_at");