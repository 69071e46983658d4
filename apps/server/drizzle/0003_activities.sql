CREATE TABLE "group_buy_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "group_buy_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"group_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_buy_members_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "group_buys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "group_buys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"activity_id" integer NOT NULL,
	"goods_id" integer NOT NULL,
	"leader_store_id" integer NOT NULL,
	"size" integer NOT NULL,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD COLUMN "activity_id" integer;--> statement-breakpoint
ALTER TABLE "group_buy_members" ADD CONSTRAINT "group_buy_members_group_id_group_buys_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."group_buys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buy_members" ADD CONSTRAINT "group_buy_members_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buy_members" ADD CONSTRAINT "group_buy_members_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buys" ADD CONSTRAINT "group_buys_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buys" ADD CONSTRAINT "group_buys_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_buys" ADD CONSTRAINT "group_buys_leader_store_id_stores_id_fk" FOREIGN KEY ("leader_store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_buy_members_group_idx" ON "group_buy_members" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "group_buy_members_store_idx" ON "group_buy_members" USING btree ("store_id");--> statement-breakpoint
CREATE INDEX "group_buys_status_idx" ON "group_buys" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "group_buys_activity_idx" ON "group_buys" USING btree ("activity_id","goods_id");