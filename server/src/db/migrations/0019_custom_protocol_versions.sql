-- A counter per custom protocol that moves with every change to what its days are worked out from,
-- whoever makes it: reading a protocol's days keeps habit strength and the streak until it moves
-- (docs/decisions/0034, "Reading at scale").
CREATE TABLE "custom_protocol_versions" (
	"protocol_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "custom_protocol_versions" ADD CONSTRAINT "custom_protocol_versions_protocol_id_custom_protocols_id_fk" FOREIGN KEY ("protocol_id") REFERENCES "public"."custom_protocols"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- One statement's changes bump each protocol's counter once. A protocol being deleted (its entries
-- and pauses go with it) gets no counter: its row is already gone.
CREATE FUNCTION bump_custom_protocol_versions() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO custom_protocol_versions (protocol_id, version)
  SELECT DISTINCT changed.protocol_id, 1 FROM changed_rows AS changed
  WHERE EXISTS (SELECT 1 FROM custom_protocols WHERE custom_protocols.id = changed.protocol_id)
  ON CONFLICT (protocol_id) DO UPDATE SET version = custom_protocol_versions.version + 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- "I logged everything" on a day changes every protocol of the person.
CREATE FUNCTION bump_custom_protocol_versions_of_people() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO custom_protocol_versions (protocol_id, version)
  SELECT protocol.id, 1 FROM custom_protocols AS protocol
  WHERE protocol.user_id IN (SELECT changed.user_id FROM changed_rows AS changed)
  ON CONFLICT (protocol_id) DO UPDATE SET version = custom_protocol_versions.version + 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- A new document (a replaced protocol) changes how every day is evaluated; archiving or reordering does not.
CREATE FUNCTION bump_custom_protocol_versions_of_documents() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO custom_protocol_versions (protocol_id, version)
  SELECT after.id, 1 FROM changed_rows AS after JOIN previous_rows AS before ON before.id = after.id
  WHERE after.document IS DISTINCT FROM before.document
  ON CONFLICT (protocol_id) DO UPDATE SET version = custom_protocol_versions.version + 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER custom_protocol_entries_inserted AFTER INSERT ON custom_protocol_entries REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_custom_protocol_versions();
--> statement-breakpoint
CREATE TRIGGER custom_protocol_entries_updated AFTER UPDATE ON custom_protocol_entries REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_custom_protocol_versions();
--> statement-breakpoint
CREATE TRIGGER custom_protocol_entries_deleted AFTER DELETE ON custom_protocol_entries REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_custom_protocol_versions();
--> statement-breakpoint
CREATE TRIGGER custom_protocol_pauses_inserted AFTER INSERT ON custom_protocol_pauses REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_custom_protocol_versions();
--> statement-breakpoint
CREATE TRIGGER custom_protocol_pauses_updated AFTER UPDATE ON custom_protocol_pauses REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_custom_protocol_versions();
--> statement-breakpoint
CREATE TRIGGER custom_protocol_pauses_deleted AFTER DELETE ON custom_protocol_pauses REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_custom_protocol_versions();
--> statement-breakpoint
CREATE TRIGGER logged_everything_days_inserted AFTER INSERT ON logged_everything_days REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_custom_protocol_versions_of_people();
--> statement-breakpoint
CREATE TRIGGER logged_everything_days_updated AFTER UPDATE ON logged_everything_days REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_custom_protocol_versions_of_people();
--> statement-breakpoint
CREATE TRIGGER logged_everything_days_deleted AFTER DELETE ON logged_everything_days REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_custom_protocol_versions_of_people();
--> statement-breakpoint
CREATE TRIGGER custom_protocols_document_replaced AFTER UPDATE ON custom_protocols REFERENCING OLD TABLE AS previous_rows NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION bump_custom_protocol_versions_of_documents();
