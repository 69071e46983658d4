ALTER TABLE "order_items" ADD COLUMN "discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Orders placed before the column kept only their lines after discounts: their share is what the units cost less that.
UPDATE "order_items" SET "discount" = "price" * "number" - "amount" WHERE "line_type" = 'goods' AND "price" * "number" > "amount";
