CREATE TABLE "lesson_video_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"lesson_id" integer NOT NULL,
	"uploaded_by" integer NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"file_name" text NOT NULL,
	"file_bytes" bigint NOT NULL,
	"source_key" text NOT NULL,
	"media_key" text NOT NULL,
	"duration_seconds" integer NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lesson_video_jobs" ADD CONSTRAINT "lesson_video_jobs_lesson_id_course_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."course_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_video_jobs" ADD CONSTRAINT "lesson_video_jobs_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lesson_video_jobs_lesson" ON "lesson_video_jobs" USING btree ("lesson_id","id");--> statement-breakpoint
CREATE INDEX "lesson_video_jobs_state" ON "lesson_video_jobs" USING btree ("state","id");