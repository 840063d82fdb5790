CREATE TABLE "search_documents" (
	"kind" text NOT NULL,
	"ref_id" integer NOT NULL,
	"title" text NOT NULL,
	"excerpt" text NOT NULL,
	"link" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"terms" "tsvector" NOT NULL,
	CONSTRAINT "search_documents_kind_ref_id_pk" PRIMARY KEY("kind","ref_id")
);
--> statement-breakpoint
CREATE TABLE "search_history" (
	"user_id" integer NOT NULL,
	"keyword" text NOT NULL,
	"searched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_history_user_id_keyword_pk" PRIMARY KEY("user_id","keyword")
);
--> statement-breakpoint
CREATE TABLE "search_index_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_history" ADD CONSTRAINT "search_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_documents_terms" ON "search_documents" USING gin ("terms");--> statement-breakpoint
CREATE INDEX "search_documents_kind_time" ON "search_documents" USING btree ("kind","published_at");--> statement-breakpoint
CREATE INDEX "search_history_recent" ON "search_history" USING btree ("user_id","searched_at");