import { PRICE_FILTER_MAX } from './limits.ts';
import type { Feature, PROPERTY_TYPES } from './options.ts';

/**
 * Filters of the listing page (spec 2.4) and of GET /api/properties, as URL query parameters:
 * for=rent|sale, city=<text>, type=<property type>, beds=<minimum>, baths=<minimum>,
 * feature=<one of the 15 features> (repeated, one parameter per feature, as a GET form's checkboxes
 * send them; a property must have every one), price=<min-max>, bounds=<south,west,north,east>,
 * sort=newest|price-asc|price-desc|popular, page=<n>.
 * The page's form sends the price as two fields, minPrice and maxPrice (what a visitor types:
 * "$1,500", "1.5k"); links the site writes (pages, canonical, the API's Link header) use price=min-max.
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
  /** Minimum bathrooms ("washrooms"; halves count: 1.5 baths meets a minimum of 1). */
  minBaths?: number;
  /** Features a property must all have, in the spec's order, without repeats. */
  features?: Feature[];
  /**
   * The map's visible area: only properties with coordinates inside it (edges included). Properties
   * without coordinates are left out only when bounds are set. An area across the antimeridian
   * (west > east) is refused: the site's market is south-east New Brunswick, and a map client sends
   * its longitudes wrapped into -180..180.
   */
  bounds?: MapBounds;
  /** The order of the list; newest first when not set (and then not written in URLs). */
  sort?: ListingSort;
};

/** A latitude/longitude box, in degrees: south <= north, west <= east. */
export type MapBounds = { south: number; west: number; north: number; east: number };

/**
 * The orders of the list. "popular" is the number of enquiries about the property in the last
 * 30 days (the enquiries table), ties newest first.
 */
export const LISTING_SORTS = ['newest', 'price-asc', 'price-desc', 'popular'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

/** How many days of enquiries make a property "popular". */
export const POPULAR_WINDOW_DAYS = 30;

/** The largest minimum of bathrooms the filters offer ("5+"). */
export const BATHS_FILTER_MAX = 5;

/** Bounds as the URL writes them: south,west,north,east, at most 6 decimals (about 10 cm). */
export function boundsParam(bounds: MapBounds): string {
  const round = (n: number) => String(Math.round(n * 1e6) / 1e6);
  return [bounds.south, bounds.west, bounds.north, bounds.east].map(round).join(',');
}

export type ListingQuery = ListingFilters & { page: number; pageSize: number };

/** The largest amount a price filter takes (nine digits, like the old min-max pattern). */
export const PRICE_AMOUNT_MAX = 999_999_999;

/**
 * The upper bound of a price filter given without one: the spec's 1,000,000 (section 9), unless the
 * minimum is already above it, when there is no upper bound at all.
 */
export function defaultMaxPrice(minPrice: number): number {
  return minPrice > PRICE_FILTER_MAX ? PRICE_AMOUNT_MAX : PRICE_FILTER_MAX;
}

/** Why a typed price was not used (listing-query.ts decides; the catalogue words it). */
export type PriceProblem = 'unreadable' | 'negative' | 'tooLarge';

/** The price fields of the filter form as the page shows them again: text, errors, what was changed. */
export type PriceFilterState = {
  min: string;
  max: string;
  errors: { min?: PriceProblem; max?: PriceProblem };
  /** The minimum was above the maximum: the two were swapped, and the page says so. */
  isSwapped: boolean;
};

/** An amount as the price fields show it: "1,500", "1,500.5"; no dollar sign (it may be typed). */
export function priceInputText(amount: number): string {
  const [integer = '0', fraction] = String(amount).split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction ? `${grouped}.${fraction}` : grouped;
}

/** The price fields for filters that parsed: a minimum of 0 and the default maximum show empty. */
export function priceFilterStateOf(filters: ListingFilters): PriceFilterState {
  const { minPrice, maxPrice } = filters;
  const min = minPrice ?? 0;
  return {
    min: min > 0 ? priceInputText(min) : '',
    max: maxPrice !== undefined && maxPrice !== defaultMaxPrice(min) ? priceInputText(maxPrice) : '',
    errors: {},
    isSwapped: false,
  };
}

/** How many filters are set (the phone's "Filters" disclosure shows the number). */
export function activeFilterCount(filters: ListingFilters): number {
  const isPriceSet = filters.minPrice !== undefined || filters.maxPrice !== undefined;
  return (
    [
      filters.listingType,
      filters.city,
      filters.propertyType,
      filters.minBeds || undefined,
      filters.minBaths || undefined,
      filters.bounds,
    ].filter((value) => value !== undefined && value !== '').length +
    (isPriceSet ? 1 : 0) +
    (filters.features?.length ?? 0)
  );
}

/** The query string of a filter set, for links (pagination) and redirects. Page 1 is implied. */
export function listingSearchParams(filters: ListingFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.listingType) params.set('for', filters.listingType);
  if (filters.city) params.set('city', filters.city);
  if (filters.propertyType) params.set('type', filters.propertyType);
  if (filters.minBeds) params.set('beds', String(filters.minBeds));
  if (filters.minBaths) params.set('baths', String(filters.minBaths));
  for (const feature of filters.features ?? []) params.append('feature', feature);
  if (filters.minPrice !== undefined || filters.maxPrice !== undefined) {
    const min = filters.minPrice ?? 0;
    // An open-ended range stays open in the URL ("1500-"): the parse gives it the same upper bound.
    const max =
      filters.maxPrice === undefined || filters.maxPrice === defaultMaxPrice(min) ? '' : filters.maxPrice;
    params.set('price', `${min}-${max}`);
  }
  if (filters.bounds) params.set('bounds', boundsParam(filters.bounds));
  if (filters.sort && filters.sort !== 'newest') params.set('sort', filters.sort);
  if (page > 1) params.set('page', String(page));
  return params;
}

/** A link to a page of a filtered list: `path` with the filters' query string, if any. */
export function listingHref(path: string, filters: ListingFilters, page = 1): string {
  const qs = listingSearchParams(filters, page).toString();
  return qs ? `${path}?${qs}` : path;
}
