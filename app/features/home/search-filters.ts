import type { ListingFilters } from '../../../shared/domain/listing-filters.ts';
import { PROPERTY_TYPES, type PropertyType } from '../../../shared/domain/options.ts';

/** Where every home search lands: the main listing, with the search in its URL (spec 2.3, 2.4). */
export const LISTINGS_PATH = '/list-layout-new-3';

/** Bedroom minimums the searches offer (the listing's own filter goes to 5+). */
export const SEARCH_BEDS = [1, 2, 3, 4] as const;

function isPropertyType(value: unknown): value is PropertyType {
  return typeof value === 'string' && (PROPERTY_TYPES as readonly string[]).includes(value);
}

/**
 * What a home search form says, as listing filters: only what was chosen, so the listing's URL
 * carries no empty parameters. The listing parses its URL again on the server (the authority); this
 * only leaves out what it would ignore. Without JavaScript the form itself sends the same names.
 */
export function filtersOfSearch(form: FormData): ListingFilters {
  const kind = form.get('for');
  const city = String(form.get('city') ?? '').trim();
  const type = form.get('type');
  const beds = Number(form.get('beds'));
  return {
    ...(kind === 'rent' || kind === 'sale' ? { listingType: kind } : {}),
    ...(city ? { city } : {}),
    ...(isPropertyType(type) ? { propertyType: type } : {}),
    ...(Number.isInteger(beds) && beds > 0 ? { minBeds: beds } : {}),
  };
}
