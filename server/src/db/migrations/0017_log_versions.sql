-- A counter per person that moves with every change to their counted protocol logs, whoever makes
-- it: the progress summary keeps what it read of a person's history until it moves (docs/decisions/0033).
CREATE TABLE "log_versions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "log_versions" ADD CONSTRAINT "log_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- One statement's changes bump each person's counter once, from the rows it touched. A person
-- being deleted (their logs go with them) gets no counter: their row in users is already gone.
CREATE FUNCTION bump_log_versions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO log_versions (user_id, version)
  SELECT DISTINCT changed.user_id, 1 FROM changed_logs AS changed
  WHERE EXISTS (SELECT 1 FROM users WHERE users.id = changed.user_id)
  ON CONFLICT (user_id) DO UPDATE SET version = log_versions.version + 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER thirty_thirty_thirty_logs_inserted AFTER INSERT ON thirty_thirty_thirty_logs REFERENCING NEW TABLE AS changed_logs FOR EACH STATEMENT EXECUTE FUNCTION bump_log_versions();
--> statement-breakpoint
CREATE TRIGGER thirty_thirty_thirty_logs_updated AFTER UPDATE ON thirty_thirty_thirty_logs REFERENCING NEW TABLE AS changed_logs FOR EACH STATEMENT EXECUTE FUNCTION bump_log_versions();
--> statement-breakpoint
CREATE TRIGGER thirty_thirty_thirty_logs_deleted AFTER DELETE ON thirty_thirty_thirty_logs REFERENCING OLD TABLE AS changed_logs FOR EACH STATEMENT EXECUTE FUNCTION bump_log_versions();
--> statement-breakpoint
CREATE TRIGGER fasting_logs_inserted AFTER INSERT ON fasting_logs REFERENCING NEW TABLE AS changed_logs FOR EACH STATEMENT EXECUTE FUNCTION bump_log_versions();
--> statement-breakpoint
CREATE TRIGGER fasting_logs_updated AFTER UPDATE ON fasting_logs REFERENCING NEW TABLE AS changed_logs FOR EACH STATEMENT EXECUTE FUNCTION bump_log_versions();
--> statement-breakpoint
CREATE TRIGGER fasting_logs_deleted AFTER DELETE ON fasting_logs REFERENCING OLD TABLE AS changed_logs FOR EACH STATEMENT EXECUTE FUNCTION bump_log_versions();
--> statement-breakpoint
CREATE TRIGGER cold_exposure_logs_inserted AFTER INSERT ON cold_exposure_logs REFERENCING NEW TABLE AS changed_logs FOR EACH STATEMENT EXECUTE FUNCTION bump_log_versions();
--> statement-breakpoint
CREATE TRIGGER cold_exposure_logs_updated AFTER UPDATE ON cold_exposure_logs REFERENCING NEW TABLE AS changed_logs FOR EACH STATEMENT EXECUTE FUNCTION bump_log_versions();
--> statement-breakpoint
CREATE TRIGGER cold_exposure_logs_deleted AFTER DELETE ON cold_exposure_logs REFERENCING OLD TABLE AS changed_logs FOR EACH STATEMENT EXECUTE FUNCTION bump_log_versions();
