-- One property vocabulary (issue 18). The owner's phone is required by the submit form, so it is
-- required in the table too; only demo rows ever lacked one (an empty text marks "not given").
UPDATE "properties" SET "customer_phone" = '' WHERE "customer_phone" IS NULL;--> statement-breakpoint
ALTER TABLE "properties" ALTER COLUMN "customer_phone" SET NOT NULL;--> statement-breakpoint
-- The audit log names the moderation flags by their clean names, not the spec's wire names.
UPDATE "audit_log" SET "field" = CASE "field"
    WHEN 'Verified' THEN 'isVerified'
    WHEN 'PropertyClosed' THEN 'isClosed'
    WHEN 'PropertyArchived' THEN 'isArchived'
  END
  WHERE "entity_type" = 'property' AND "field" IN ('Verified', 'PropertyClosed', 'PropertyArchived');
