CREATE TABLE "coupons" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"code" text NOT NULL,
	"discount_value_type" text NOT NULL,
	"discount_value" numeric(12, 3) NOT NULL,
	"min_order_value" numeric(12, 3) DEFAULT '0' NOT NULL,
	"max_discount_value" numeric(12, 3),
	"free_delivery" boolean DEFAULT false NOT NULL,
	"products" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "delivery_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"name" text NOT NULL,
	"fee" numeric(12, 3) NOT NULL,
	"polygon" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"employee_id" text NOT NULL,
	"employee_phone" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"language" text NOT NULL,
	"submission" jsonb NOT NULL,
	"origin_label" text,
	"origin_type" text,
	"origin_location" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "geofences" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"polygon" jsonb,
	"center_lat" numeric(9, 6),
	"center_lng" numeric(9, 6),
	"radius_m" integer
);
--> statement-breakpoint
CREATE TABLE "line_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_uuid" uuid NOT NULL,
	"product" integer NOT NULL,
	"product_sku" text DEFAULT '' NOT NULL,
	"product_name" text NOT NULL,
	"product_variation" text DEFAULT '' NOT NULL,
	"variations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"product_variations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"combo_groups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"product_price" numeric(12, 3) NOT NULL,
	"quantity" integer NOT NULL,
	"special_instructions" text DEFAULT '' NOT NULL,
	"cart_uuid" text,
	"status" text DEFAULT 'Active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"order_number" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"language" text NOT NULL,
	"order_type" text NOT NULL,
	"payment_type" text NOT NULL,
	"customer_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"address" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"delivery_datetime" timestamp with time zone,
	"order_comments" text DEFAULT '' NOT NULL,
	"origin_label" text,
	"origin_type" text,
	"origin_location" jsonb,
	"coupon_code" text,
	"discounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"taxes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sub_total" numeric(12, 3) NOT NULL,
	"discount" numeric(12, 3) DEFAULT '0' NOT NULL,
	"delivery_fees" numeric(12, 3) DEFAULT '0' NOT NULL,
	"tips_amount" numeric(12, 3) DEFAULT '0' NOT NULL,
	"total" numeric(12, 3) NOT NULL,
	"currency" text NOT NULL,
	"additional_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"payment_url" text,
	"common_order" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_uuid" uuid NOT NULL,
	"provider" text NOT NULL,
	"reference" text NOT NULL,
	"payment_type" text NOT NULL,
	"amount" numeric(12, 3) NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"split_payment_uuid" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "payments_reference_unique" UNIQUE("reference")
);
--> statement-breakpoint
CREATE TABLE "split_payments" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"order_uuid" uuid NOT NULL,
	"guest_name" text NOT NULL,
	"amount" numeric(12, 3) NOT NULL,
	"status" text DEFAULT 'AVAILABLE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "table_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"name" text NOT NULL,
	"minimum_order_amount" numeric(12, 3) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venue_domains" (
	"domain" text PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venue_tables" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"section_id" integer
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" integer PRIMARY KEY NOT NULL,
	"license" text NOT NULL,
	"license_status" text DEFAULT 'ACTIVE' NOT NULL,
	"default_language" text NOT NULL,
	"languages" jsonb NOT NULL,
	"document" jsonb NOT NULL,
	"payment_provider" text DEFAULT 'sandbox' NOT NULL,
	"partner" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "venues_license_unique" UNIQUE("license")
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"wallet_id" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"balance" numeric(12, 3) NOT NULL,
	"otp" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_zones" ADD CONSTRAINT "delivery_zones_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_submissions" ADD CONSTRAINT "feedback_submissions_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "geofences" ADD CONSTRAINT "geofences_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_items" ADD CONSTRAINT "line_items_order_uuid_orders_uuid_fk" FOREIGN KEY ("order_uuid") REFERENCES "orders"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_uuid_orders_uuid_fk" FOREIGN KEY ("order_uuid") REFERENCES "orders"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "split_payments" ADD CONSTRAINT "split_payments_order_uuid_orders_uuid_fk" FOREIGN KEY ("order_uuid") REFERENCES "orders"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "table_sections" ADD CONSTRAINT "table_sections_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_domains" ADD CONSTRAINT "venue_domains_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_tables" ADD CONSTRAINT "venue_tables_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_tables" ADD CONSTRAINT "venue_tables_section_id_table_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "table_sections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallets" ADD CONSTRAINT "wallets_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_venue_code" ON "coupons" USING btree ("venue_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "employees_venue_employee" ON "employees" USING btree ("venue_id","employee_id");--> statement-breakpoint
CREATE INDEX "line_items_order" ON "line_items" USING btree ("order_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency" ON "orders" USING btree ("venue_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number" ON "orders" USING btree ("venue_id","order_number");--> statement-breakpoint
CREATE INDEX "orders_origin" ON "orders" USING btree ("venue_id","origin_label","status");--> statement-breakpoint
CREATE UNIQUE INDEX "venue_tables_number" ON "venue_tables" USING btree ("venue_id","kind","number");--> statement-breakpoint
CREATE UNIQUE INDEX "wallets_venue_wallet" ON "wallets" USING btree ("venue_id","wallet_id");