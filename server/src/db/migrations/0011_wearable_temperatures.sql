ALTER TABLE "biometric_logs" ADD COLUMN "temperature_deviation_c" double precision;--> statement-breakpoint
ALTER TABLE "biometric_logs" ADD COLUMN "skin_temperature_c" double precision;