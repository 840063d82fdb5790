CREATE TABLE "community_honours" (
	"user_id" integer NOT NULL,
	"honour" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_honours_user_id_honour_pk" PRIMARY KEY("user_id","honour")
);
--> statement-breakpoint
ALTER TABLE "community_honours" ADD CONSTRAINT "community_honours_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_honours_user" ON "community_honours" USING btree ("user_id","granted_at");