CREATE TABLE "risk_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"kind" text NOT NULL,
	"content_html" text NOT NULL,
	"media_key" text,
	"minutes" integer NOT NULL,
	"pass_mark" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_passes" (
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"passed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "risk_passes_user_id_item_id_pk" PRIMARY KEY("user_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "risk_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"prompt" text NOT NULL,
	"options" text[] NOT NULL,
	"answer" integer NOT NULL,
	"explanation" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_quiz_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"score" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "risk_quiz_attempts_score" CHECK ("risk_quiz_attempts"."score" >= 0)
);
--> statement-breakpoint
ALTER TABLE "risk_passes" ADD CONSTRAINT "risk_passes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_passes" ADD CONSTRAINT "risk_passes_item_id_risk_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."risk_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_questions" ADD CONSTRAINT "risk_questions_item_id_risk_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."risk_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_quiz_attempts" ADD CONSTRAINT "risk_quiz_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_quiz_attempts" ADD CONSTRAINT "risk_quiz_attempts_item_id_risk_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."risk_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "risk_questions_item" ON "risk_questions" USING btree ("item_id","sort");--> statement-breakpoint
CREATE INDEX "risk_quiz_attempts_user" ON "risk_quiz_attempts" USING btree ("user_id","item_id");