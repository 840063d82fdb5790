ALTER TABLE "strategy_notes" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Every note before the console was written by the server's rule.
UPDATE "strategy_notes" SET "is_demo" = true;