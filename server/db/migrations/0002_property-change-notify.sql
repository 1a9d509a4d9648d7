-- Any write to properties or their images tells every app server to drop its cached public
-- property reads (server/admin/property-cache.ts listens on this channel). Statement-level, with a
-- constant payload, so a transaction of many writes sends one notification.
CREATE OR REPLACE FUNCTION notify_properties_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('properties_changed', '');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER properties_changed_notify
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "properties"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_properties_changed();
--> statement-breakpoint
CREATE TRIGGER property_images_changed_notify
  AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "property_images"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_properties_changed();
