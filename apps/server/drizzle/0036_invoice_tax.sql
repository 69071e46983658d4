CREATE TABLE "invoice_tax_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_tax_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" integer NOT NULL,
	"kind" varchar(4) NOT NULL,
	"path" varchar(200) NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"size" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "tax_invoice_no" varchar(20);--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "tax_invoice_date" date;--> statement-breakpoint
ALTER TABLE "invoice_tax_files" ADD CONSTRAINT "invoice_tax_files_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_tax_files_kind_idx" ON "invoice_tax_files" USING btree ("invoice_id","kind");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_tax_invoice_no_unique" UNIQUE("tax_invoice_no");