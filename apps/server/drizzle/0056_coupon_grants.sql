CREATE TABLE "coupon_grants" (
	"id" serial PRIMARY KEY NOT NULL,
	"batch_no" text NOT NULL,
	"template_id" integer NOT NULL,
	"note" text NOT NULL,
	"by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_grants_batch_no_unique" UNIQUE("batch_no")
);
--> statement-breakpoint
ALTER TABLE "user_coupons" ADD COLUMN "grant_id" integer;--> statement-breakpoint
ALTER TABLE "coupon_grants" ADD CONSTRAINT "coupon_grants_template_id_coupon_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."coupon_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_grants" ADD CONSTRAINT "coupon_grants_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_coupons" ADD CONSTRAINT "user_coupons_grant_id_coupon_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."coupon_grants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_coupons_grant_user" ON "user_coupons" USING btree ("grant_id","user_id");