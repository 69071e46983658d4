CREATE TABLE "trace_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trace_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"order_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"batch_no" varchar(30),
	"store_id" integer NOT NULL,
	"scanned_by" integer NOT NULL,
	"scanned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"returned_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "trace_prefixes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "trace_exempt" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "trace_codes" ADD CONSTRAINT "trace_codes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trace_codes" ADD CONSTRAINT "trace_codes_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trace_codes" ADD CONSTRAINT "trace_codes_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trace_codes" ADD CONSTRAINT "trace_codes_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trace_codes" ADD CONSTRAINT "trace_codes_scanned_by_staff_id_fk" FOREIGN KEY ("scanned_by") REFERENCES "public"."staff"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trace_codes_shipped_code_idx" ON "trace_codes" USING btree ("code") WHERE "trace_codes"."returned_at" IS NULL;--> statement-breakpoint
CREATE INDEX "trace_codes_order_idx" ON "trace_codes" USING btree ("order_id","order_item_id");--> statement-breakpoint
CREATE INDEX "goods_trace_prefixes_idx" ON "goods" USING gin ("trace_prefixes");