import { z } from 'zod';
import { PRICE_FILTER_MAX, API_MAX_PAGE_SIZE, PAGE_SIZE, PLACE_MAX_LENGTH } from './limits.ts';
import { PROPERTY_TYPES } from './options.ts';
import type { ListingQuery } from './listing-filters.ts';

// Parsing of listing filters from a URL. Server-side only in practice (loaders, API), which keeps
// zod out of the browser bundle of the listing page.

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const listingTypeField = z.preprocess(
  (value) => {
    const v = emptyToUndefined(value);
    if (typeof v !== 'string') return v;
    const lower = v.trim().toLowerCase();
    // The spec's words for the two kinds: Rent, Sell, Sale, Buy.
    if (lower === 'sell' || lower === 'buy' || lower === 'for sell' || lower === 'for sale') {
      return 'sale';
    }
    if (lower === 'for rent') return 'rent';
    return lower;
  },
  z.enum(['rent', 'sale']).optional(),
);

const cityField = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() || undefined : value),
  z.string().max(PLACE_MAX_LENGTH).optional(),
);

const propertyTypeField = z.preprocess(emptyToUndefined, z.enum(PROPERTY_TYPES).optional());

const bedsField = z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(20).optional());

const priceField = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .regex(/^\s*\d{0,9}\s*-\s*\d{0,9}\s*$/, 'Use the form min-max, for example 0-1500.')
    .transform((range) => {
      const [rawMin = '', rawMax = ''] = range.split('-').map((s) => s.trim());
      return {
        min: rawMin === '' ? 0 : Number(rawMin),
        max: rawMax === '' ? PRICE_FILTER_MAX : Number(rawMax),
      };
    })
    .refine((r) => r.min <= r.max, 'The minimum price is above the maximum.')
    .optional(),
);

const pageField = z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100_000).default(1));

const pageSizeField = z.preprocess(
  emptyToUndefined,
  z.coerce.number().int().min(1).max(API_MAX_PAGE_SIZE).default(PAGE_SIZE),
);

const listingQuerySchema = z.object({
  for: listingTypeField,
  city: cityField,
  type: propertyTypeField,
  beds: bedsField,
  price: priceField,
  page: pageField,
  pageSize: pageSizeField,
});

function toQuery(parsed: z.output<typeof listingQuerySchema>): ListingQuery {
  const query: ListingQuery = { page: parsed.page, pageSize: parsed.pageSize };
  if (parsed.for) query.listingType = parsed.for;
  if (parsed.city) query.city = parsed.city;
  if (parsed.type) query.propertyType = parsed.type;
  if (parsed.beds !== undefined && parsed.beds > 0) query.minBeds = parsed.beds;
  if (parsed.price) {
    query.minPrice = parsed.price.min;
    query.maxPrice = parsed.price.max;
  }
  return query;
}

function fromParams(params: URLSearchParams): Record<string, string> {
  const raw: Record<string, string> = {};
  for (const key of listingQuerySchema.keyof().options) {
    const value = params.get(key);
    if (value !== null) raw[key] = value;
  }
  return raw;
}

/**
 * Strict parsing for the JSON API: a bad value is the client's mistake and gets a 400
 * with the field named.
 */
export function parseListingQueryStrict(
  params: URLSearchParams,
): { ok: true; query: ListingQuery } | { ok: false; fieldErrors: Record<string, string[]> } {
  const result = listingQuerySchema.safeParse(fromParams(params));
  if (!result.success) {
    return { ok: false, fieldErrors: z.flattenError(result.error).fieldErrors };
  }
  return { ok: true, query: toQuery(result.data) };
}

/**
 * Lenient parsing for pages: a visitor's hand-edited URL never breaks the page; a value that
 * does not parse is ignored, as if the filter were not set. Page size is fixed on pages.
 */
export function parseListingQuery(params: URLSearchParams): ListingQuery {
  const raw = fromParams(params);
  const clean: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'pageSize') continue;
    const field = listingQuerySchema.shape[key as keyof typeof listingQuerySchema.shape];
    if (field.safeParse(value).success) clean[key] = value;
  }
  return toQuery(listingQuerySchema.parse(clean));
}
