DROP INDEX "goods_name_order_idx";--> statement-breakpoint
CREATE INDEX "goods_name_idx" ON "goods" USING btree ("name");