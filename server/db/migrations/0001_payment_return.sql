ALTER TABLE "payments" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "app_origin" text;