CREATE TABLE "warehouses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "warehouses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" varchar(30) NOT NULL,
	"city" varchar(30) DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "warehouses_name_unique" UNIQUE("name")
);
--> statement-breakpoint
-- The first warehouse (id 1, the column default below), so the goods already there name one.
INSERT INTO "warehouses" ("name", "city") VALUES ('华东仓', '杭州');--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "warehouse_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goods_warehouse_idx" ON "goods" USING btree ("warehouse_id");