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
-- One order's share of its shopper's tallies, times `sign`: an order in its hour for the account, the phone and the
-- address, and its pieces while it is pending and unpaid for the account and the phone. None for a null order.
CREATE FUNCTION "order_share"("placed" "orders", "sign" integer)
RETURNS TABLE ("share_key" text, "share_hour" integer, "share_orders" integer, "share_unpaid" integer)
LANGUAGE sql IMMUTABLE AS $$
  SELECT "shopper"."key", floor(extract(epoch FROM ("placed")."created_at") / 3600)::integer,
    "sign", "sign" * "shopper"."unpaid"
  FROM (SELECT CASE
    WHEN ("placed")."order_status" = 'pending' AND ("placed")."payment_status" IN ('un-paid', 'verifying')
    THEN ("placed")."pieces" ELSE 0 END AS "pieces") AS "held",
  LATERAL (VALUES
    ('account:' || ("placed")."user_id", "held"."pieces"),
    ('phone:' || ("placed")."shipping_phone", "held"."pieces"),
    ('address:' || ("placed")."shipping_address_key", 0)
  ) AS "shopper" ("key", "unpaid")
  WHERE "shopper"."key" IS NOT NULL
$$;--> statement-breakpoint
-- An order placed, changed or deleted: the old row's share taken back and the new row's added, netted for each key
-- and hour (a change that moves nothing writes nothing) and written in key order, so that any two writers lock
-- tally rows in the same order.
CREATE FUNCTION "tally_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "order_tallies" AS "tally" ("key", "hour", "orders", "unpaid_pieces")
  SELECT "share_key", "share_hour", sum("share_orders"), sum("share_unpaid")
  FROM (
    SELECT * FROM "order_share"(OLD, -1)
    UNION ALL
    SELECT * FROM "order_share"(NEW, 1)
  ) AS "moved"
  GROUP BY "share_key", "share_hour"
  HAVING sum("share_orders") <> 0 OR sum("share_unpaid") <> 0
  ORDER BY "share_key", "share_hour"
  ON CONFLICT ("key", "hour") DO UPDATE SET
    "orders" = "tally"."orders" + excluded."orders",
    "unpaid_pieces" = "tally"."unpaid_pieces" + excluded."unpaid_pieces";
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The orders already placed, counted as the trigger will count the next ones.
INSERT INTO "order_tallies" ("key", "hour", "orders", "unpaid_pieces")
SELECT "share_key", "share_hour", sum("share_orders"), sum("share_unpaid")
FROM "orders", LATERAL "order_share"("orders", 1)
GROUP BY "share_key", "share_hour";--> statement-breakpoint
CREATE TRIGGER "orders_tallied"
  AFTER INSERT OR DELETE OR UPDATE OF "user_id", "shipping_phone", "shipping_address_key", "created_at",
    "order_status", "payment_status", "pieces"
  ON "orders" FOR EACH ROW EXECUTE FUNCTION "tally_orders"();
