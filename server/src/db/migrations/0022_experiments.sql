-- N-of-1 experiments: a person's planned on and off days for one habit, the seed their plan is drawn
-- from, and when `experiment.finished` was raised, claimed once (docs/api.md, "Experiments").
CREATE TABLE "experiments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "experiments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"intervention" jsonb NOT NULL,
	"outcome" jsonb NOT NULL,
	"lag" text NOT NULL,
	"smallest_change" double precision NOT NULL,
	"direction" text NOT NULL,
	"design" jsonb NOT NULL,
	"stopping" jsonb NOT NULL,
	"start_day" date NOT NULL,
	"end_day" date NOT NULL,
	"seed" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"stopped_on" date,
	"finished_at" timestamp with time zone,
	CONSTRAINT "experiments_direction_check" CHECK ("experiments"."direction" IN ('increase', 'decrease'))
);
--> statement-breakpoint
ALTER TABLE "experiments" ADD CONSTRAINT "experiments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "experiments_user_id_idx" ON "experiments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "experiments_unfinished_idx" ON "experiments" USING btree ("end_day") WHERE "experiments"."finished_at" IS NULL;