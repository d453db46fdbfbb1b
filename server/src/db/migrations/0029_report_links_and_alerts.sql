CREATE TABLE "share_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "share_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"owner_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"passcode_hash" text NOT NULL,
	"range" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "share_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "share_access_log" ALTER COLUMN "grant_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "share_access_log" ADD COLUMN "link_id" integer;--> statement-breakpoint
ALTER TABLE "share_grants" ADD COLUMN "alerts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "share_links_owner_idx" ON "share_links" USING btree ("owner_id","id");--> statement-breakpoint
ALTER TABLE "share_access_log" ADD CONSTRAINT "share_access_log_link_id_share_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "share_access_log_link_idx" ON "share_access_log" USING btree ("link_id","at");--> statement-breakpoint
ALTER TABLE "share_access_log" ADD CONSTRAINT "share_access_log_one_door" CHECK (num_nonnulls("share_access_log"."grant_id", "share_access_log"."link_id") = 1);