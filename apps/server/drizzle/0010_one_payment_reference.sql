-- Each provider's attempt id moves into the one column every provider now uses.
UPDATE "orders" SET "payment_reference" = coalesce("stripe_payment_intent_id", "bkash_payment_id");--> statement-breakpoint
DROP INDEX "orders_stripe_payment_intent_unique";--> statement-breakpoint
DROP INDEX "orders_bkash_payment_unique";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "stripe_payment_intent_id";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "bkash_payment_id";