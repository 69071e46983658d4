ALTER TABLE "orders" ADD COLUMN "hm_buyer_name" varchar(20);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "hm_buyer_id_no" varchar(18);