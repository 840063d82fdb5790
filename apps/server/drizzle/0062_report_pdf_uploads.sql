CREATE TABLE "report_pdf_uploads" (
	"pdf_key" text PRIMARY KEY NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
