ALTER TABLE "orders" ADD COLUMN "bkash_payment_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_bkash_payment_unique" ON "orders" USING btree ("bkash_payment_id");