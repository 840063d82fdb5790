CREATE TABLE "sms_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" integer NOT NULL,
	"event_key" text NOT NULL,
	"content" text NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_subscription_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"daily_cap" integer DEFAULT 10 NOT NULL,
	"quiet_start" text DEFAULT '22:00' NOT NULL,
	"quiet_end" text DEFAULT '08:00' NOT NULL,
	"sent_day" text DEFAULT '' NOT NULL,
	"sent_today" integer DEFAULT 0 NOT NULL,
	"plan_expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"symbol" text NOT NULL,
	"event" text NOT NULL,
	"price" double precision,
	"direction" text,
	"state" text DEFAULT 'active' NOT NULL,
	"unsubscribe_token" text NOT NULL,
	"sent_count" integer DEFAULT 0 NOT NULL,
	"last_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sms_deliveries" ADD CONSTRAINT "sms_deliveries_subscription_id_sms_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."sms_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_subscription_settings" ADD CONSTRAINT "sms_subscription_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_subscriptions" ADD CONSTRAINT "sms_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_deliveries_once" ON "sms_deliveries" USING btree ("subscription_id","event_key");--> statement-breakpoint
CREATE INDEX "sms_subscriptions_active" ON "sms_subscriptions" USING btree ("state","event","symbol");--> statement-breakpoint
CREATE INDEX "sms_subscriptions_user" ON "sms_subscriptions" USING btree ("user_id","state");--> statement-breakpoint
CREATE UNIQUE INDEX "sms_subscriptions_token" ON "sms_subscriptions" USING btree ("unsubscribe_token");