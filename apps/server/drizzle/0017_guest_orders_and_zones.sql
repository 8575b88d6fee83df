DROP INDEX "orders_idempotency_key_unique";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_district" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_area" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_zone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_min_days" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_max_days" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_key_unique" ON "orders" USING btree (coalesce("user_id", "shipping_phone"),"idempotency_key");