-- A person's own protocols (docs/protocols.md): the documents, one table of entries (values and
-- skipped days), pauses, and the days a person logged everything.
CREATE TABLE "custom_protocol_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "custom_protocol_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"protocol_id" integer NOT NULL,
	"component_id" text,
	"local_day" date NOT NULL,
	"value" double precision,
	"text" text,
	"state" text DEFAULT 'value' NOT NULL,
	"note" text,
	"source" text DEFAULT 'manual' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_protocol_entries_state_check" CHECK (("custom_protocol_entries"."state" = 'value' AND "custom_protocol_entries"."component_id" IS NOT NULL) OR ("custom_protocol_entries"."state" = 'skipped' AND "custom_protocol_entries"."component_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "custom_protocol_pauses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "custom_protocol_pauses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"protocol_id" integer NOT NULL,
	"from_day" date NOT NULL,
	"to_day" date NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_protocol_pauses_range_check" CHECK ("custom_protocol_pauses"."from_day" <= "custom_protocol_pauses"."to_day")
);
--> statement-breakpoint
CREATE TABLE "custom_protocols" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "custom_protocols_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"document_id" text NOT NULL,
	"document" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"on_dashboard" boolean DEFAULT true NOT NULL,
	"on_checklist" boolean DEFAULT true NOT NULL,
	"safety_acknowledged_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "logged_everything_days" (
	"user_id" integer NOT NULL,
	"local_day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "logged_everything_days_user_id_local_day_pk" PRIMARY KEY("user_id","local_day")
);
--> statement-breakpoint
ALTER TABLE "custom_protocol_entries" ADD CONSTRAINT "custom_protocol_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_protocol_entries" ADD CONSTRAINT "custom_protocol_entries_protocol_id_custom_protocols_id_fk" FOREIGN KEY ("protocol_id") REFERENCES "public"."custom_protocols"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_protocol_pauses" ADD CONSTRAINT "custom_protocol_pauses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_protocol_pauses" ADD CONSTRAINT "custom_protocol_pauses_protocol_id_custom_protocols_id_fk" FOREIGN KEY ("protocol_id") REFERENCES "public"."custom_protocols"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_protocols" ADD CONSTRAINT "custom_protocols_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logged_everything_days" ADD CONSTRAINT "logged_everything_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_protocol_entries_protocol_day_idx" ON "custom_protocol_entries" USING btree ("protocol_id","local_day");--> statement-breakpoint
CREATE INDEX "custom_protocol_entries_user_day_idx" ON "custom_protocol_entries" USING btree ("user_id","local_day");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_protocol_entries_one_skip_per_day" ON "custom_protocol_entries" USING btree ("protocol_id","local_day") WHERE "custom_protocol_entries"."state" = 'skipped';--> statement-breakpoint
CREATE INDEX "custom_protocol_pauses_protocol_idx" ON "custom_protocol_pauses" USING btree ("protocol_id","from_day");--> statement-breakpoint
CREATE INDEX "custom_protocol_pauses_user_idx" ON "custom_protocol_pauses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_protocols_user_document_key" ON "custom_protocols" USING btree ("user_id","document_id") WHERE "custom_protocols"."deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "custom_protocols_user_position_idx" ON "custom_protocols" USING btree ("user_id","position");