CREATE TABLE "shop_settings" (
	"id" text PRIMARY KEY DEFAULT 'shop' NOT NULL,
	"value" jsonb NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
