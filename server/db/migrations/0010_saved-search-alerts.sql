CREATE TABLE "alert_matches" (
	"saved_search_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "alert_matches_pkey" PRIMARY KEY("saved_search_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "property_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"property_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone,
	CONSTRAINT "property_events_kind_check" CHECK ("property_events"."kind" in ('listed', 'price_drop'))
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"query" text NOT NULL,
	"frequency" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"consent_text" text NOT NULL,
	"consent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"consent_ip" text,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_frequency_check" CHECK ("saved_searches"."frequency" in ('instant', 'daily', 'weekly')),
	CONSTRAINT "saved_searches_status_check" CHECK ("saved_searches"."status" in ('pending', 'active', 'unsubscribed')),
	CONSTRAINT "saved_searches_language_check" CHECK ("saved_searches"."language" in ('en', 'fr')),
	CONSTRAINT "saved_searches_confirmed_check" CHECK (("saved_searches"."status" = 'pending') = ("saved_searches"."confirmed_at" is null) or "saved_searches"."status" = 'unsubscribed')
);
--> statement-breakpoint
ALTER TABLE "visitor_tokens" DROP CONSTRAINT "visitor_tokens_purpose_check";--> statement-breakpoint
ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_events" ADD CONSTRAINT "property_events_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_matches_unsent_idx" ON "alert_matches" USING btree ("saved_search_id") WHERE "alert_matches"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "property_events_pending_idx" ON "property_events" USING btree ("id") WHERE "property_events"."processed_at" is null;--> statement-breakpoint
CREATE INDEX "saved_searches_email_idx" ON "saved_searches" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "saved_searches_active_idx" ON "saved_searches" USING btree ("status") WHERE "saved_searches"."status" = 'active';--> statement-breakpoint
ALTER TABLE "visitor_tokens" ADD CONSTRAINT "visitor_tokens_purpose_check" CHECK ("visitor_tokens"."purpose" in ('manage_showing', 'confirm_alert', 'unsubscribe_alert'));--> statement-breakpoint
-- Saved-search alerts (issue 30): the events alerts match, written in the transaction of the change,
-- whatever code path makes it (moderation, an edit, a submission). A restore (server/backup/restore.ts)
-- sets moncton.restoring for its transaction: it puts rows back as they were, events included.
CREATE OR REPLACE FUNCTION record_property_event() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  is_public boolean := NEW.is_verified AND NOT NEW.is_archived AND NOT NEW.is_closed;
  was_public boolean := TG_OP = 'UPDATE' AND OLD.is_verified AND NOT OLD.is_archived AND NOT OLD.is_closed;
BEGIN
  IF current_setting('moncton.restoring', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF is_public AND NOT was_public THEN
    INSERT INTO property_events (property_id, kind) VALUES (NEW.id, 'listed');
  ELSIF is_public AND was_public AND NEW.price < OLD.price THEN
    INSERT INTO property_events (property_id, kind) VALUES (NEW.id, 'price_drop');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER properties_record_event
  AFTER INSERT OR UPDATE OF is_verified, is_archived, is_closed, price ON "properties"
  FOR EACH ROW EXECUTE FUNCTION record_property_event();
