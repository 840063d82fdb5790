CREATE TABLE "community_newsletter_reads" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"read_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "community_newsletter_reads" ADD CONSTRAINT "community_newsletter_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;