import type { Feature, ListingType, PropertyType } from '../../shared/domain/options.ts';

/** The scene a generated demo photo shows. */
export type PhotoScene = 'exterior' | 'living' | 'kitchen' | 'bedroom' | 'bathroom' | 'office' | 'garage';

/** One demo property, as the seed writes it. Dates are ISO 'YYYY-MM-DD'. */
export type DemoPropertySeed = {
  name: string;
  listingType: ListingType;
  propertyType: PropertyType;
  price: number;
  sqft: number;
  beds: number;
  washrooms: number;
  availableDate: string;
  address: string;
  streetNumber: string;
  streetName: string;
  city: 'Moncton' | 'Dieppe' | 'Riverview' | 'Shediac';
  province: 'New Brunswick';
  postalCode: string;
  latitude: number;
  longitude: number;
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
  /** Days before "now" that the listing was created, so "newest first" has a stable order. */
  createdDaysAgo: number;
  /** 3 to 8 scenes, first one is the cover photo. */
  photos: PhotoScene[];
};
