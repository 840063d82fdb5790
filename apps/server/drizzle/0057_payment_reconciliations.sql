CREATE TABLE "payment_reconciliation_differences" (
	"id" serial PRIMARY KEY NOT NULL,
	"reconciliation_id" integer NOT NULL,
	"order_no" text NOT NULL,
	"kind" text NOT NULL,
	"difference" text NOT NULL,
	"ours_cents" bigint,
	"provider_cents" bigint,
	"provider_transaction_id" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_reconciliations" (
	"id" serial PRIMARY KEY NOT NULL,
	"day" text NOT NULL,
	"channel" text NOT NULL,
	"state" text NOT NULL,
	"ours_count" integer NOT NULL,
	"ours_net_cents" bigint NOT NULL,
	"provider_count" integer NOT NULL,
	"provider_net_cents" bigint NOT NULL,
	"differences" integer NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_reconciliation_differences" ADD CONSTRAINT "payment_reconciliation_differences_reconciliation_id_payment_reconciliations_id_fk" FOREIGN KEY ("reconciliation_id") REFERENCES "public"."payment_reconciliations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_reconciliation_differences_of" ON "payment_reconciliation_differences" USING btree ("reconciliation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_reconciliations_day_channel" ON "payment_reconciliations" USING btree ("day","channel");