CREATE TABLE "daily_checklists" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "daily_checklists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"date" date NOT NULL,
	"morning_protein_completed" boolean DEFAULT false NOT NULL,
	"morning_exercise_completed" boolean DEFAULT false NOT NULL,
	"sunlight_exposure_completed" boolean DEFAULT false NOT NULL,
	"cold_exposure_completed" boolean DEFAULT false NOT NULL,
	"hydration_target_completed" boolean DEFAULT false NOT NULL,
	"fasting_completed" boolean DEFAULT false NOT NULL,
	"supplements_completed" boolean DEFAULT false NOT NULL,
	"journal_entry_completed" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "daily_checklists" ADD CONSTRAINT "daily_checklists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "daily_checklists_user_date_key" ON "daily_checklists" USING btree ("user_id","date");