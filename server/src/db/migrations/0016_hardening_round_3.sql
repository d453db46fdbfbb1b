-- Hardening round 3: recent authentication and provider sign-out per session, confirmed e-mail
-- for reminders and accounts, one widget token per site, leased webhook deliveries.
ALTER TABLE "api_tokens" ADD COLUMN "origin" text;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD COLUMN "email_confirmed_address" text;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD COLUMN "email_code_address" text;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD COLUMN "email_code_hash" text;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD COLUMN "email_code_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD COLUMN "email_code_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "authenticated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "oidc_id_token" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "lease_expires_at" timestamp with time zone;--> statement-breakpoint
-- Sessions opened before this migration count as authenticated when they were opened, not now.
UPDATE "sessions" SET "authenticated_at" = "created_at";--> statement-breakpoint
-- Addresses already proven by a provider sign-in with a verified e-mail stay verified.
UPDATE "users" u SET "email_verified_at" = u."created_at" WHERE EXISTS (SELECT 1 FROM "user_identities" i WHERE i."user_id" = u."id" AND i."is_email_verified" AND lower(i."email") = lower(u."email"));
