ALTER TABLE "products" ADD COLUMN "sale_price" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "sale_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "weight_grams" integer;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sale_below_price" CHECK ("products"."sale_price" is null or ("products"."sale_price" >= 0 and "products"."sale_price" < "products"."price"));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_sale_dates" CHECK ("products"."sale_starts_at" is null or "products"."sale_ends_at" is null or "products"."sale_ends_at" > "products"."sale_starts_at");