import { FEATURES } from '../../shared/domain/options.ts';
import type { Property, PublicProperty } from '../../shared/domain/property.ts';

/** Listings younger than this carry the 'New' badge. */
const NEW_BADGE_DAYS = 14;

/**
 * The property as the spec's client reads it (spec section 3). This is the one place where the
 * spec's field names live — tag2, loction (sic), Province, PostalCode, popertyArchived (sic) and the
 * duplicated flag spellings — so an existing client of the list-properties call keeps working.
 */
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
  const features = Object.fromEntries(
    FEATURES.map((f) => [f, property.features.includes(f) ? 'Yes' : 'No'] as const),
  );
  // Image references are the originals' URLs; ImageMap resolves each to the URL to load (spec call 2).
  const image = property.images.map((i) => i.url);
  const ImageMap = Object.fromEntries(property.images.map((i) => [i.url, i.url]));
  const tag: ApiProperty['tag'] = [];
  if (property.isVerified) tag.push('Verified');
  if (now.getTime() - property.createdAt.getTime() < NEW_BADGE_DAYS * 86_400_000) tag.push('New');

  const api: ApiProperty = {
    id: property.id,
    name: property.name,
    tag2: property.listingType === 'rent' ? 'For Rent' : 'For Sell',
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
  if ('customerName' in property) {
    api.customerName = property.customerName;
    api.customerEmail = property.customerEmail;
    api.customerPhone = property.customerPhone ?? '';
  }
  return api;
}
