CREATE TABLE "live_bookings" (
	"user_id" integer NOT NULL,
	"session_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminded_at" timestamp with time zone,
	CONSTRAINT "live_bookings_user_id_session_id_pk" PRIMARY KEY("user_id","session_id")
);
--> statement-breakpoint
CREATE TABLE "live_courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"cover" text NOT NULL,
	"teacher_id" integer NOT NULL,
	"room_id" integer,
	"weekday" integer,
	"starts_at" text,
	"minutes" integer DEFAULT 60 NOT NULL,
	"replay_course_id" integer,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"live_course_id" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"minutes" integer NOT NULL,
	"recording_key" text,
	"recording_seconds" integer,
	"replay_lesson_id" integer,
	"bookings" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "live_sessions_bookings" CHECK ("live_sessions"."bookings" >= 0)
);
--> statement-breakpoint
ALTER TABLE "live_bookings" ADD CONSTRAINT "live_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_bookings" ADD CONSTRAINT "live_bookings_session_id_live_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."live_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_courses" ADD CONSTRAINT "live_courses_teacher_id_learning_teachers_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."learning_teachers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_courses" ADD CONSTRAINT "live_courses_replay_course_id_courses_id_fk" FOREIGN KEY ("replay_course_id") REFERENCES "public"."courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_live_course_id_live_courses_id_fk" FOREIGN KEY ("live_course_id") REFERENCES "public"."live_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_sessions" ADD CONSTRAINT "live_sessions_replay_lesson_id_course_lessons_id_fk" FOREIGN KEY ("replay_lesson_id") REFERENCES "public"."course_lessons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_bookings_session" ON "live_bookings" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "live_sessions_start" ON "live_sessions" USING btree ("starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "live_sessions_course_start" ON "live_sessions" USING btree ("live_course_id","starts_at");