CREATE TABLE "phone_records" (
	"phone" text NOT NULL,
	"source" text NOT NULL,
	"total" integer NOT NULL,
	"delivered" integer NOT NULL,
	"cancelled" integer NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phone_records_phone_source_pk" PRIMARY KEY("phone","source")
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"courier" text NOT NULL,
	"consignment_id" text,
	"tracking_code" text,
	"state" text DEFAULT 'booking' NOT NULL,
	"raw_status" text DEFAULT '' NOT NULL,
	"last_message" text,
	"last_event_at" timestamp with time zone,
	"fee" integer,
	"cod_amount" integer NOT NULL,
	"collected" integer,
	"booked_by" text NOT NULL,
	"next_check_at" timestamp with time zone DEFAULT now() NOT NULL,
	"quiet_checks" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "advance_due" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "advance_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "advance_paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "received_back_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_live_order_unique" ON "shipments" USING btree ("order_id") WHERE "shipments"."state" <> 'cancelled';--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_consignment_unique" ON "shipments" USING btree ("courier","consignment_id");--> statement-breakpoint
CREATE INDEX "shipments_open_check_idx" ON "shipments" USING btree ("next_check_at") WHERE "shipments"."state" not in ('delivered', 'partly_delivered', 'returned', 'cancelled');