-- "Most Popular" (sort=popular) orders public properties by their enquiries of the last 30 days, so
-- a new or deleted enquiry changes a cached public read: it sends the same 'properties_changed'
-- signal as a property write (migration 0002; server/admin/property-cache.ts). Marking an enquiry
-- handled changes no order and sends nothing. Statement-level, like 0002.
CREATE TRIGGER enquiries_changed_notify
  AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF "property_id", "created_at" ON "enquiries"
  FOR EACH STATEMENT EXECUTE FUNCTION notify_properties_changed();
