ALTER TABLE "chat_drafts" ADD COLUMN "origin" text DEFAULT 'coach' NOT NULL;--> statement-breakpoint
ALTER TABLE "chat_drafts" ADD COLUMN "written" jsonb;--> statement-breakpoint
ALTER TABLE "chat_drafts" ADD CONSTRAINT "chat_drafts_origin_check" CHECK ("chat_drafts"."origin" IN ('coach', 'mcp'));