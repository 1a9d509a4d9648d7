DROP INDEX "properties_public_recent_idx";--> statement-breakpoint
DROP INDEX "properties_recent_idx";--> statement-breakpoint
CREATE INDEX "properties_review_idx" ON "properties" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE not "properties"."is_verified" and not "properties"."is_archived";--> statement-breakpoint
CREATE INDEX "properties_public_recent_idx" ON "properties" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "properties"."is_verified" and not "properties"."is_archived";--> statement-breakpoint
CREATE INDEX "properties_recent_idx" ON "properties" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);