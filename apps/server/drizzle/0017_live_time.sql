CREATE TABLE "live_time_grants" (
	"user_id" integer NOT NULL,
	"day" text NOT NULL,
	"minutes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_time_grants_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "live_watch_minutes" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"minutes_left" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "live_watch_minutes_not_negative" CHECK ("live_watch_minutes"."minutes_left" >= 0)
);
--> statement-breakpoint
ALTER TABLE "live_time_grants" ADD CONSTRAINT "live_time_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_watch_minutes" ADD CONSTRAINT "live_watch_minutes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
UPDATE "site_settings" SET "value" = jsonb_set("value", '{giveLiveTimeTip}', '"每天可领取30分钟直播间观看时长"')
  WHERE "key" = 'give_live_time_config' AND "value"->>'giveLiveTimeTip' = '新用户注册即送 7 天直播间观看时长';
