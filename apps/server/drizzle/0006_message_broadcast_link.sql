ALTER TABLE "messages" ADD COLUMN "broadcast_id" integer;--> statement-breakpoint
CREATE INDEX "messages_broadcast_idx" ON "messages" USING btree ("broadcast_id");