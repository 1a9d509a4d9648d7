// The submit and edit form (spec 5) ↔ the stored property: one pair of mappings, each the other's
// inverse (tests/unit/property-mappings.test.ts holds them to a round trip). The form's fields and
// rules are declared once, in property-schemas.ts; the property's shape in the Drizzle table.
import type { PropertyFormFields, PropertyFormValues } from './property-schemas.ts';
import { joinDescription, splitDescription, type Property, type PropertyFields } from './property.ts';

/** The edit form's starting values (spec 4: features marked 'Yes' checked, the number parts). */
export function formFieldsOf(
  property: PropertyFields & Pick<Property, 'id'>,
): Omit<PropertyFormFields, 'deletedImages'> {
  return {
    id: property.id,
    title: property.name,
    listingType: property.listingType,
    propertyType: property.propertyType,
    price: String(property.price),
    sqft: String(property.sqft),
    beds: String(property.beds),
    washrooms: String(property.washrooms),
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
    description: joinDescription(property),
    name: property.customerName,
    email: property.customerEmail,
    phone: property.customerPhone,
    // The owner agreed when submitting; the admin edits on their behalf.
    gdprAgreement: 'on',
  };
}

/** The validated form → the property's stored fields (the inverse of formFieldsOf). */
export function propertyFieldsOf(values: PropertyFormValues): PropertyFields {
  return {
    name: values.title,
    listingType: values.listingType,
    propertyType: values.propertyType,
    price: values.price,
    sqft: values.sqft,
    beds: values.beds,
    washrooms: values.washrooms,
    availableDate: values.availableDate,
    address: values.address,
    streetNumber: values.streetNumber,
    streetName: values.streetName,
    city: values.city,
    province: values.province,
    postalCode: values.postalCode,
    placeId: values.placeId ?? null,
    latitude: values.latitude ?? null,
    longitude: values.longitude ?? null,
    ...splitDescription(values.description ?? ''),
    videoUrl: values.videoUrl ?? null,
    features: values.features,
    customerName: values.name,
    customerEmail: values.email,
    customerPhone: values.phone,
  };
}
