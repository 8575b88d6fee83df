-- Their rows moved to order_events and payments in 0013.
DROP TABLE "order_status_changes" CASCADE;--> statement-breakpoint
DROP TABLE "payment_attempts" CASCADE;--> statement-breakpoint
DROP INDEX "orders_payment_reference_unique";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "payment_reference";