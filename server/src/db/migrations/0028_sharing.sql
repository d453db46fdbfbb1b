CREATE TABLE "share_access_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "share_access_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"grant_id" integer NOT NULL,
	"action" text NOT NULL,
	"what" text NOT NULL,
	"ip" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "share_grants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "share_grants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"grantee_id" integer NOT NULL,
	"preset" text NOT NULL,
	"scopes" jsonb NOT NULL,
	"expires_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "share_grants_not_self" CHECK ("share_grants"."owner_id" <> "share_grants"."grantee_id")
);
--> statement-breakpoint
ALTER TABLE "chat_drafts" DROP CONSTRAINT "chat_drafts_origin_check";--> statement-breakpoint
ALTER TABLE "chat_drafts" ADD COLUMN "proposed_by_grant_id" integer;--> statement-breakpoint
ALTER TABLE "chat_drafts" ADD COLUMN "proposed_by" text;--> statement-breakpoint
ALTER TABLE "share_access_log" ADD CONSTRAINT "share_access_log_grant_id_share_grants_id_fk" FOREIGN KEY ("grant_id") REFERENCES "public"."share_grants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_grants" ADD CONSTRAINT "share_grants_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_grants" ADD CONSTRAINT "share_grants_grantee_id_users_id_fk" FOREIGN KEY ("grantee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "share_access_log_grant_idx" ON "share_access_log" USING btree ("grant_id","at");--> statement-breakpoint
CREATE INDEX "share_grants_owner_idx" ON "share_grants" USING btree ("owner_id","id");--> statement-breakpoint
CREATE INDEX "share_grants_grantee_idx" ON "share_grants" USING btree ("grantee_id","id");--> statement-breakpoint
ALTER TABLE "chat_drafts" ADD CONSTRAINT "chat_drafts_proposed_by_grant_id_share_grants_id_fk" FOREIGN KEY ("proposed_by_grant_id") REFERENCES "public"."share_grants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_drafts" ADD CONSTRAINT "chat_drafts_origin_check" CHECK ("chat_drafts"."origin" IN ('coach', 'mcp', 'share'));