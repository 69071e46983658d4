CREATE TABLE "cold_chain_readings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cold_chain_readings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"stage" varchar(10) NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	"temp_tenths" smallint NOT NULL,
	"out_of_range" boolean NOT NULL,
	"source" varchar(8) NOT NULL,
	"recorded_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt_refusals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "receipt_refusals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"after_sale_id" integer NOT NULL,
	"reason" varchar(12) NOT NULL,
	"note" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipt_refusals_after_sale_id_unique" UNIQUE("after_sale_id")
);
--> statement-breakpoint
ALTER TABLE "cold_chain_readings" ADD CONSTRAINT "cold_chain_readings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cold_chain_readings" ADD CONSTRAINT "cold_chain_readings_recorded_by_staff_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_refusals" ADD CONSTRAINT "receipt_refusals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_refusals" ADD CONSTRAINT "receipt_refusals_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_refusals" ADD CONSTRAINT "receipt_refusals_after_sale_id_after_sales_id_fk" FOREIGN KEY ("after_sale_id") REFERENCES "public"."after_sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cold_chain_readings_order_idx" ON "cold_chain_readings" USING btree ("order_id","read_at");--> statement-breakpoint
CREATE INDEX "receipt_refusals_order_idx" ON "receipt_refusals" USING btree ("order_id");