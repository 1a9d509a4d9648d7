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
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Feature, ListingType, PropertyType, StatusFlag } from '../../shared/domain/options.ts';

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
    isVerified: boolean('is_verified').notNull().default(false),
    verifiedChangedAt: timestamp('verified_changed_at', { withTimezone: true }),
    isClosed: boolean('is_closed').notNull().default(false),
    closedChangedAt: timestamp('closed_changed_at', { withTimezone: true }),
    isArchived: boolean('is_archived').notNull().default(false),
    archivedChangedAt: timestamp('archived_changed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('properties_listing_type_check', sql`${t.listingType} in ('rent', 'sale')`),
    check('properties_price_check', sql`${t.price} >= 0`),
    check(
      'properties_washrooms_check',
      sql`${t.washrooms} >= 0 and ${t.washrooms} * 2 = floor(${t.washrooms} * 2)`,
    ),
    // The public listing: verified, not archived, newest first; filtered by kind and price.
    index('properties_public_recent_idx')
      .on(t.createdAt.desc(), t.id)
      .where(sql`${t.isVerified} and not ${t.isArchived}`),
    index('properties_public_type_price_idx')
      .on(t.listingType, t.price)
      .where(sql`${t.isVerified} and not ${t.isArchived}`),
    index('properties_city_idx').on(sql`lower(${t.city})`),
    index('properties_recent_idx').on(t.createdAt.desc(), t.id),
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
    name: text('name').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    role: text('role').$type<UserRole>().notNull().default('customer'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_idx').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} in ('admin', 'customer', 'agent', 'agency')`),
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
    createdAt: createdAt(),
    handledAt: timestamp('handled_at', { withTimezone: true }),
  },
  (t) => [
    index('enquiries_created_idx').on(t.createdAt.desc()),
    check('enquiries_kind_check', sql`${t.kind} in ('showing', 'property', 'general')`),
  ],
);

export const OUTBOX_STATUSES = ['pending', 'sent', 'failed'] as const;
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
