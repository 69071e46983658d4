CREATE TYPE "public"."recharge_status" AS ENUM('pending', 'paid');--> statement-breakpoint
CREATE TYPE "public"."group_buy_status" AS ENUM('open', 'completed', 'expired');--> statement-breakpoint
ALTER TABLE "recharge_orders" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "recharge_orders" ALTER COLUMN "status" SET DATA TYPE "public"."recharge_status" USING "status"::"public"."recharge_status";--> statement-breakpoint
ALTER TABLE "recharge_orders" ALTER COLUMN "status" SET DEFAULT 'pending'::"public"."recharge_status";--> statement-breakpoint
ALTER TABLE "group_buys" ALTER COLUMN "status" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "group_buys" ALTER COLUMN "status" SET DATA TYPE "public"."group_buy_status" USING "status"::"public"."group_buy_status";--> statement-breakpoint
ALTER TABLE "group_buys" ALTER COLUMN "status" SET DEFAULT 'open'::"public"."group_buy_status";
