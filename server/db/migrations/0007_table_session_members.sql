CREATE TABLE "order_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_uuid" uuid NOT NULL,
	"key_hash" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_members_role" CHECK ("order_members"."role" in ('creator', 'member'))
);
--> statement-breakpoint
CREATE TABLE "wallet_otp_failures" (
	"order_uuid" uuid PRIMARY KEY NOT NULL,
	"wallet_id" integer,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "table_session_ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_members" ADD CONSTRAINT "order_members_order_uuid_orders_uuid_fk" FOREIGN KEY ("order_uuid") REFERENCES "orders"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_otp_failures" ADD CONSTRAINT "wallet_otp_failures_order_uuid_orders_uuid_fk" FOREIGN KEY ("order_uuid") REFERENCES "orders"("uuid") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wallet_otp_failures" ADD CONSTRAINT "wallet_otp_failures_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "wallets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_members_key" ON "order_members" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "order_members_order" ON "order_members" USING btree ("order_uuid");