CREATE TABLE "market_bar_chunks" (
	"series" text NOT NULL,
	"period" text NOT NULL,
	"chunk" text NOT NULL,
	"bars" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "market_bar_chunks_series_period_chunk_pk" PRIMARY KEY("series","period","chunk")
);
