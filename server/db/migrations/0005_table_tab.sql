ALTER TABLE "line_items" ADD COLUMN "added_by" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "line_items" ADD COLUMN "tab_guest" text;