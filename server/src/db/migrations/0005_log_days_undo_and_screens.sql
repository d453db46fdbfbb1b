CREATE TABLE "course_progress" (
	"user_id" integer NOT NULL,
	"course_id" text NOT NULL,
	"completed_lessons" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_progress_user_id_course_id_pk" PRIMARY KEY("user_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "deleted_logs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deleted_logs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"record" jsonb NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Each log keeps the zone in force when it was made and its local day there. Existing logs take
-- their owner's current zone (the only one known).
ALTER TABLE "biometric_logs" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "biometric_logs" ADD COLUMN "local_day" date;--> statement-breakpoint
UPDATE "biometric_logs" AS l SET "time_zone" = u."time_zone", "local_day" = (l."timestamp" AT TIME ZONE u."time_zone")::date FROM "users" AS u WHERE u."id" = l."user_id";--> statement-breakpoint
ALTER TABLE "biometric_logs" ALTER COLUMN "time_zone" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "biometric_logs" ALTER COLUMN "local_day" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cold_exposure_logs" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "cold_exposure_logs" ADD COLUMN "local_day" date;--> statement-breakpoint
UPDATE "cold_exposure_logs" AS l SET "time_zone" = u."time_zone", "local_day" = (l."timestamp" AT TIME ZONE u."time_zone")::date FROM "users" AS u WHERE u."id" = l."user_id";--> statement-breakpoint
ALTER TABLE "cold_exposure_logs" ALTER COLUMN "time_zone" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "cold_exposure_logs" ALTER COLUMN "local_day" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "fasting_logs" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "fasting_logs" ADD COLUMN "local_day" date;--> statement-breakpoint
UPDATE "fasting_logs" AS l SET "time_zone" = u."time_zone", "local_day" = (l."end_time" AT TIME ZONE u."time_zone")::date FROM "users" AS u WHERE u."id" = l."user_id";--> statement-breakpoint
ALTER TABLE "fasting_logs" ALTER COLUMN "time_zone" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "thirty_thirty_thirty_logs" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "thirty_thirty_thirty_logs" ADD COLUMN "local_day" date;--> statement-breakpoint
UPDATE "thirty_thirty_thirty_logs" AS l SET "time_zone" = u."time_zone", "local_day" = (l."timestamp" AT TIME ZONE u."time_zone")::date FROM "users" AS u WHERE u."id" = l."user_id";--> statement-breakpoint
ALTER TABLE "thirty_thirty_thirty_logs" ALTER COLUMN "time_zone" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "thirty_thirty_thirty_logs" ALTER COLUMN "local_day" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "long_fast_screen_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cold_screen_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "course_progress" ADD CONSTRAINT "course_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deleted_logs" ADD CONSTRAINT "deleted_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deleted_logs_user_id_idx" ON "deleted_logs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "biometric_logs_user_day_idx" ON "biometric_logs" USING btree ("user_id","local_day");--> statement-breakpoint
CREATE INDEX "cold_exposure_logs_user_day_idx" ON "cold_exposure_logs" USING btree ("user_id","local_day");--> statement-breakpoint
CREATE INDEX "fasting_logs_user_day_idx" ON "fasting_logs" USING btree ("user_id","local_day");--> statement-breakpoint
CREATE INDEX "thirty_thirty_thirty_logs_user_day_idx" ON "thirty_thirty_thirty_logs" USING btree ("user_id","local_day");