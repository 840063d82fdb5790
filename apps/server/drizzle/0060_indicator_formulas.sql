CREATE TABLE "indicator_formulas" (
	"indicator_id" integer NOT NULL,
	"platform" text NOT NULL,
	"content" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "indicator_formulas_indicator_id_platform_pk" PRIMARY KEY("indicator_id","platform")
);
--> statement-breakpoint
ALTER TABLE "indicator_formulas" ADD CONSTRAINT "indicator_formulas_indicator_id_indicators_id_fk" FOREIGN KEY ("indicator_id") REFERENCES "public"."indicators"("id") ON DELETE cascade ON UPDATE no action;