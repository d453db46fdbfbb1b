ALTER TABLE "biometric_logs" ADD COLUMN "woke_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "biometric_logs" ADD COLUMN "steps" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "usual_wake_time" text;--> statement-breakpoint
ALTER TABLE "custom_protocols" ADD COLUMN "reminder" jsonb;--> statement-breakpoint
ALTER TABLE "custom_protocols" ADD COLUMN "reminder_updated_at" timestamp with time zone;