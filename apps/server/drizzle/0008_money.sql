CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer DEFAULT 0 NOT NULL,
	"item_name" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"pay_type" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"transaction_id" text,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payments" (
	"order_no" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"subject" text NOT NULL,
	"notify_url" text NOT NULL,
	"return_url" text NOT NULL,
	"state" text DEFAULT 'unpaid' NOT NULL,
	"transaction_id" text,
	"paid_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"notify_attempts" integer DEFAULT 0 NOT NULL,
	"next_notify_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vip_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"level" smallint NOT NULL,
	"money_level" smallint DEFAULT 1 NOT NULL,
	"name" text NOT NULL,
	"days" integer NOT NULL,
	"price_cents" bigint NOT NULL,
	"original_price_cents" bigint NOT NULL,
	"card_text" text DEFAULT '' NOT NULL,
	"button_image" text DEFAULT '' NOT NULL,
	"is_on_sale" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_passwords" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"failures" smallint DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wallet_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"kind" text NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_passwords" ADD CONSTRAINT "pay_passwords_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_ledger" ADD CONSTRAINT "wallet_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_no" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "orders_user_time" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_pending_expiry" ON "orders" USING btree ("state","expires_at");--> statement-breakpoint
CREATE INDEX "sandbox_payments_notify_due" ON "sandbox_payments" USING btree ("next_notify_at");--> statement-breakpoint
CREATE INDEX "wallet_ledger_user_currency" ON "wallet_ledger" USING btree ("user_id","currency","id");--> statement-breakpoint
CREATE UNIQUE INDEX "wallet_ledger_order_once" ON "wallet_ledger" USING btree ("order_id","currency","kind");