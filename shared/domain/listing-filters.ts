import { PRICE_FILTER_MAX } from './limits.ts';
import type { PROPERTY_TYPES } from './options.ts';

/**
 * Filters of the listing page (spec 2.4) and of GET /api/properties, as URL query parameters:
 * for=rent|sale, city=<text>, type=<property type>, beds=<minimum>, price=<min-max>, page=<n>.
 * The same names are used by the page's GET form and by the API, so a filtered page URL and an
 * API URL say the same thing.
 */
export type ListingFilters = {
  listingType?: 'rent' | 'sale';
  city?: string;
  propertyType?: (typeof PROPERTY_TYPES)[number];
  minBeds?: number;
  minPrice?: number;
  maxPrice?: number;
};

export type ListingQuery = ListingFilters & { page: number; pageSize: number };

/** The query string of a filter set, for links (pagination) and redirects. Page 1 is implied. */
export function listingSearchParams(filters: ListingFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.listingType) params.set('for', filters.listingType);
  if (filters.city) params.set('city', filters.city);
  if (filters.propertyType) params.set('type', filters.propertyType);
  if (filters.minBeds) params.set('beds', String(filters.minBeds));
  if (filters.minPrice !== undefined || filters.maxPrice !== undefined) {
    params.set('price', `${filters.minPrice ?? 0}-${filters.maxPrice ?? PRICE_FILTER_MAX}`);
  }
  if (page > 1) params.set('page', String(page));
  return params;
}

/** A link to a page of a filtered list: `path` with the filters' query string, if any. */
export function listingHref(path: string, filters: ListingFilters, page = 1): string {
  const qs = listingSearchParams(filters, page).toString();
  return qs ? `${path}?${qs}` : path;
}
