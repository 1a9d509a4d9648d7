// The spec's wire format (spec 3) ↔ the domain: the one place where the spec's spellings live —
// tag2, loction (sic), Province, PostalCode, popertyArchived (sic), the duplicated flag spellings,
// and the submit payload's names (propertyTitle, PropertyAmount, ForRent...). Each direction has its
// inverse here, and tests/unit/property-mappings.test.ts holds every pair to a round trip.
import {
  FEATURES,
  STATUS_FLAGS,
  type Feature,
  type ListingType,
  type StatusFlag,
} from '../../shared/domain/options.ts';
import { OWNER_FIELDS, type Property, type PublicProperty } from '../../shared/domain/property.ts';
import { apiMessages } from '../../shared/i18n/en/api-messages.ts';
import type { Language } from '../../shared/i18n/languages.ts';

/** Listings younger than this carry the 'New' badge. */
const NEW_BADGE_DAYS = 14;

/** The property as the spec's client reads it (spec section 3), so an existing client keeps working. */
export type ApiProperty = {
  id: string;
  name: string;
  tag2: 'For Rent' | 'For Sell';
  type: string;
  propertyValue: number;
  sqft: number;
  size: string;
  beds: number;
  washrooms: number;
  availableDate: string;
  loction: string;
  city: string;
  Province: string;
  PostalCode: string;
  description1: string;
  description2: string;
  videoUrl: string;
  features: Record<string, 'Yes' | 'No'>;
  image: string[];
  ImageMap: Record<string, string>;
  placeId: string;
  latitude: number | null;
  longitude: number | null;
  streetNumber: string;
  streetName: string;
  /** The language the owner wrote the name and description in (issue 29; not in the spec). */
  textLanguage: Language;
  customerName?: string;
  customerEmail?: string;
  customerPhone?: string;
  verified: boolean;
  Verified: boolean;
  propertyClosed: boolean;
  PropertyClosed: boolean;
  popertyArchived: boolean;
  propertyArchived: boolean;
  PropertyArchived: boolean;
  tag: ('Verified' | 'New')[];
  createdAt: string;
  updatedAt: string;
};

export function toApiProperty(property: Property | PublicProperty, now = new Date()): ApiProperty {
  const features = toFeatureMap(property.features);
  // Image references are the originals' URLs; ImageMap resolves each to the URL to load (spec call 2).
  const image = property.images.map((i) => i.url);
  const ImageMap = Object.fromEntries(property.images.map((i) => [i.url, i.url]));
  const tag: ApiProperty['tag'] = [];
  if (property.isVerified) tag.push('Verified');
  if (now.getTime() - property.createdAt.getTime() < NEW_BADGE_DAYS * 86_400_000) tag.push('New');

  const api: ApiProperty = {
    id: property.id,
    name: property.name,
    tag2: TAG2[property.listingType],
    type: property.propertyType,
    propertyValue: property.price,
    sqft: property.sqft,
    size: `${property.sqft} sqft`,
    beds: property.beds,
    washrooms: property.washrooms,
    availableDate: property.availableDate,
    loction: property.address,
    city: property.city,
    Province: property.province,
    PostalCode: property.postalCode,
    description1: property.descriptionPrimary,
    description2: property.descriptionSecondary,
    videoUrl: property.videoUrl ?? '',
    features,
    image,
    ImageMap,
    placeId: property.placeId ?? '',
    latitude: property.latitude,
    longitude: property.longitude,
    streetNumber: property.streetNumber,
    streetName: property.streetName,
    textLanguage: property.textLanguage,
    verified: property.isVerified,
    Verified: property.isVerified,
    propertyClosed: property.isClosed,
    PropertyClosed: property.isClosed,
    popertyArchived: property.isArchived,
    propertyArchived: property.isArchived,
    PropertyArchived: property.isArchived,
    tag,
    createdAt: property.createdAt.toISOString(),
    updatedAt: property.updatedAt.toISOString(),
  };
  if (hasOwnerFields(property)) {
    api.customerName = property.customerName;
    api.customerEmail = property.customerEmail;
    api.customerPhone = property.customerPhone;
  }
  return api;
}

const TAG2 = { rent: 'For Rent', sale: 'For Sell' } as const satisfies Record<ListingType, string>;

function toFeatureMap(features: readonly Feature[]): Record<string, 'Yes' | 'No'> {
  return Object.fromEntries(FEATURES.map((f) => [f, features.includes(f) ? 'Yes' : 'No'] as const));
}

/**
 * The inverse of toApiProperty: what a client of the API holds, back in the domain's terms. The
 * images' variants are not on the wire (the client loads `image` URLs); they come back empty.
 */
export function fromApiProperty(api: ApiProperty): Property | PublicProperty {
  const property: PublicProperty = {
    id: api.id,
    name: api.name,
    listingType: api.tag2 === 'For Rent' ? 'rent' : 'sale',
    propertyType: api.type as Property['propertyType'],
    price: api.propertyValue,
    sqft: api.sqft,
    beds: api.beds,
    washrooms: api.washrooms,
    availableDate: api.availableDate,
    address: api.loction,
    streetNumber: api.streetNumber,
    streetName: api.streetName,
    city: api.city,
    province: api.Province,
    postalCode: api.PostalCode,
    placeId: api.placeId === '' ? null : api.placeId,
    latitude: api.latitude,
    longitude: api.longitude,
    descriptionPrimary: api.description1,
    descriptionSecondary: api.description2,
    videoUrl: api.videoUrl === '' ? null : api.videoUrl,
    features: FEATURES.filter((f) => api.features[f] === 'Yes'),
    isVerified: api.Verified,
    isClosed: api.PropertyClosed,
    isArchived: api.PropertyArchived,
    textLanguage: api.textLanguage,
    createdAt: new Date(api.createdAt),
    updatedAt: new Date(api.updatedAt),
    images: api.image.map((url, position) => ({ id: '', position, width: 0, height: 0, url, variants: [] })),
  };
  if (api.customerName === undefined) return property;
  return {
    ...property,
    customerName: api.customerName,
    customerEmail: api.customerEmail ?? '',
    customerPhone: api.customerPhone ?? '',
  };
}

/** Whether a property read from the wire carries the owner's details (an admin's read). */
export function hasOwnerFields(property: Property | PublicProperty): property is Property {
  return OWNER_FIELDS.every((field) => field in property);
}

// --- The status call (spec 7 call 6) -------------------------------------------------------------

/** The spec's status field names → the domain's flags. */
const STATUS_FIELD_NAMES = {
  Verified: 'isVerified',
  PropertyClosed: 'isClosed',
  PropertyArchived: 'isArchived',
} as const satisfies Record<string, StatusFlag>;

export const STATUS_FIELD_MESSAGE = apiMessages.body.statusField.replace(
  '{{names}}',
  Object.keys(STATUS_FIELD_NAMES).join(', '),
);

/**
 * A status field as a client sends it: the spec's name (Verified, PropertyClosed, PropertyArchived),
 * or the flag's own name (the admin console's script). Anything else is left as it is, for the
 * schema to refuse.
 */
export function statusFlagOf(field: unknown): unknown {
  if (typeof field !== 'string') return field;
  if (Object.hasOwn(STATUS_FIELD_NAMES, field))
    return STATUS_FIELD_NAMES[field as keyof typeof STATUS_FIELD_NAMES];
  return field;
}

/** The inverse of statusFlagOf for the spec's names. */
export function statusFieldOf(flag: StatusFlag): keyof typeof STATUS_FIELD_NAMES {
  const entry = Object.entries(STATUS_FIELD_NAMES).find(([, f]) => f === flag);
  return entry![0] as keyof typeof STATUS_FIELD_NAMES;
}

// --- The submit payload (spec 3 "Submit payload", calls 4 and 5) -------------------------------

/** The spec's submit payload names → the form's clean names (shared/domain/property-schemas.ts). */
const FROM_SPEC = {
  propertyTitle: 'title',
  Type: 'propertyType',
  PropertyAmount: 'price',
  Sqft: 'sqft',
  Bedrooms: 'beds',
  Washrooms: 'washrooms',
  City: 'city',
  Province: 'province',
  PostalCode: 'postalCode',
  description: 'description',
  features: 'features',
  name: 'name',
  email: 'email',
  phone: 'phone',
  gdprAgreement: 'gdprAgreement',
  AddressLine1: 'address',
  availableDate: 'availableDate',
  PlaceId: 'placeId',
  videoUrl: 'videoUrl',
  streetName: 'streetName',
  streetNumber: 'streetNumber',
  latitude: 'latitude',
  longitude: 'longitude',
  id: 'id',
  deletedImages: 'deletedImages',
  ...Object.fromEntries(STATUS_FLAGS.map((flag) => [statusFieldOf(flag), flag])),
} as Record<string, string>;

/** Reads 'For Rent' / 'For Sale' / true / 'true' as the listing type. */
function listingTypeOf(value: unknown): ListingType | undefined {
  if (value === true || value === 'true' || value === 'For Rent' || value === 'rent') return 'rent';
  if (
    value === false ||
    value === 'false' ||
    value === 'For Sale' ||
    value === 'For Sell' ||
    value === 'sale'
  ) {
    return 'sale';
  }
  return undefined;
}

/** Features as the spec sends them: a map of name → 'Yes'/'No' (or booleans), or a list of names. */
function featuresOf(value: unknown): unknown {
  // A multipart client sends one 'features' part holding the JSON map, or one part per feature name.
  if (Array.isArray(value)) {
    return value.flatMap((item) => {
      const one = featuresOf(item);
      return Array.isArray(one) ? one : [one];
    });
  }
  if (typeof value === 'string' && value.trim().startsWith('{')) {
    try {
      return featuresOf(JSON.parse(value));
    } catch {
      return value;
    }
  }
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value)
      .filter(([, v]) => v === true || v === 'Yes' || v === 'yes' || v === 'true')
      .map(([k]) => k);
  }
  return value;
}

/** The form's own names, accepted as they are (the page's script posts its form to the API). */
const CLEAN_NAMES = new Set([...Object.values(FROM_SPEC), 'listingType', 'csrf']);

/** A submit or update payload in the spec's names → the form's fields, not validated yet. */
export function fromSpecPayload(payload: Record<string, unknown>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(payload)) {
    const name = Object.hasOwn(FROM_SPEC, key) ? FROM_SPEC[key] : CLEAN_NAMES.has(key) ? key : undefined;
    if (name) fields[name] = value;
  }
  // ForRent carries the status; autoAddress is the autocompleted line when AddressLine1 is empty.
  fields.listingType = listingTypeOf(payload.ForRent ?? payload.listingType);
  if (!fields.address && typeof payload.autoAddress === 'string') fields.address = payload.autoAddress;
  if ('features' in fields) fields.features = featuresOf(fields.features);
  return fields;
}

/**
 * The inverse of fromSpecPayload: the form's fields in the spec's payload names, as the spec's
 * client sends them (ForRent as 'true'/'false', features as the name → 'Yes'/'No' map in JSON).
 */
export function toSpecPayload(fields: Record<string, unknown>): Record<string, unknown> {
  const toSpec = new Map(Object.entries(FROM_SPEC).map(([spec, clean]) => [clean, spec]));
  const payload: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(fields)) {
    if (key === 'listingType') {
      if (value !== undefined) payload.ForRent = String(value === 'rent');
    } else if (key === 'features') {
      payload.features = JSON.stringify(
        toFeatureMap(FEATURES.filter((f) => (value as unknown[]).includes(f))),
      );
    } else {
      const name = toSpec.get(key);
      if (name) payload[name] = value;
    }
  }
  return payload;
}
