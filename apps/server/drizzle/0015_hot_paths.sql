-- The order limits count orders per shipping address: keep each address as they compare it, so the count is an index
-- lookup instead of a scan of the day's orders.
ALTER TABLE "orders" ADD COLUMN "shipping_address_key" text;--> statement-breakpoint
UPDATE "orders" SET "shipping_address_key" = btrim(regexp_replace(lower("shipping_address"), '\s+', ' ', 'g'));--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "shipping_address_key" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_address_created_idx" ON "orders" USING btree ("shipping_address_key","created_at");--> statement-breakpoint
CREATE INDEX "orders_unpaid_user_idx" ON "orders" USING btree ("user_id") WHERE "orders"."user_id" is not null and "orders"."order_status" = 'pending' and "orders"."payment_status" in ('un-paid', 'verifying');--> statement-breakpoint
CREATE INDEX "orders_unpaid_phone_idx" ON "orders" USING btree ("shipping_phone") WHERE "orders"."shipping_phone" is not null and "orders"."order_status" = 'pending' and "orders"."payment_status" in ('un-paid', 'verifying');--> statement-breakpoint
-- The checkout's Idempotency-Key lives on the order it placed: one read finds a repeated order, and no second table
-- is written for each order.
ALTER TABLE "orders" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
UPDATE "orders" SET "idempotency_key" = "idempotency_keys"."key" FROM "idempotency_keys" WHERE "idempotency_keys"."order_id" = "orders"."id";--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_key_unique" ON "orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
DROP TABLE "idempotency_keys";--> statement-breakpoint
-- The runner looks for due jobs often; one index per state it looks for keeps each look a short index walk.
DROP INDEX "jobs_due_idx";--> statement-breakpoint
CREATE INDEX "jobs_queued_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."state" = 'queued';--> statement-breakpoint
CREATE INDEX "jobs_running_idx" ON "jobs" USING btree ("locked_until") WHERE "jobs"."state" = 'running';--> statement-breakpoint
CREATE INDEX "jobs_failed_idx" ON "jobs" USING btree ("updated_at") WHERE "jobs"."state" = 'failed';--> statement-breakpoint
-- Every job is written three times (queued, running, done): clean up after them often, not after a fifth of the table.
ALTER TABLE "jobs" SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_analyze_scale_factor = 0.02);
