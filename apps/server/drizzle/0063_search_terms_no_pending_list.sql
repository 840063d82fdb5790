DROP INDEX "search_documents_terms";--> statement-breakpoint
CREATE INDEX "search_documents_terms" ON "search_documents" USING gin ("terms") WITH (fastupdate=false);