import type { Feature, ListingType, PropertyType } from './options.ts';

/** One encoded rendition of an uploaded image. */
export type ImageVariant = {
  format: 'webp' | 'jpeg' | 'avif';
  width: number;
  height: number;
  url: string;
};

/** An image of a property as the UI needs it: ordered, with its responsive variants. */
export type PropertyImage = {
  id: string;
  position: number;
  width: number;
  height: number;
  /** URL of the original (metadata stripped). */
  url: string;
  variants: ImageVariant[];
};

/** A property as the application sees it. Clean names; the spec's wire names live in the API mapping. */
export type Property = {
  id: string;
  name: string;
  listingType: ListingType;
  propertyType: PropertyType;
  /** Price in Canadian dollars: monthly rent, or sale price. */
  price: number;
  sqft: number;
  beds: number;
  /** Washrooms, halves allowed (1.5). */
  washrooms: number;
  /** ISO date, 'YYYY-MM-DD'. */
  availableDate: string;
  address: string;
  streetNumber: string;
  streetName: string;
  city: string;
  province: string;
  postalCode: string;
  placeId: string | null;
  latitude: number | null;
  longitude: number | null;
  descriptionPrimary: string;
  descriptionSecondary: string;
  videoUrl: string | null;
  features: Feature[];
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  isVerified: boolean;
  isClosed: boolean;
  isArchived: boolean;
  createdAt: Date;
  updatedAt: Date;
  images: PropertyImage[];
};

/** What a visitor may see: no owner contact details. */
export type PublicProperty = Omit<Property, 'customerName' | 'customerEmail' | 'customerPhone'>;

/** What a listing card shows, and all that a list of cards sends to the browser. */
export type PropertySummary = Pick<
  PublicProperty,
  | 'id'
  | 'name'
  | 'listingType'
  | 'propertyType'
  | 'price'
  | 'sqft'
  | 'beds'
  | 'washrooms'
  | 'availableDate'
  | 'address'
  | 'city'
  | 'isClosed'
  | 'images'
>;

export function toPropertySummary(property: PublicProperty): PropertySummary {
  const { id, name, listingType, propertyType, price, sqft, beds, washrooms } = property;
  const { availableDate, address, city, isClosed, images } = property;
  return {
    id,
    name,
    listingType,
    propertyType,
    price,
    sqft,
    beds,
    washrooms,
    availableDate,
    address,
    city,
    isClosed,
    images,
  };
}

export type PropertyPage<T> = {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
};
