CREATE TABLE "biometric_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "biometric_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"weight_kg" double precision,
	"systolic" double precision,
	"diastolic" double precision,
	"heart_rate" double precision,
	"hrv_ms" double precision,
	"oxygen_saturation" double precision,
	"respiration_rate" double precision,
	"body_temperature_c" double precision,
	"temperature_unit" text DEFAULT 'F' NOT NULL,
	"sleep_seconds" integer,
	"readiness_score" double precision,
	"stress_level" double precision,
	"wearable_source" text DEFAULT 'manual' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cold_exposure_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cold_exposure_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"exposure_method" text NOT NULL,
	"temperature_c" double precision NOT NULL,
	"temperature_unit" text DEFAULT 'F' NOT NULL,
	"duration_seconds" integer NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fasting_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fasting_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone,
	"target_hours" integer NOT NULL,
	"duration_seconds" integer,
	"completed" boolean DEFAULT false NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "thirty_thirty_thirty_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "thirty_thirty_thirty_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"protein_grams" double precision NOT NULL,
	"exercise_seconds" integer NOT NULL,
	"time_after_waking_minutes" double precision,
	"completed" boolean DEFAULT false NOT NULL,
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "biometric_logs" ADD CONSTRAINT "biometric_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cold_exposure_logs" ADD CONSTRAINT "cold_exposure_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fasting_logs" ADD CONSTRAINT "fasting_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thirty_thirty_thirty_logs" ADD CONSTRAINT "thirty_thirty_thirty_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "biometric_logs_user_time_idx" ON "biometric_logs" USING btree ("user_id","timestamp" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cold_exposure_logs_user_time_idx" ON "cold_exposure_logs" USING btree ("user_id","timestamp" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "fasting_logs_user_start_idx" ON "fasting_logs" USING btree ("user_id","start_time" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "fasting_logs_one_active_per_user" ON "fasting_logs" USING btree ("user_id") WHERE "fasting_logs"."end_time" IS NULL;--> statement-breakpoint
CREATE INDEX "thirty_thirty_thirty_logs_user_time_idx" ON "thirty_thirty_thirty_logs" USING btree ("user_id","timestamp" DESC NULLS LAST);