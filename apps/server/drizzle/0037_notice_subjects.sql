ALTER TABLE "notices" ADD COLUMN "subjects" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE INDEX "notices_subjects" ON "notices" USING gin ("subjects");