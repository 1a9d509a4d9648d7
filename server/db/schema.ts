import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Feature, ListingType, PropertyType, StatusFlag } from '../../shared/domain/options.ts';
import { LANGUAGES, type Language } from '../../shared/i18n/languages.ts';
import {
  ACCOUNT_TOKEN_PURPOSES,
  ORDER_STATUSES,
  PACKAGE_KEYS,
  USERNAME_PATTERN,
  type AccountTokenPurpose,
  type OrderStatus,
  type PackageKey,
  type SocialLinks,
} from '../../shared/domain/account.ts';
import {
  SHOWING_CANCELLERS,
  SHOWING_STATUSES,
  SLOT_LENGTHS,
  VISITOR_TOKEN_PURPOSES,
  type ShowingCanceller,
  type ShowingStatus,
  type VisitorTokenPurpose,
} from '../../shared/domain/showings.ts';
import {
  ALERT_FREQUENCIES,
  ALERT_STATUSES,
  PROPERTY_EVENT_KINDS,
  type AlertFrequency,
  type AlertStatus,
  type PropertyEventKind,
} from '../../shared/domain/alerts.ts';

/** `'a', 'b', 'c'` for a CHECK constraint's IN list, from one of the vocabulary's constant lists. */
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Properties. Every field of spec section 3 "Property", under clean names; the spec's wire names
 * (tag2, loction, Province, popertyArchived...) exist only in server/properties/api-mapping.ts.
 */
export const properties = pgTable(
  'properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    listingType: text('listing_type').$type<ListingType>().notNull(),
    propertyType: text('property_type').$type<PropertyType>().notNull(),
    price: numeric('price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    sqft: integer('sqft').notNull(),
    beds: smallint('beds').notNull(),
    washrooms: numeric('washrooms', { precision: 3, scale: 1, mode: 'number' }).notNull(),
    availableDate: date('available_date', { mode: 'string' }).notNull(),
    address: text('address').notNull(),
    streetNumber: text('street_number').notNull().default(''),
    streetName: text('street_name').notNull().default(''),
    city: text('city').notNull(),
    province: text('province').notNull(),
    postalCode: text('postal_code').notNull(),
    placeId: text('place_id'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    descriptionPrimary: text('description_primary').notNull().default(''),
    descriptionSecondary: text('description_secondary').notNull().default(''),
    videoUrl: text('video_url'),
    features: text('features')
      .array()
      .$type<Feature[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone').notNull(),
    /** The language the customer submitted in: their e-mails are in it (issue 29). */
    customerLanguage: text('customer_language').$type<Language>().notNull().default('en'),
    isVerified: boolean('is_verified').notNull().default(false),
    verifiedChangedAt: timestamp('verified_changed_at', { withTimezone: true }),
    isClosed: boolean('is_closed').notNull().default(false),
    closedChangedAt: timestamp('closed_changed_at', { withTimezone: true }),
    isArchived: boolean('is_archived').notNull().default(false),
    archivedChangedAt: timestamp('archived_changed_at', { withTimezone: true }),
    /**
     * The account it belongs to: set when submitted by a signed-in account whose verified e-mail is
     * the contact e-mail, or claimed when an account verifies the address it was submitted with.
     */
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The listing package whose listing this submission used, if any. */
    packageGrantId: uuid('package_grant_id').references(() => packageGrants.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('properties_listing_type_check', sql`${t.listingType} in ('rent', 'sale')`),
    check('properties_price_check', sql`${t.price} >= 0`),
    check('properties_customer_language_check', sql`${t.customerLanguage} in (${inList(LANGUAGES)})`),
    check(
      'properties_washrooms_check',
      sql`${t.washrooms} >= 0 and ${t.washrooms} * 2 = floor(${t.washrooms} * 2)`,
    ),
    // The public listing: verified, not archived, newest first; filtered by kind and price.
    // Newest first is (created_at desc, id desc) everywhere (orderFor): the indexes run the same way,
    // so a page of it reads ten index entries rather than sorting every row (issue 32).
    index('properties_public_recent_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.isVerified} and not ${t.isArchived}`),
    index('properties_public_type_price_idx')
      .on(t.listingType, t.price)
      .where(sql`${t.isVerified} and not ${t.isArchived}`),
    index('properties_city_idx').on(sql`lower(${t.city})`),
    index('properties_recent_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The review queue and the console's count of it: submissions awaiting review.
    index('properties_review_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`not ${t.isVerified} and not ${t.isArchived}`),
    index('properties_owner_idx').on(t.ownerUserId, t.createdAt.desc()),
    // Claiming: the unowned submissions made with an address.
    index('properties_customer_email_idx')
      .on(sql`lower(${t.customerEmail})`)
      .where(sql`${t.ownerUserId} is null`),
  ],
);

/** Each moderation flag's column of the time it last changed. */
export const FLAG_CHANGED_AT = {
  isVerified: 'verifiedChangedAt',
  isClosed: 'closedChangedAt',
  isArchived: 'archivedChangedAt',
} as const satisfies Record<StatusFlag, keyof typeof properties.$inferSelect>;

/** One stored rendition of an image: its format, size and storage key (ADR 008). */
export type StoredVariant = { format: 'webp' | 'jpeg'; width: number; height: number; key: string };

/** Ordered images of a property; each has its original and responsive variants in storage. */
export const propertyImages = pgTable(
  'property_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    /** Storage key of the original (metadata stripped, auto-rotated). */
    originalKey: text('original_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    variants: jsonb('variants').$type<StoredVariant[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('property_images_property_idx').on(t.propertyId, t.position)],
);

export const USER_ROLES = ['admin', 'customer', 'agent', 'agency'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    /** Full name (the account and profile forms). */
    name: text('name').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    /** 'admin' only through `npm run admin:create`; otherwise the "Signup As" choice. */
    role: text('role').$type<UserRole>().notNull().default('customer'),
    /** Unique regardless of case; null for accounts made by admin:create. */
    username: text('username'),
    phone: text('phone').notNull().default(''),
    /** When the address in `email` was proven by a verification link; null until then. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    // Profile (spec 3 "Profile form").
    title: text('title').notNull().default(''),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    province: text('province').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    about: text('about').notNull().default(''),
    socialLinks: jsonb('social_links').$type<SocialLinks>().notNull().default({}),
    /** The language of the account's e-mails: the one it signed up or last signed in in (issue 29). */
    language: text('language').$type<Language>().notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_username_idx').on(sql`lower(${t.username})`),
    check('users_role_check', sql`${t.role} in ('admin', 'customer', 'agent', 'agency')`),
    check('users_username_check', sql`${t.username} ~ '${sql.raw(USERNAME_PATTERN)}'`),
    check('users_social_links_check', sql`jsonb_typeof(${t.socialLinks}) = 'object'`),
    check('users_language_check', sql`${t.language} in (${inList(LANGUAGES)})`),
  ],
);

/**
 * Single-use links sent by e-mail: verify an address, reset a password, confirm a new address.
 * Only the SHA-256 of the token is stored. A link is used by one atomic
 * `UPDATE ... SET used_at = now() WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND
 * expires_at > now() RETURNING ...`, so two clicks cannot both succeed.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<AccountTokenPurpose>().notNull(),
    /** SHA-256 of the token (hex); the token itself is only in the e-mail. */
    tokenHash: text('token_hash').notNull(),
    /**
     * The address the link sets: the new one for 'change_email', the old one back for
     * 'undo_email_change'; null for the others.
     */
    newEmail: text('new_email'),
    /**
     * For 'verify_email': the password hash of the sign-up the link was sent for (issue 27). Opening
     * the link sets this password, so a link only ever verifies the password its own sign-up chose.
     */
    passwordHash: text('password_hash'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('account_tokens_hash_idx').on(t.tokenHash),
    index('account_tokens_user_idx').on(t.userId, t.purpose, t.createdAt.desc()),
    index('account_tokens_expires_idx').on(t.expiresAt),
    check('account_tokens_purpose_check', sql`${t.purpose} in (${inList(ACCOUNT_TOKEN_PURPOSES)})`),
    check(
      'account_tokens_new_email_check',
      sql`(${t.purpose} in ('change_email', 'undo_email_change')) = (${t.newEmail} is not null)`,
    ),
    check(
      'account_tokens_password_hash_check',
      sql`${t.passwordHash} is null or ${t.purpose} = 'verify_email'`,
    ),
    check('account_tokens_expiry_check', sql`${t.expiresAt} > ${t.createdAt}`),
  ],
);

/** Server-side sessions; the id is a hash of the cookie's token, never the token itself. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Synchronizer token for cookie-authenticated writes (forms and X-CSRF-Token). */
    csrfToken: text('csrf_token').notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
);

export const ENQUIRY_KINDS = ['showing', 'property', 'general'] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];

/** Enquiries, showing requests and contact-page messages (spec 3 "Enquiry payload"). */
export const enquiries = pgTable(
  'enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<EnquiryKind>().notNull(),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    subject: text('subject').notNull().default(''),
    message: text('message').notNull().default(''),
    /** Sidebar extras: pets, isWorking, employerDetails. */
    details: jsonb('details').$type<Record<string, string>>().notNull().default({}),
    /** The language the enquirer wrote in: the acknowledgement is in it, the office is told (issue 29). */
    language: text('language').$type<Language>().notNull().default('en'),
    createdAt: createdAt(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [
    index('enquiries_created_idx').on(t.createdAt.desc()),
    index('enquiries_property_idx').on(t.propertyId, t.createdAt.desc()),
    check('enquiries_kind_check', sql`${t.kind} in ('showing', 'property', 'general')`),
    check('enquiries_language_check', sql`${t.language} in (${inList(LANGUAGES)})`),
  ],
);

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;

/** An RFC 5545 invite carried by an e-mail: its METHOD and its text. */
export type OutboxCalendar = { method: 'REQUEST' | 'CANCEL'; content: string };
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/** E-mail outbox: written in the same transaction as what caused it, delivered by a worker. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    status: text('status').$type<OutboxStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    enquiryId: uuid('enquiry_id').references(() => enquiries.id, { onDelete: 'set null' }),
    /**
     * RFC 5322 Message-ID, fixed when the message is queued, so a copy sent again after a crash
     * between SMTP acceptance and "sent" is recognisably the same message (ADR 016).
     */
    messageId: text('message_id'),
    /**
     * A calendar invite sent as the message's text/calendar part (issue 30), kept with the row so a
     * retry sends the same message.
     */
    calendar: jsonb('calendar').$type<OutboxCalendar>(),
    /** Extra headers (List-Unsubscribe...), by name; checked when queued (outbox.ts). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('email_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    check('email_outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
  ],
);

/** Who changed what on which entity, with the values before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    field: text('field'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entityType, t.entityId, t.createdAt.desc())],
);

/** Personal API tokens an admin creates for scripts and clients; only a hash is stored. */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** SHA-256 of the token (hex). The token itself is shown once, at creation. */
    tokenHash: text('token_hash').notNull(),
    /** The first characters of the token, so a person can tell tokens apart. */
    tokenPrefix: text('token_prefix').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_tokens_hash_idx').on(t.tokenHash), index('api_tokens_user_idx').on(t.userId)],
);

/** Failed sign-in counters per account ('account:<email>') and per address ('ip:<ip>'). */
export const loginThrottle = pgTable('login_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
});

/**
 * Fixed-window request counters shared by every app server (enquiry and contact submissions per
 * client address). A request is counted atomically before it is served; expired windows restart.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_ends_idx').on(t.windowEndsAt)],
);

/**
 * Files written to storage before the row that references them is committed (uploads). A committed
 * submission removes its keys from here; a sweep deletes the files of entries older than a grace
 * period that no committed row references (a crash mid-upload leaves nothing behind for good).
 */
export const pendingUploads = pgTable(
  'pending_uploads',
  {
    key: text('key').primaryKey(),
    createdAt: createdAt(),
  },
  (t) => [index('pending_uploads_created_idx').on(t.createdAt)],
);

/** Properties an account saved (Bookmarked Listings); the browser's list merges in at sign-in. */
export const bookmarks = pgTable(
  'bookmarks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ name: 'bookmarks_pkey', columns: [t.userId, t.propertyId] }),
    index('bookmarks_property_idx').on(t.propertyId),
  ],
);

/**
 * Page views of a property's detail page per day (bots excluded by the caller), counted with
 * `INSERT ... ON CONFLICT (property_id, day) DO UPDATE SET count = property_views.count + 1`.
 * No personal data: no address, no session, no user.
 */
export const propertyViews = pgTable(
  'property_views',
  {
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(1),
  },
  (t) => [
    primaryKey({ name: 'property_views_pkey', columns: [t.propertyId, t.day] }),
    check('property_views_count_check', sql`${t.count} > 0`),
  ],
);

/** Order numbers: MP-000001, MP-000002... (orders.number's default). */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1, increment: 1 });

/**
 * Listing-package orders paid on invoice (no card data anywhere). Amounts in cents; the CHECKs keep
 * the arithmetic honest: total = subtotal - discount + HST, HST = round(net * rate / 10000)
 * (shared/domain/account.ts taxCents). An admin marks an order paid, which creates its package grant.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number')
      .notNull()
      .default(sql`('MP-' || lpad(nextval('order_number_seq')::text, 6, '0'))`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    package: text('package').$type<PackageKey>().notNull(),
    // Billing form (spec 3): name, email, company, country, street, apartment, town/city, state,
    // postcode, phone, landline, additional information.
    billingName: text('billing_name').notNull(),
    billingEmail: text('billing_email').notNull(),
    company: text('company').notNull().default(''),
    /** ISO 3166-1 alpha-2 code ('CA' first in the form's list). */
    country: text('country').notNull(),
    street: text('street').notNull(),
    apartment: text('apartment').notNull().default(''),
    city: text('city').notNull(),
    province: text('province').notNull(),
    postalCode: text('postal_code').notNull(),
    phone: text('phone').notNull(),
    landline: text('landline').notNull().default(''),
    additionalInformation: text('additional_information').notNull().default(''),
    /** The language the order was placed in: its e-mails are in it (issue 29). */
    language: text('language').$type<Language>().notNull().default('en'),
    subtotalCents: integer('subtotal_cents').notNull(),
    couponCode: text('coupon_code'),
    discountCents: integer('discount_cents').notNull().default(0),
    /** The HST rate applied, in basis points (1500 = 15 %). */
    taxRateBp: integer('tax_rate_bp').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    paidBy: uuid('paid_by').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_number_idx').on(t.number),
    index('orders_user_idx').on(t.userId, t.createdAt.desc()),
    index('orders_status_idx').on(t.status, t.createdAt.desc()),
    check('orders_package_check', sql`${t.package} in (${inList(PACKAGE_KEYS)})`),
    check('orders_status_check', sql`${t.status} in (${inList(ORDER_STATUSES)})`),
    check('orders_country_check', sql`${t.country} ~ '^[A-Z]{2}$'`),
    check('orders_language_check', sql`${t.language} in (${inList(LANGUAGES)})`),
    check('orders_subtotal_check', sql`${t.subtotalCents} >= 0`),
    check(
      'orders_discount_check',
      sql`${t.discountCents} >= 0 and ${t.discountCents} <= ${t.subtotalCents}
        and (${t.discountCents} = 0 or ${t.couponCode} is not null)`,
    ),
    check('orders_tax_rate_check', sql`${t.taxRateBp} between 0 and 10000`),
    check(
      'orders_tax_check',
      sql`${t.taxCents} = round((${t.subtotalCents} - ${t.discountCents})::numeric * ${t.taxRateBp} / 10000)`,
    ),
    check(
      'orders_total_check',
      sql`${t.totalCents} = ${t.subtotalCents} - ${t.discountCents} + ${t.taxCents}`,
    ),
    check(
      'orders_paid_check',
      sql`(${t.status} = 'paid') = (${t.paidAt} is not null)
        and (${t.status} = 'cancelled') = (${t.cancelledAt} is not null)`,
    ),
  ],
);

/**
 * A paid package, active from starts_at to ends_at. A submission uses one listing with
 * `UPDATE package_grants SET listings_used = listings_used + 1 WHERE id = $1 AND now() < ends_at
 * AND listings_used < listings_included RETURNING ...`; the CHECK makes over-use impossible even
 * for a careless query.
 */
export const packageGrants = pgTable(
  'package_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    package: text('package').$type<PackageKey>().notNull(),
    listingsIncluded: integer('listings_included').notNull(),
    listingsUsed: integer('listings_used').notNull().default(0),
    imagesPerListing: integer('images_per_listing').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('package_grants_order_idx').on(t.orderId),
    index('package_grants_user_idx').on(t.userId, t.endsAt.desc()),
    check('package_grants_package_check', sql`${t.package} in (${inList(PACKAGE_KEYS)})`),
    check(
      'package_grants_listings_check',
      sql`${t.listingsIncluded} > 0 and ${t.listingsUsed} >= 0 and ${t.listingsUsed} <= ${t.listingsIncluded}`,
    ),
    check('package_grants_images_check', sql`${t.imagesPerListing} > 0`),
    check('package_grants_period_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * A property's showing settings (issue 30): slot length, parties per slot, minimum notice, buffer.
 * The row is also the lock every booking of the property takes (`SELECT ... FOR UPDATE`), so the
 * last place of a slot goes to one visitor on any number of app servers.
 */
export const showingSettings = pgTable(
  'showing_settings',
  {
    propertyId: uuid('property_id')
      .primaryKey()
      .references(() => properties.id, { onDelete: 'cascade' }),
    slotMinutes: smallint('slot_minutes').notNull(),
    partiesPerSlot: smallint('parties_per_slot').notNull().default(1),
    noticeHours: smallint('notice_hours').notNull().default(2),
    bufferMinutes: smallint('buffer_minutes').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('showing_settings_slot_check', sql`${t.slotMinutes} in (${sql.raw(SLOT_LENGTHS.join(', '))})`),
    check('showing_settings_parties_check', sql`${t.partiesPerSlot} between 1 and 30`),
    check('showing_settings_notice_check', sql`${t.noticeHours} between 0 and 168`),
    check('showing_settings_buffer_check', sql`${t.bufferMinutes} between 0 and 120`),
  ],
);

/**
 * Windows of availability in local (Atlantic) time: weekly (an ISO weekday, 1 = Monday) or one-off
 * (a date).
 */
export const showingWindows = pgTable(
  'showing_windows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    weekday: smallint('weekday'),
    onDate: date('on_date', { mode: 'string' }),
    /** 'HH:MM' local time. */
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
  },
  (t) => [
    index('showing_windows_property_idx').on(t.propertyId),
    check('showing_windows_kind_check', sql`(${t.weekday} is null) <> (${t.onDate} is null)`),
    check('showing_windows_weekday_check', sql`${t.weekday} between 1 and 7`),
    check(
      'showing_windows_times_check',
      sql`${t.startTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.endTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' and ${t.startTime} < ${t.endTime}`,
    ),
  ],
);

/** Local dates on which a property offers no showings. */
export const showingBlackouts = pgTable(
  'showing_blackouts',
  {
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ name: 'showing_blackouts_pkey', columns: [t.propertyId, t.day] })],
);

/**
 * Booked showings. `sequence` is the calendar invite's SEQUENCE: one more on each reschedule or
 * cancellation, with the same UID (`showing-<id>@...`).
 */
export const showings = pgTable(
  'showings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    message: text('message').notNull().default(''),
    language: text('language').$type<Language>().notNull().default('en'),
    status: text('status').$type<ShowingStatus>().notNull().default('booked'),
    sequence: integer('sequence').notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by').$type<ShowingCanceller>(),
    cancelMessage: text('cancel_message'),
    /** Set when the day-before reminder was queued (or was not needed: booked within a day). */
    reminderQueuedAt: timestamp('reminder_queued_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('showings_property_idx')
      .on(t.propertyId, t.startsAt)
      .where(sql`${t.status} = 'booked'`),
    index('showings_reminder_idx')
      .on(t.startsAt)
      .where(sql`${t.status} = 'booked' and ${t.reminderQueuedAt} is null`),
    check('showings_status_check', sql`${t.status} in (${inList(SHOWING_STATUSES)})`),
    check('showings_language_check', sql`${t.language} in (${inList(LANGUAGES)})`),
    check('showings_period_check', sql`${t.endsAt} > ${t.startsAt}`),
    check(
      'showings_cancelled_check',
      sql`(${t.status} = 'cancelled') = (${t.cancelledAt} is not null)
        and (${t.cancelledBy} is null or ${t.cancelledBy} in (${inList(SHOWING_CANCELLERS)}))`,
    ),
  ],
);

/**
 * Single-use e-mailed links for visitors without an account (a showing's manage link). As
 * account_tokens: only the SHA-256 is stored, and a use is one atomic UPDATE ... WHERE used_at IS NULL.
 */
export const visitorTokens = pgTable(
  'visitor_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose').$type<VisitorTokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull(),
    /** What the link acts on: the showing's id. */
    subjectId: uuid('subject_id').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('visitor_tokens_hash_idx').on(t.tokenHash),
    index('visitor_tokens_subject_idx').on(t.subjectId),
    index('visitor_tokens_expires_idx').on(t.expiresAt),
    check('visitor_tokens_purpose_check', sql`${t.purpose} in (${inList(VISITOR_TOKEN_PURPOSES)})`),
  ],
);

/**
 * Saved-search alerts (issue 30). CASL: the consent is recorded (the words shown, when, from which
 * address); nothing is sent while `pending` (double opt-in). Each e-mail carries an unsubscribe link
 * of its own (visitor_tokens, 'unsubscribe_alert': hashed, usable any number of times, no account).
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The account that made it, when signed in; the address is what counts either way. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** The listing's canonical query string (listingSearchParams): what matches, and the link. */
    query: text('query').notNull(),
    frequency: text('frequency').$type<AlertFrequency>().notNull(),
    language: text('language').$type<Language>().notNull().default('en'),
    status: text('status').$type<AlertStatus>().notNull().default('pending'),
    consentText: text('consent_text').notNull(),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull().defaultNow(),
    consentIp: text('consent_ip'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('saved_searches_email_idx').on(sql`lower(${t.email})`),
    index('saved_searches_user_idx').on(t.userId),
    index('saved_searches_active_idx')
      .on(t.status)
      .where(sql`${t.status} = 'active'`),
    check('saved_searches_frequency_check', sql`${t.frequency} in (${inList(ALERT_FREQUENCIES)})`),
    check('saved_searches_status_check', sql`${t.status} in (${inList(ALERT_STATUSES)})`),
    check('saved_searches_language_check', sql`${t.language} in (${inList(LANGUAGES)})`),
    check(
      'saved_searches_confirmed_check',
      sql`(${t.status} = 'pending') = (${t.confirmedAt} is null) or ${t.status} = 'unsubscribed'`,
    ),
  ],
);

/**
 * What happened to a property that alerts care about, written by a trigger on properties in the
 * transaction of the change (migration 0010): 'listed' when it becomes public (verified, not
 * archived, not closed), 'price_drop' when a public property's price goes down. The alert job marks
 * each processed once it has queued its matches.
 */
export const propertyEvents = pgTable(
  'property_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PropertyEventKind>().notNull(),
    createdAt: createdAt(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [
    index('property_events_pending_idx')
      .on(t.id)
      .where(sql`${t.processedAt} is null`),
    check('property_events_kind_check', sql`${t.kind} in (${inList(PROPERTY_EVENT_KINDS)})`),
  ],
);

/** A property an alert matched: once per alert and property, ever (the primary key). */
export const alertMatches = pgTable(
  'alert_matches',
  {
    savedSearchId: uuid('saved_search_id')
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<PropertyEventKind>().notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ name: 'alert_matches_pkey', columns: [t.savedSearchId, t.propertyId] }),
    index('alert_matches_unsent_idx')
      .on(t.savedSearchId)
      .where(sql`${t.sentAt} is null`),
  ],
);
