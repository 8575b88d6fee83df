-- Bangla beside English: products and order lines gain Bangla titles, posts and orders remember their language.
ALTER TABLE "blogs" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "title_bn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "lang" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "title_bn" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_bn" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- A search on a Bangla page finds a piece by its Bangla title as well as its English one.
CREATE INDEX IF NOT EXISTS "products_title_bn_trgm_idx" ON "products" USING gin ("title_bn" gin_trgm_ops);
