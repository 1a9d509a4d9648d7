import type { Property } from '../../../shared/domain/property.ts';

/** The number inside a value such as '1,200 sqft', '2 Beds' or 1.5 (spec 4: the number parts are extracted). */
export function numberPart(value: string | number | null | undefined): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const match = /\d[\d,]*(\.\d+)?/.exec(value ?? '');
  return match ? match[0].replace(/,/g, '') : '';
}

/**
 * The edit form's starting values from the stored property (spec 4): features marked 'Yes' checked,
 * the number parts of sqft, beds and washrooms.
 */
export function prefillOf(property: Property): Record<string, string | string[]> {
  return {
    id: property.id,
    title: property.name,
    listingType: property.listingType,
    propertyType: property.propertyType,
    price: String(property.price),
    sqft: numberPart(property.sqft),
    beds: numberPart(property.beds),
    washrooms: numberPart(property.washrooms),
    availableDate: property.availableDate,
    videoUrl: property.videoUrl ?? '',
    address: property.address,
    streetNumber: property.streetNumber,
    streetName: property.streetName,
    city: property.city,
    province: property.province,
    postalCode: property.postalCode,
    placeId: property.placeId ?? '',
    latitude: property.latitude === null ? '' : String(property.latitude),
    longitude: property.longitude === null ? '' : String(property.longitude),
    features: [...property.features],
    description: [property.descriptionPrimary, property.descriptionSecondary].filter(Boolean).join('\n\n'),
    name: property.customerName,
    email: property.customerEmail,
    phone: property.customerPhone ?? '',
    // The owner agreed when submitting; the admin edits on their behalf.
    gdprAgreement: 'on',
  };
}
