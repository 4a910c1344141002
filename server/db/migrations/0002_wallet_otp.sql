ALTER TABLE "payments" ADD COLUMN "payment_url" text;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "otp_secret" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "otp_last_step" integer;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "otp_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "wallets" ADD COLUMN "otp_locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wallets" DROP COLUMN "otp";