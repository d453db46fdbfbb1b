ALTER TABLE "users" ADD COLUMN "weight_unit" text DEFAULT 'lbs' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "temperature_unit" text DEFAULT 'F' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "theme" text DEFAULT 'system' NOT NULL;