ALTER TABLE "account_tokens" DROP CONSTRAINT "account_tokens_purpose_check";--> statement-breakpoint
ALTER TABLE "account_tokens" DROP CONSTRAINT "account_tokens_new_email_check";--> statement-breakpoint
ALTER TABLE "account_tokens" ADD COLUMN "password_hash" text;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_password_hash_check" CHECK ("account_tokens"."password_hash" is null or "account_tokens"."purpose" = 'verify_email');--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_purpose_check" CHECK ("account_tokens"."purpose" in ('verify_email', 'reset_password', 'change_email', 'undo_email_change'));--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_new_email_check" CHECK (("account_tokens"."purpose" in ('change_email', 'undo_email_change')) = ("account_tokens"."new_email" is not null));