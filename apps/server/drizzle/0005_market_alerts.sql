CREATE TABLE "market_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"time" timestamp with time zone NOT NULL,
	"symbol" text NOT NULL,
	"contract" text NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"price" numeric NOT NULL,
	"zdf" numeric NOT NULL
);
--> statement-breakpoint
CREATE INDEX "market_alerts_symbol_time" ON "market_alerts" USING btree ("symbol","time");--> statement-breakpoint
CREATE INDEX "market_alerts_time" ON "market_alerts" USING btree ("time");