// Option lists of the spec (sections 3, 5 and 9), defined once for the browser and the server.

/** The 15 feature options of spec section 3, in the spec's order and spelling. */
export const FEATURES = [
  'Air Condition',
  'Electricity Bill Included',
  'Internet',
  'Microwave',
  'Smoking allowed',
  'Pets Allowed',
  'Elevator',
  'Parking',
  'Garage',
  'Lawn maintenance',
  'Tenant Insurance needed',
  'Water Bill Included',
  'Washer and Dryer',
  'Furnished',
  'Security Check',
] as const;
export type Feature = (typeof FEATURES)[number];

/** Property types of the submit form (spec section 5). */
export const PROPERTY_TYPES = [
  'Detached',
  'Apartment',
  'Semi-Detached',
  'Office',
  'Basement',
  'Garage',
] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];

/** The moderation flags of a property (spec 4), under their clean names. */
export const STATUS_FLAGS = ['isVerified', 'isClosed', 'isArchived'] as const;
export type StatusFlag = (typeof STATUS_FLAGS)[number];

/**
 * A status change as the console's no-JavaScript forms send it (a card's toggle buttons, the
 * notice's Undo): one `change` field, "isClosed:true", read back by statusFormSchema.
 */
export function statusChangeOf(flag: StatusFlag, value: boolean): string {
  return `${flag}:${String(value)}`;
}

/** Rent or sale. The spec's wire values ('For Rent' / 'For Sell') live in the API mapping. */
export const LISTING_TYPES = ['rent', 'sale'] as const;
export type ListingType = (typeof LISTING_TYPES)[number];

/** The 13 Canadian provinces and territories (spec section 5), full names as stored. */
export const PROVINCES = [
  { code: 'AB', name: 'Alberta' },
  { code: 'BC', name: 'British Columbia' },
  { code: 'MB', name: 'Manitoba' },
  { code: 'NB', name: 'New Brunswick' },
  { code: 'NL', name: 'Newfoundland and Labrador' },
  { code: 'NS', name: 'Nova Scotia' },
  { code: 'NT', name: 'Northwest Territories' },
  { code: 'NU', name: 'Nunavut' },
  { code: 'ON', name: 'Ontario' },
  { code: 'PE', name: 'Prince Edward Island' },
  { code: 'QC', name: 'Quebec' },
  { code: 'SK', name: 'Saskatchewan' },
  { code: 'YT', name: 'Yukon' },
] as const;
export type ProvinceName = (typeof PROVINCES)[number]['name'];
export const PROVINCE_NAMES = PROVINCES.map((p) => p.name) as unknown as readonly [
  ProvinceName,
  ...ProvinceName[],
];

/** Cities suggested by the listing filter (spec section 9). */
export const FILTER_CITIES = ['Moncton', 'Dieppe', 'Shediac', 'Riverview'] as const;

/** Bedrooms 1-6 (spec section 5). */
export const BEDROOM_OPTIONS = [1, 2, 3, 4, 5, 6] as const;

/** Bathrooms 1 to 6 in steps of 0.5 (spec section 5). */
export const BATHROOM_OPTIONS = Array.from({ length: 11 }, (_, i) => 1 + i * 0.5);

/** Price buckets offered by the filter (spec section 9), as 'min-max'. */
export const PRICE_BUCKETS = ['0-1000', '1001-1500', '1500-1000000'] as const;
