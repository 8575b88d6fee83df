CREATE TABLE "order_tallies" (
	"key" text NOT NULL,
	"hour" integer NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"unpaid_pieces" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "order_tallies_key_hour_pk" PRIMARY KEY("key","hour")
);
--> statement-breakpoint
DROP INDEX "orders_address_created_idx";--> statement-breakpoint
DROP INDEX "orders_unpaid_user_idx";--> statement-breakpoint
DROP INDEX "orders_unpaid_phone_idx";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pieces" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "orders"
SET "pieces" = (SELECT coalesce(sum("quantity"), 0) FROM "order_lines" WHERE "order_id" = "orders"."id");--> statement-breakpoint
-- What one order adds to its shopper's tallies (`sign` 1) or takes back (-1): an order in its hour for the account,
-- the phone and the address, and its pieces while it is unpaid for the account and the phone.
CREATE FUNCTION "tally_order"("placed" "orders", "sign" integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "unpaid" integer := CASE
    WHEN "placed"."order_status" = 'pending' AND "placed"."payment_status" IN ('un-paid', 'verifying')
    THEN "placed"."pieces" ELSE 0 END;
BEGIN
  INSERT INTO "order_tallies" AS "tally" ("key", "hour", "orders", "unpaid_pieces")
  SELECT "shopper"."key", floor(extract(epoch FROM "placed"."created_at") / 3600)::integer,
    "sign", "sign" * "shopper"."unpaid"
  FROM (VALUES
    ('account:' || "placed"."user_id", "unpaid"),
    ('phone:' || "placed"."shipping_phone", "unpaid"),
    ('address:' || "placed"."shipping_address_key", 0)
  ) AS "shopper" ("key", "unpaid")
  WHERE "shopper"."key" IS NOT NULL
  ON CONFLICT ("key", "hour") DO UPDATE SET
    "orders" = "tally"."orders" + excluded."orders",
    "unpaid_pieces" = "tally"."unpaid_pieces" + excluded."unpaid_pieces";
END
$$;--> statement-breakpoint
CREATE FUNCTION "tally_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM "tally_order"(OLD, -1); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM "tally_order"(NEW, 1); END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The orders already placed, counted as the trigger will count the next ones.
INSERT INTO "order_tallies" ("key", "hour", "orders", "unpaid_pieces")
SELECT "shopper"."key", floor(extract(epoch FROM "placed"."created_at") / 3600)::integer,
  count(*), sum("shopper"."unpaid")
FROM "orders" AS "placed", LATERAL (
  SELECT CASE
    WHEN "placed"."order_status" = 'pending' AND "placed"."payment_status" IN ('un-paid', 'verifying')
    THEN "placed"."pieces" ELSE 0 END AS "pieces"
) AS "held", LATERAL (VALUES
  ('account:' || "placed"."user_id", "held"."pieces"),
  ('phone:' || "placed"."shipping_phone", "held"."pieces"),
  ('address:' || "placed"."shipping_address_key", 0)
) AS "shopper" ("key", "unpaid")
WHERE "shopper"."key" IS NOT NULL
GROUP BY 1, 2;--> statement-breakpoint
CREATE TRIGGER "orders_tallied"
  AFTER INSERT OR DELETE OR UPDATE OF "user_id", "shipping_phone", "shipping_address_key", "created_at",
    "order_status", "payment_status", "pieces"
  ON "orders" FOR EACH ROW EXECUTE FUNCTION "tally_orders"();
