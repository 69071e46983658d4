ALTER TABLE "points_orders" ADD COLUMN "consignee" varchar(50) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "points_orders" ADD COLUMN "phone" varchar(20) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "points_orders" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "points_orders" ADD COLUMN "carrier" varchar(30);--> statement-breakpoint
ALTER TABLE "points_orders" ADD COLUMN "tracking_no" varchar(40);--> statement-breakpoint
ALTER TABLE "points_orders" ADD COLUMN "shipped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "points_orders" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "points_orders_status_idx" ON "points_orders" USING btree ("status","id");