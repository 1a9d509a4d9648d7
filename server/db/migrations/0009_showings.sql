CREATE TABLE "showing_blackouts" (
	"property_id" uuid NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "showing_blackouts_pkey" PRIMARY KEY("property_id","day")
);
--> statement-breakpoint
CREATE TABLE "showing_settings" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"slot_minutes" smallint NOT NULL,
	"parties_per_slot" smallint DEFAULT 1 NOT NULL,
	"notice_hours" smallint DEFAULT 2 NOT NULL,
	"buffer_minutes" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "showing_settings_slot_check" CHECK ("showing_settings"."slot_minutes" in (15, 30, 45)),
	CONSTRAINT "showing_settings_parties_check" CHECK ("showing_settings"."parties_per_slot" between 1 and 30),
	CONSTRAINT "showing_settings_notice_check" CHECK ("showing_settings"."notice_hours" between 0 and 168),
	CONSTRAINT "showing_settings_buffer_check" CHECK ("showing_settings"."buffer_minutes" between 0 and 120)
);
--> statement-breakpoint
CREATE TABLE "showing_windows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"weekday" smallint,
	"on_date" date,
	"start_time" text NOT NULL,
	"end_time" text NOT NULL,
	CONSTRAINT "showing_windows_kind_check" CHECK (("showing_windows"."weekday" is null) <> ("showing_windows"."on_date" is null)),
	CONSTRAINT "showing_windows_weekday_check" CHECK ("showing_windows"."weekday" between 1 and 7),
	CONSTRAINT "showing_windows_times_check" CHECK ("showing_windows"."start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "showing_windows"."end_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and "showing_windows"."start_time" < "showing_windows"."end_time")
);
--> statement-breakpoint
CREATE TABLE "showings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'booked' NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" text,
	"cancel_message" text,
	"reminder_queued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "showings_status_check" CHECK ("showings"."status" in ('booked', 'cancelled')),
	CONSTRAINT "showings_language_check" CHECK ("showings"."language" in ('en', 'fr')),
	CONSTRAINT "showings_period_check" CHECK ("showings"."ends_at" > "showings"."starts_at"),
	CONSTRAINT "showings_cancelled_check" CHECK (("showings"."status" = 'cancelled') = ("showings"."cancelled_at" is not null)
        and ("showings"."cancelled_by" is null or "showings"."cancelled_by" in ('visitor', 'office', 'closed')))
);
--> statement-breakpoint
CREATE TABLE "visitor_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "visitor_tokens_purpose_check" CHECK ("visitor_tokens"."purpose" in ('manage_showing'))
);
--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "calendar" jsonb;--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "showing_blackouts" ADD CONSTRAINT "showing_blackouts_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showing_settings" ADD CONSTRAINT "showing_settings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showing_windows" ADD CONSTRAINT "showing_windows_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "showings" ADD CONSTRAINT "showings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "showing_windows_property_idx" ON "showing_windows" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "showings_property_idx" ON "showings" USING btree ("property_id","starts_at") WHERE "showings"."status" = 'booked';--> statement-breakpoint
CREATE INDEX "showings_reminder_idx" ON "showings" USING btree ("starts_at") WHERE "showings"."status" = 'booked' and "showings"."reminder_queued_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "visitor_tokens_hash_idx" ON "visitor_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "visitor_tokens_subject_idx" ON "visitor_tokens" USING btree ("subject_id");--> statement-breakpoint
CREATE INDEX "visitor_tokens_expires_idx" ON "visitor_tokens" USING btree ("expires_at");