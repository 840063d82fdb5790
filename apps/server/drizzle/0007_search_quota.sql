CREATE TABLE "search_quota_uses" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" date NOT NULL,
	"subject" text NOT NULL,
	"tag" text NOT NULL,
	"symbol" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "search_quota_uses_once" ON "search_quota_uses" USING btree ("day","subject","tag","symbol");