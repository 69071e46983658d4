CREATE TYPE "public"."batch_ledger_kind" AS ENUM('receipt', 'reserve', 'release', 'shipment', 'return', 'adjustment', 'expiry', 'lock', 'unlock');--> statement-breakpoint
CREATE TYPE "public"."batch_status" AS ENUM('sellable', 'locked', 'expired');--> statement-breakpoint
CREATE TABLE "batch_ledger" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "batch_ledger_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"batch_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"kind" "batch_ledger_kind" NOT NULL,
	"quantity_delta" integer DEFAULT 0 NOT NULL,
	"reserved_delta" integer DEFAULT 0 NOT NULL,
	"order_id" integer,
	"after_sale_id" integer,
	"actor" varchar(32) NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "goods_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "goods_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"goods_id" integer NOT NULL,
	"batch_no" varchar(30) NOT NULL,
	"produced_on" date NOT NULL,
	"expires_on" date NOT NULL,
	"quantity" integer NOT NULL,
	"reserved" integer DEFAULT 0 NOT NULL,
	"status" "batch_status" DEFAULT 'sellable' NOT NULL,
	"lock_reason" text DEFAULT '' NOT NULL,
	"reports" varchar(120)[] DEFAULT '{}'::varchar[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "goods_batches_quantity_check" CHECK ("goods_batches"."quantity" >= 0),
	CONSTRAINT "goods_batches_reserved_check" CHECK ("goods_batches"."reserved" >= 0),
	CONSTRAINT "goods_batches_dates_check" CHECK ("goods_batches"."expires_on" > "goods_batches"."produced_on")
);
--> statement-breakpoint
CREATE TABLE "order_line_batches" (
	"order_item_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"returned" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_line_batches_order_item_id_batch_id_pk" PRIMARY KEY("order_item_id","batch_id"),
	CONSTRAINT "order_line_batches_quantity_check" CHECK ("order_line_batches"."quantity" > 0),
	CONSTRAINT "order_line_batches_returned_check" CHECK ("order_line_batches"."returned" >= 0 AND "order_line_batches"."returned" <= "order_line_batches"."quantity")
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "expiry_from" date;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "expiry_to" date;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "min_validity_months" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "batch_ledger" ADD CONSTRAINT "batch_ledger_batch_id_goods_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."goods_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_ledger" ADD CONSTRAINT "batch_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "batch_ledger" ADD CONSTRAINT "batch_ledger_after_sale_id_after_sales_id_fk" FOREIGN KEY ("after_sale_id") REFERENCES "public"."after_sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_batches" ADD CONSTRAINT "goods_batches_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_batches" ADD CONSTRAINT "order_line_batches_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_batches" ADD CONSTRAINT "order_line_batches_batch_id_goods_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."goods_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_batches" ADD CONSTRAINT "order_line_batches_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_ledger_batch_idx" ON "batch_ledger" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "batch_ledger_order_idx" ON "batch_ledger" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_batches_goods_no_idx" ON "goods_batches" USING btree ("goods_id","batch_no");--> statement-breakpoint
CREATE INDEX "goods_batches_fefo_idx" ON "goods_batches" USING btree ("goods_id","expires_on","id");--> statement-breakpoint
CREATE INDEX "goods_batches_sellable_expiry_idx" ON "goods_batches" USING btree ("expires_on") WHERE "goods_batches"."status" = 'sellable';--> statement-breakpoint
CREATE INDEX "order_line_batches_order_idx" ON "order_line_batches" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "goods_expiry_from_idx" ON "goods" USING btree ("expiry_from");--> statement-breakpoint
-- The stock already held moves into one batch per goods: its recorded batch number and expiry where it has them.
INSERT INTO "goods_batches" ("goods_id", "batch_no", "produced_on", "expires_on", "quantity", "status", "lock_reason")
SELECT g."id", coalesce(nullif(g."production_batch", ''), 'MIG' || g."id"),
	coalesce(g."expiry_date", current_date + 730) - 730, coalesce(g."expiry_date", current_date + 730), g."stock",
	CASE WHEN coalesce(g."expiry_date", current_date + 730) < current_date THEN 'expired'::batch_status ELSE 'sellable'::batch_status END,
	CASE WHEN coalesce(g."expiry_date", current_date + 730) < current_date THEN '已过有效期' ELSE '' END
FROM "goods" g WHERE g."stock" > 0;--> statement-breakpoint
INSERT INTO "batch_ledger" ("batch_id", "goods_id", "kind", "quantity_delta", "actor", "reason")
SELECT b."id", b."goods_id", 'receipt', b."quantity", 'system:migration', '原有库存转入批次' FROM "goods_batches" b;--> statement-breakpoint
INSERT INTO "batch_ledger" ("batch_id", "goods_id", "kind", "actor", "reason")
SELECT b."id", b."goods_id", 'expiry', 'system:migration', '已过有效期' FROM "goods_batches" b WHERE b."status" = 'expired';--> statement-breakpoint
UPDATE "goods" g SET "stock" = coalesce(s."stock", 0), "expiry_from" = s."from", "expiry_to" = s."to"
FROM (SELECT g2."id", sum(b."quantity")::int AS "stock", min(b."expires_on") AS "from", max(b."expires_on") AS "to"
	FROM "goods" g2 LEFT JOIN "goods_batches" b ON b."goods_id" = g2."id" AND b."status" = 'sellable' AND b."quantity" > 0
	GROUP BY g2."id") s
WHERE s."id" = g."id";
