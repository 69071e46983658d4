CREATE TABLE "search_misses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_misses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"keywords" varchar(50) NOT NULL,
	"store_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_synonyms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"term" varchar(30) NOT NULL,
	"target" varchar(50) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_synonyms_term_unique" UNIQUE("term")
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "trade_name" varchar(50) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "barcode" varchar(14) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "is_yb" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "search_vector" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "manufacturers" ADD COLUMN "short_name" varchar(30) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "search_terms" ADD COLUMN "pinyin" varchar(400) DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "search_misses_time_idx" ON "search_misses" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "goods_search_idx" ON "goods" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "goods_barcode_idx" ON "goods" USING btree ("barcode") WHERE "goods"."barcode" <> '';--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);