// The spec's submit payload names (spec 3, "Submit payload") → the form's clean names. Like
// api-mapping.ts, this is one of the few places where the spec's spellings live.

const FROM_SPEC: Record<string, string> = {
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
  Verified: 'isVerified',
  PropertyClosed: 'isClosed',
  PropertyArchived: 'isArchived',
};

/** Reads 'For Rent' / 'For Sale' / true / 'true' as the listing type. */
function listingTypeOf(value: unknown): string | undefined {
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

export function fromSpecPayload(payload: Record<string, unknown>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(payload)) {
    const name = FROM_SPEC[key] ?? (CLEAN_NAMES.has(key) ? key : undefined);
    if (name) fields[name] = value;
  }
  // ForRent carries the status; autoAddress is the autocompleted line when AddressLine1 is empty.
  fields.listingType = listingTypeOf(payload.ForRent ?? payload.listingType);
  if (!fields.address && typeof payload.autoAddress === 'string') fields.address = payload.autoAddress;
  if ('features' in fields) fields.features = featuresOf(fields.features);
  return fields;
}
