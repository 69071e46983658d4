CREATE TABLE "purchase_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "purchase_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"store_id" integer NOT NULL,
	"file_name" varchar(100) NOT NULL,
	"rows" jsonb NOT NULL,
	"added_lines" integer[] DEFAULT '{}' NOT NULL,
	"wanted_lines" integer[] DEFAULT '{}' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "purchase_plans" ADD CONSTRAINT "purchase_plans_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_plans_store_idx" ON "purchase_plans" USING btree ("store_id","id");