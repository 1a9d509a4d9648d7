// The property as the application sees it, derived from the one declaration of its shape: the
// Drizzle table (server/db/schema.ts). Clean names throughout; the spec's wire names (tag2, loction
// and the rest) exist only in server/properties/api-mapping.ts.
import type { properties, propertyImages, StoredVariant } from '../../server/db/schema.ts';
import type { Language } from '../i18n/languages.ts';
import type { StatusFlag } from './options.ts';

type PropertyRow = typeof properties.$inferSelect;
type ImageRow = typeof propertyImages.$inferSelect;

/** One encoded rendition of an image, as the browser loads it. */
export type ImageVariant = Omit<StoredVariant, 'key'> & { url: string };

/** An image of a property as the UI needs it: ordered, with its responsive variants. */
export type PropertyImage = Pick<ImageRow, 'id' | 'position' | 'width' | 'height'> & {
  /** URL of the original (metadata stripped). */
  url: string;
  variants: ImageVariant[];
};

/** When each moderation flag last changed: stored for the record, not shown. */
type FlagTimes = 'verifiedChangedAt' | 'closedChangedAt' | 'archivedChangedAt';

/**
 * Which account owns it and which listing package it used (issue 17): read and written by the
 * account services with their own queries, never part of a property's form, card or API shape.
 */
type AccountLinks = 'ownerUserId' | 'packageGrantId';

/**
 * The language the owner submitted in (issue 29), stored as `customer_language`: what writes to the
 * owner reads it there; the property carries it as `textLanguage` below.
 */
type OwnerLanguage = 'customerLanguage';

/**
 * A property: every stored column but the flag times, with its images in order. Price is in
 * Canadian dollars (monthly rent, or sale price); washrooms allow halves; availableDate is ISO.
 */
export type Property = Omit<PropertyRow, FlagTimes | AccountLinks | OwnerLanguage> & {
  /**
   * The language its owner-written text (name, description) is in: the language of the submission.
   * Pages in the other language mark that text with `lang` (issue 29); no form sets it.
   */
  textLanguage: Language;
  images: PropertyImage[];
};

/** The row → Property read; the flag times stay in the database. */
export function propertyOf(row: PropertyRow, images: PropertyImage[]): Property {
  const {
    verifiedChangedAt: _v,
    closedChangedAt: _c,
    archivedChangedAt: _a,
    ownerUserId: _o,
    packageGrantId: _g,
    customerLanguage: textLanguage,
    ...property
  } = row;
  return { ...property, textLanguage, images };
}

/** The owner's contact details: admins only. */
export const OWNER_FIELDS = ['customerName', 'customerEmail', 'customerPhone'] as const;

/** What a visitor may see: no owner contact details. */
export type PublicProperty = Omit<Property, (typeof OWNER_FIELDS)[number]>;

/** The fields an owner's submission or an admin's edit sets: everything but identity, flags, times and images. */
export type PropertyFields = Omit<
  Property,
  'id' | StatusFlag | 'createdAt' | 'updatedAt' | 'textLanguage' | 'images'
>;

const SUMMARY_FIELDS = [
  'id',
  'name',
  'listingType',
  'propertyType',
  'price',
  'sqft',
  'beds',
  'washrooms',
  'availableDate',
  'address',
  'city',
  'isClosed',
  'textLanguage',
  'images',
] as const satisfies readonly (keyof PublicProperty)[];

/** What a listing card shows, and all that a list of cards sends to the browser. */
export type PropertySummary = Pick<PublicProperty, (typeof SUMMARY_FIELDS)[number]>;

/** The named fields of an object, and only those: what a page sends to the browser. */
function pick<T, K extends keyof T>(from: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, from[key]])) as Pick<T, K>;
}

export function toPropertySummary(property: PublicProperty): PropertySummary {
  return pick(property, SUMMARY_FIELDS);
}

const ADMIN_CARD_FIELDS = [
  'id',
  'name',
  'listingType',
  'propertyType',
  'price',
  'address',
  'city',
  'createdAt',
  'isVerified',
  'isClosed',
  'isArchived',
  ...OWNER_FIELDS,
] as const satisfies readonly (keyof Property)[];

/**
 * What the admin console's card shows (spec 2.8), and all that its list sends to the browser: a
 * tenth of the whole property (no description, features or photos), which the page also renders and
 * serialises for every request (issue 32).
 */
export type AdminCardProperty = Pick<Property, (typeof ADMIN_CARD_FIELDS)[number]>;

export function toAdminCardProperty(property: Property): AdminCardProperty {
  return pick(property, ADMIN_CARD_FIELDS);
}

/** A paragraph break: a line with nothing but spaces between two lines. */
const PARAGRAPH_BREAK = /\n[ \t]*\n/;

/**
 * The description as one text (the form's single field, spec 5) ↔ its two stored parts (the API's
 * description1 and description2, spec 3): the first paragraph, and the rest. Inverse of
 * joinDescription for any text whose paragraphs are separated by one blank line (the form schema
 * normalises to that).
 */
export function splitDescription(
  text: string,
): Pick<Property, 'descriptionPrimary' | 'descriptionSecondary'> {
  const match = PARAGRAPH_BREAK.exec(text);
  if (!match) return { descriptionPrimary: text, descriptionSecondary: '' };
  return {
    descriptionPrimary: text.slice(0, match.index),
    descriptionSecondary: text.slice(match.index + match[0].length),
  };
}

export function joinDescription(
  property: Pick<Property, 'descriptionPrimary' | 'descriptionSecondary'>,
): string {
  return [property.descriptionPrimary, property.descriptionSecondary].filter(Boolean).join('\n\n');
}

/** The description's paragraphs, as the detail page shows them. */
export function descriptionParagraphs(
  property: Pick<Property, 'descriptionPrimary' | 'descriptionSecondary'>,
): string[] {
  return joinDescription(property)
    .split(PARAGRAPH_BREAK)
    .map((p) => p.trim())
    .filter(Boolean);
}

export type PropertyPage<T> = {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
};
