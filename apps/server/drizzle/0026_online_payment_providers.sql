CREATE TYPE "public"."payment_refund_status" AS ENUM('pending', 'succeeded', 'failed');--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"out_refund_no" varchar(32) NOT NULL,
	"reason" varchar(80) NOT NULL,
	"status" "payment_refund_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"provider_refund_no" varchar(64),
	"last_error" text,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_out_refund_no_unique" UNIQUE("out_refund_no")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider" varchar(12);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "out_trade_no" varchar(32);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_trade_no" varchar(64);--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_pending_idx" ON "payment_refunds" USING btree ("id") WHERE "payment_refunds"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "payments_pending_online_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'pending' AND "payments"."out_trade_no" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_out_trade_no_unique" UNIQUE("out_trade_no");--> statement-breakpoint
-- Online payments before this migration were all the local sandbox's.
UPDATE "payments" SET "provider" = 'sandbox' WHERE "method" = 'online';
