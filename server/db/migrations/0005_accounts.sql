CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "account_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"token_hash" text NOT NULL,
	"new_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "account_tokens_purpose_check" CHECK ("account_tokens"."purpose" in ('verify_email', 'reset_password', 'change_email')),
	CONSTRAINT "account_tokens_new_email_check" CHECK (("account_tokens"."purpose" = 'change_email') = ("account_tokens"."new_email" is not null)),
	CONSTRAINT "account_tokens_expiry_check" CHECK ("account_tokens"."expires_at" > "account_tokens"."created_at")
);
--> statement-breakpoint
CREATE TABLE "bookmarks" (
	"user_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookmarks_pkey" PRIMARY KEY("user_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text DEFAULT ('MP-' || lpad(nextval('order_number_seq')::text, 6, '0')) NOT NULL,
	"user_id" uuid NOT NULL,
	"package" text NOT NULL,
	"billing_name" text NOT NULL,
	"billing_email" text NOT NULL,
	"company" text DEFAULT '' NOT NULL,
	"country" text NOT NULL,
	"street" text NOT NULL,
	"apartment" text DEFAULT '' NOT NULL,
	"city" text NOT NULL,
	"province" text NOT NULL,
	"postal_code" text NOT NULL,
	"phone" text NOT NULL,
	"landline" text DEFAULT '' NOT NULL,
	"additional_information" text DEFAULT '' NOT NULL,
	"subtotal_cents" integer NOT NULL,
	"coupon_code" text,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"tax_rate_bp" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"paid_by" uuid,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "orders_package_check" CHECK ("orders"."package" in ('basic', 'platinum', 'standard')),
	CONSTRAINT "orders_status_check" CHECK ("orders"."status" in ('pending', 'paid', 'cancelled')),
	CONSTRAINT "orders_country_check" CHECK ("orders"."country" ~ '^[A-Z]{2}$'),
	CONSTRAINT "orders_subtotal_check" CHECK ("orders"."subtotal_cents" >= 0),
	CONSTRAINT "orders_discount_check" CHECK ("orders"."discount_cents" >= 0 and "orders"."discount_cents" <= "orders"."subtotal_cents"
        and ("orders"."discount_cents" = 0 or "orders"."coupon_code" is not null)),
	CONSTRAINT "orders_tax_rate_check" CHECK ("orders"."tax_rate_bp" between 0 and 10000),
	CONSTRAINT "orders_tax_check" CHECK ("orders"."tax_cents" = round(("orders"."subtotal_cents" - "orders"."discount_cents")::numeric * "orders"."tax_rate_bp" / 10000)),
	CONSTRAINT "orders_total_check" CHECK ("orders"."total_cents" = "orders"."subtotal_cents" - "orders"."discount_cents" + "orders"."tax_cents"),
	CONSTRAINT "orders_paid_check" CHECK (("orders"."status" = 'paid') = ("orders"."paid_at" is not null)
        and ("orders"."status" = 'cancelled') = ("orders"."cancelled_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "package_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"package" text NOT NULL,
	"listings_included" integer NOT NULL,
	"listings_used" integer DEFAULT 0 NOT NULL,
	"images_per_listing" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "package_grants_package_check" CHECK ("package_grants"."package" in ('basic', 'platinum', 'standard')),
	CONSTRAINT "package_grants_listings_check" CHECK ("package_grants"."listings_included" > 0 and "package_grants"."listings_used" >= 0 and "package_grants"."listings_used" <= "package_grants"."listings_included"),
	CONSTRAINT "package_grants_images_check" CHECK ("package_grants"."images_per_listing" > 0),
	CONSTRAINT "package_grants_period_check" CHECK ("package_grants"."ends_at" > "package_grants"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "property_views" (
	"property_id" uuid NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "property_views_pkey" PRIMARY KEY("property_id","day"),
	CONSTRAINT "property_views_count_check" CHECK ("property_views"."count" > 0)
);
--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "owner_user_id" uuid;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "package_grant_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "username" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "city" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "province" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "postal_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "about" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "social_links" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_paid_by_users_id_fk" FOREIGN KEY ("paid_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_grants" ADD CONSTRAINT "package_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_grants" ADD CONSTRAINT "package_grants_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_views" ADD CONSTRAINT "property_views_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_tokens_hash_idx" ON "account_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "account_tokens_user_idx" ON "account_tokens" USING btree ("user_id","purpose","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "account_tokens_expires_idx" ON "account_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "bookmarks_property_idx" ON "bookmarks" USING btree ("property_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_idx" ON "orders" USING btree ("number");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "package_grants_order_idx" ON "package_grants" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "package_grants_user_idx" ON "package_grants" USING btree ("user_id","ends_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_package_grant_id_package_grants_id_fk" FOREIGN KEY ("package_grant_id") REFERENCES "public"."package_grants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enquiries_property_idx" ON "enquiries" USING btree ("property_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "properties_owner_idx" ON "properties" USING btree ("owner_user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "properties_customer_email_idx" ON "properties" USING btree (lower("customer_email")) WHERE "properties"."owner_user_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_idx" ON "users" USING btree (lower("username"));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_username_check" CHECK ("users"."username" ~ '^[A-Za-z0-9][A-Za-z0-9._-]{2,29}$');--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_social_links_check" CHECK (jsonb_typeof("users"."social_links") = 'object');