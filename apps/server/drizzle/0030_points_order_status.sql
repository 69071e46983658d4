CREATE TYPE "public"."points_order_status" AS ENUM('pending', 'shipped', 'completed');--> statement-breakpoint
ALTER TABLE "points_orders" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "points_orders" ALTER COLUMN "status" SET DATA TYPE "public"."points_order_status" USING "status"::"public"."points_order_status";--> statement-breakpoint
ALTER TABLE "points_orders" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."points_order_status";
