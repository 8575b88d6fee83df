CREATE TABLE "product_variants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"sku" text,
	"options" text[] DEFAULT '{}'::text[] NOT NULL,
	"combination" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_variants_price_positive" CHECK ("product_variants"."price" >= 0),
	CONSTRAINT "product_variants_stock_positive" CHECK ("product_variants"."stock" >= 0)
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "variant_id" uuid;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "variant_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "variant_title_bn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "sku" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "max_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_combination_unique" ON "product_variants" USING btree ("product_id","combination");--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_sku_unique" ON "product_variants" USING btree ("sku");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_variant_idx" ON "order_lines" USING btree ("variant_id");--> statement-breakpoint
-- Every piece so far is sold one way: one variant with no options, its price and stock copied; its orders' lines point at it.
INSERT INTO "product_variants" ("product_id", "options", "combination", "price", "stock", "position")
SELECT "id", '{}'::text[], '', "price", "stock", 0 FROM "products";--> statement-breakpoint
UPDATE "products" SET "max_price" = "price";--> statement-breakpoint
UPDATE "order_lines" SET "variant_id" = "product_variants"."id"
FROM "product_variants" WHERE "product_variants"."product_id" = "order_lines"."product_id";
--> statement-breakpoint
-- A piece's price, highest price and stock summarise its variants' (listings sort and show them): set by the
-- database whenever a variant is added, removed or priced. Orders and stock edits, which change only a variant's
-- stock, add the same change to the piece's in the same transaction (variants locked first, then pieces, each in id
-- order, so two checkouts never wait on each other).
CREATE FUNCTION "summarise_product_variants"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE piece uuid := COALESCE(NEW."product_id", OLD."product_id");
BEGIN
  UPDATE "products" SET
    "price" = COALESCE(summary."low", "products"."price"),
    "max_price" = COALESCE(summary."high", "products"."max_price"),
    "stock" = COALESCE(summary."total", 0)
  FROM (
    SELECT min("price") AS "low", max("price") AS "high", sum("stock")::integer AS "total"
    FROM "product_variants" WHERE "product_id" = piece
  ) AS summary
  WHERE "products"."id" = piece;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "product_variants_summarise" AFTER INSERT OR UPDATE OF "price" OR DELETE ON "product_variants"
FOR EACH ROW EXECUTE FUNCTION "summarise_product_variants"();--> statement-breakpoint
-- A piece added without options is sold one way: its one variant is made with it, from its price and stock.
CREATE FUNCTION "add_default_variant"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."options" = '[]'::jsonb THEN
    INSERT INTO "product_variants" ("product_id", "options", "combination", "price", "stock", "position")
    VALUES (NEW."id", '{}'::text[], '', NEW."price", NEW."stock", 0);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_add_default_variant" AFTER INSERT ON "products"
FOR EACH ROW EXECUTE FUNCTION "add_default_variant"();
