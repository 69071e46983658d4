ALTER TABLE "account_managers" ADD COLUMN "id_card_no" varchar(18) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "licence_holder" varchar(100) DEFAULT '' NOT NULL;