CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"key" text,
	"state" text DEFAULT 'queued' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 8 NOT NULL,
	"every_seconds" integer,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"by_email" text,
	"from_status" text,
	"to_status" text NOT NULL,
	"kind" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"amount" integer NOT NULL,
	"transaction_id" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "payment_id" uuid;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "cancels_order" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_key_unique" ON "jobs" USING btree ("key") WHERE "jobs"."state" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("state","run_at");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reference_unique" ON "payments" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id","created_at");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_phone_created_idx" ON "orders" USING btree ("shipping_phone","created_at");--> statement-breakpoint
-- Data moves into the new tables; the old ones are dropped by the next migration.
CREATE FUNCTION "alankar_provider_method"(name text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE name WHEN 'Stripe' THEN 'card' WHEN 'bKash' THEN 'bkash-checkout' WHEN 'SSLCommerz' THEN 'sslcommerz' END
$$;--> statement-breakpoint
CREATE FUNCTION "alankar_labelled_method"(label text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE label
    WHEN 'Card' THEN 'card'
    WHEN 'Pay with bKash' THEN 'bkash-checkout'
    WHEN 'Card, Nagad, Rocket or bank' THEN 'sslcommerz'
    WHEN 'bKash' THEN 'bkash'
    WHEN 'Cash on delivery' THEN 'cash-on-delivery'
  END
$$;--> statement-breakpoint
-- Each attempt so far becomes a payment row; the provider's transaction id that orders.trx_id held moves onto it.
INSERT INTO "payments" ("order_id", "method", "reference", "amount", "transaction_id", "paid_at", "created_at")
  SELECT a."order_id", a."method", a."reference", o."total",
    CASE WHEN a."reference" = o."payment_reference" AND o."payment_method" <> 'bkash' THEN o."trx_id" END,
    a."paid_at", a."created_at"
  FROM "payment_attempts" a JOIN "orders" o ON o."id" = a."order_id";--> statement-breakpoint
UPDATE "refunds" r SET "payment_id" = p."id"
  FROM "orders" o JOIN "payments" p ON p."reference" = o."payment_reference"
  WHERE r."order_id" = o."id";--> statement-breakpoint
UPDATE "orders" SET "trx_id" = NULL WHERE "payment_method" <> 'bkash';--> statement-breakpoint
-- The English notes of the history become typed events; a sentence no rule recognises is kept as a note.
INSERT INTO "order_events" ("order_id", "at", "actor", "by_email", "from_status", "to_status", "kind", "data")
  SELECT c."order_id", c."at",
    CASE WHEN c."by" = 'system' THEN 'system' WHEN c."by" = o."user_email" THEN 'customer' ELSE 'staff' END,
    NULLIF(c."by", 'system'), c."from_status", c."to_status", e."kind", e."data"
  FROM "order_status_changes" c
  JOIN "orders" o ON o."id" = c."order_id"
  CROSS JOIN LATERAL (
    SELECT
      regexp_match(c."note", '^(Stripe|bKash|SSLCommerz) payment not completed within ([0-9]+) minutes$') AS expired,
      regexp_match(c."note", '^Payment changed from (.+) to (.+)$') AS switched,
      regexp_match(c."note", '^Tk ([0-9,]+) refunded through (Stripe|bKash|SSLCommerz) \((.*)\)$') AS refunded,
      regexp_match(c."note", '^(A second )?(Stripe|bKash|SSLCommerz) payment of Tk ([0-9,]+) received') AS paid,
      (regexp_match(c."note", 'received, (?:TrxID|bank transaction|charge) ([A-Za-z0-9_-]+)'))[1] AS trx,
      (regexp_match(c."note", '\(the order had been switched to ([^)]+)\)'))[1] AS switched_from,
      regexp_replace(
        (regexp_match(c."note", 'Held for a look before shipping: (.*)$'))[1],
        ' after the order was cancelled: refund it from the order’s page$', ''
      ) AS review,
      coalesce(position('after the order was cancelled' in c."note") > 0, false) AS after_cancel,
      (
        SELECT "alankar_labelled_method"((regexp_match(first."note", '^Payment changed from (.+) to (.+)$'))[1])
        FROM "order_status_changes" first
        WHERE first."order_id" = c."order_id" AND first."note" LIKE 'Payment changed from %'
        ORDER BY first."at" LIMIT 1
      ) AS first_method
  ) m
  CROSS JOIN LATERAL (
    SELECT
      CASE
        WHEN c."from_status" IS NULL THEN 'placed'
        WHEN c."note" IS NULL THEN 'status_changed'
        WHEN m.expired IS NOT NULL THEN 'expired'
        WHEN m.switched IS NOT NULL AND "alankar_labelled_method"(m.switched[1]) IS NOT NULL
          AND "alankar_labelled_method"(m.switched[2]) IS NOT NULL THEN 'payment_method_changed'
        WHEN m.refunded IS NOT NULL THEN 'refunded'
        WHEN m.paid IS NOT NULL AND m.review IS NOT NULL THEN 'payment_review'
        WHEN m.paid IS NOT NULL THEN 'payment_recorded'
        ELSE 'note'
      END AS "kind"
  ) k
  CROSS JOIN LATERAL (
    SELECT k."kind",
      CASE k."kind"
        WHEN 'placed' THEN jsonb_build_object('paymentMethod', coalesce(m.first_method, o."payment_method"))
        WHEN 'status_changed' THEN '{}'::jsonb
        WHEN 'expired' THEN jsonb_build_object(
          'method', "alankar_provider_method"(m.expired[1]), 'minutes', m.expired[2]::int, 'providerGone', false)
        WHEN 'payment_method_changed' THEN jsonb_build_object(
          'paymentFrom', "alankar_labelled_method"(m.switched[1]), 'paymentTo', "alankar_labelled_method"(m.switched[2]))
        WHEN 'refunded' THEN jsonb_build_object(
          'method', "alankar_provider_method"(m.refunded[2]), 'amount', replace(m.refunded[1], ',', '')::int,
          'reason', m.refunded[3])
        WHEN 'note' THEN jsonb_build_object('text', c."note")
        ELSE jsonb_build_object(
          'method', "alankar_provider_method"(m.paid[2]), 'amount', replace(m.paid[3], ',', '')::int,
          'transactionId', m.trx, 'switchedFrom', "alankar_labelled_method"(m.switched_from),
          'afterCancel', m.after_cancel, 'duplicate', m.paid[1] IS NOT NULL)
          || CASE WHEN k."kind" = 'payment_review' THEN jsonb_build_object('reason', m.review) ELSE '{}'::jsonb END
      END AS "data"
  ) e;--> statement-breakpoint
DROP FUNCTION "alankar_provider_method"(text);--> statement-breakpoint
DROP FUNCTION "alankar_labelled_method"(text);
