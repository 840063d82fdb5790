ALTER TABLE "learning_teachers" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "learning_teachers" ADD CONSTRAINT "learning_teachers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_teachers" ADD CONSTRAINT "learning_teachers_user" UNIQUE("user_id");