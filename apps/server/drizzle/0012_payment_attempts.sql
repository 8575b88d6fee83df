CREATE TABLE "payment_attempts" (
	"reference" text PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"method" text NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_attempts_order_idx" ON "payment_attempts" USING btree ("order_id","created_at");--> statement-breakpoint
-- Each order's attempt so far becomes its first recorded one.
INSERT INTO "payment_attempts" ("reference", "order_id", "method", "paid_at", "created_at")
  SELECT "payment_reference", "id", "payment_method",
    CASE WHEN "payment_status" IN ('paid', 'refunded') THEN "updated_at" END, "updated_at"
  FROM "orders" WHERE "payment_reference" IS NOT NULL;
