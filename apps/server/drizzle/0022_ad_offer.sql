ALTER TABLE "ads" ADD COLUMN "coupon_id" integer;--> statement-breakpoint
ALTER TABLE "ads" ADD COLUMN "new_customers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "ads" ADD CONSTRAINT "ads_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;