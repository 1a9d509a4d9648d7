import { PROVINCES, type ProvinceName } from './options.ts';

/**
 * The full name of a province or territory from its code or name, any case ('NB', 'nb',
 * 'New Brunswick'), or null. Address autocomplete returns the short code; the spec stores the
 * full name (spec 2.6: "province (expanded to full name)").
 */
export function expandProvince(value: string | null | undefined): ProvinceName | null {
  const text = value?.trim().toLowerCase().replace(/\.$/, '');
  if (!text) return null;
  // Common spellings that are not the code or the official name.
  const aliases: Record<string, ProvinceName> = {
    québec: 'Quebec',
    pq: 'Quebec',
    newfoundland: 'Newfoundland and Labrador',
    'newfoundland & labrador': 'Newfoundland and Labrador',
    pei: 'Prince Edward Island',
    'yukon territory': 'Yukon',
    nwt: 'Northwest Territories',
  };
  const found = PROVINCES.find((p) => p.code.toLowerCase() === text || p.name.toLowerCase() === text);
  return found?.name ?? aliases[text] ?? null;
}

/**
 * Canada Post's format: letter digit letter, space, digit letter digit. D, F, I, O, Q and U never
 * appear, and W and Z never start a code.
 */
const POSTAL_CODE = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z])[\s-]?(\d[ABCEGHJ-NPRSTV-Z]\d)$/;

/** 'e1c4b5', 'E1C-4B5' → 'E1C 4B5'; null when it is not a Canadian postal code. */
export function normalizePostalCode(value: string | null | undefined): string | null {
  const match = POSTAL_CODE.exec(value?.trim().toUpperCase() ?? '');
  return match ? `${match[1]} ${match[2]}` : null;
}

/** One component of a geocoder's or autocomplete's answer (Google Places, new and legacy shapes). */
export type AddressComponent = { longText: string; shortText: string; types: string[] };

export type AddressParts = {
  address: string;
  streetNumber: string;
  streetName: string;
  city: string;
  province: string;
  postalCode: string;
};

/**
 * The form's address fields from an autocomplete answer: street number and name, city (locality,
 * else the larger municipality), province expanded to its full name, postal code normalised.
 */
export function addressPartsOf(formattedAddress: string, components: AddressComponent[]): AddressParts {
  const find = (...types: string[]) => components.find((c) => types.some((type) => c.types.includes(type)));
  const streetNumber = find('street_number')?.longText ?? '';
  const streetName = find('route')?.longText ?? '';
  const region = find('administrative_area_level_1');
  const postal = find('postal_code')?.longText ?? '';
  // "123 Main St, Moncton, NB E1C 1B9, Canada" → the street part is what the listing shows.
  const street = [streetNumber, streetName].filter(Boolean).join(' ');
  return {
    address: street || formattedAddress.replace(/,\s*Canada$/i, ''),
    streetNumber,
    streetName,
    city: find('locality', 'postal_town', 'administrative_area_level_3', 'sublocality')?.longText ?? '',
    province: expandProvince(region?.shortText) ?? expandProvince(region?.longText) ?? '',
    postalCode: normalizePostalCode(postal) ?? postal,
  };
}
