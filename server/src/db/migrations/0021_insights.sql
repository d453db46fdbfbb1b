-- "What works for me": the pairs a person asks about (suggested ones only once hidden) and the
-- stored answer of their last computation, with the nightly round's lease (docs/api.md, "Insights").
CREATE TABLE "insight_pairs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "insight_pairs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"factor" jsonb NOT NULL,
	"outcome" jsonb NOT NULL,
	"lag" text NOT NULL,
	"origin" text NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insight_pairs_origin_check" CHECK ("insight_pairs"."origin" IN ('suggested', 'added'))
);
--> statement-breakpoint
CREATE TABLE "insight_results" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"computed_at" timestamp with time zone,
	"answer" jsonb,
	"data_version" text,
	"claimed_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "insight_pairs" ADD CONSTRAINT "insight_pairs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_results" ADD CONSTRAINT "insight_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "insight_pairs_user_key" ON "insight_pairs" USING btree ("user_id","key");--> statement-breakpoint
CREATE INDEX "insight_results_computed_at_idx" ON "insight_results" USING btree ("computed_at");