CREATE TYPE "public"."restricted_class" AS ENUM('疫苗', '血液制品', '麻醉药品', '精神药品', '医疗用毒性药品', '放射性药品', '药品类易制毒化学品', '医疗机构制剂', '中药配方颗粒');
--> statement-breakpoint
CREATE TYPE "public"."rx_class" AS ENUM('处方药', '甲类OTC', '乙类OTC');
--> statement-breakpoint
CREATE TYPE "public"."yb_class" AS ENUM('甲', '乙', '丙', '非医保');
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "rx_class" "rx_class";
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "yb_code" varchar(30) DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "yb_class" "yb_class" DEFAULT '非医保' NOT NULL;
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "is_essential" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "is_vbp" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "is_negotiated" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "cold_min_c" smallint;
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "cold_max_c" smallint;
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "origin" varchar(30) DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "shelf_life_months" smallint;
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "restricted_class" "restricted_class";
--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_cold_chain_check" CHECK (("goods"."cold_min_c" IS NULL) = ("goods"."cold_max_c" IS NULL) AND ("goods"."cold_min_c" IS NULL OR "goods"."cold_min_c" < "goods"."cold_max_c"));
--> statement-breakpoint
-- Existing flags become classes: a 医保 goods of unknown class is taken as 乙 (a share paid by the patient, never overstating cover); a non-prescription western drug as 甲类OTC (the stricter OTC class); 冷藏 goods as 2–8 °C.
UPDATE "goods" SET "yb_class" = CASE WHEN "is_yb" THEN '乙'::yb_class ELSE '非医保'::yb_class END, "rx_class" = CASE WHEN "is_rx" THEN '处方药'::rx_class WHEN "kind" = 'western' THEN '甲类OTC'::rx_class END, "cold_min_c" = CASE WHEN "storage" = '冷藏' THEN 2 END, "cold_max_c" = CASE WHEN "storage" = '冷藏' THEN 8 END;
--> statement-breakpoint
ALTER TABLE "goods" ALTER COLUMN "is_rx" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "goods" drop column "is_rx";
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "is_rx" boolean GENERATED ALWAYS AS (rx_class IS NOT DISTINCT FROM '处方药'::rx_class) STORED NOT NULL;
--> statement-breakpoint
ALTER TABLE "goods" ALTER COLUMN "is_yb" DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE "goods" drop column "is_yb";
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "is_yb" boolean GENERATED ALWAYS AS (yb_class <> '非医保'::yb_class) STORED NOT NULL;