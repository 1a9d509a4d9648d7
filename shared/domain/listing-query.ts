import { z } from 'zod';
import { API_MAX_PAGE_SIZE, PAGE_SIZE, PLACE_MAX_LENGTH } from './limits.ts';
import { FEATURES, PROPERTY_TYPES, type Feature } from './options.ts';
import {
  BATHS_FILTER_MAX,
  defaultMaxPrice,
  LISTING_SORTS,
  type MapBounds,
  PRICE_AMOUNT_MAX,
  priceInputText,
  type ListingQuery,
  type PriceFilterState,
  type PriceProblem,
} from './listing-filters.ts';
import { listing } from '../i18n/en/listing.ts';

// Parsing of listing filters from a URL: the one parse used by the listing page, the home page, the
// admin list and GET /api/properties. Server-side only in practice (loaders, API), which keeps zod
// out of the browser bundle of the listing page.

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

const bathsField = z.preprocess(
  emptyToUndefined,
  z.coerce.number().int().min(0).max(BATHS_FILTER_MAX).optional(),
);

const sortField = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() || undefined : value),
  z.enum(LISTING_SORTS).optional(),
);

const messages = listing.listing;

// south,west,north,east: four plain decimal numbers in degrees (no exponent, no hex), at most 20
// characters each.
const DEGREES = /^-?(?:\d{1,3}(?:\.\d{1,15})?|\.\d{1,15})$/;

/** bounds=south,west,north,east as a box, or undefined when it is not one (see MapBounds). */
export function parseBounds(text: string): MapBounds | undefined {
  if (text.length > 100) return undefined;
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length !== 4 || !parts.every((part) => DEGREES.test(part))) return undefined;
  const [south, west, north, east] = parts.map(Number) as [number, number, number, number];
  const isLatitude = (n: number) => n >= -90 && n <= 90;
  const isLongitude = (n: number) => n >= -180 && n <= 180;
  if (!isLatitude(south) || !isLatitude(north) || !isLongitude(west) || !isLongitude(east)) return undefined;
  if (south > north || west > east) return undefined;
  return { south, west, north, east };
}

const boundsField = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .transform((text, ctx) => {
      const bounds = parseBounds(text);
      if (!bounds) ctx.addIssue({ code: 'custom', message: messages.boundsError });
      return bounds ?? z.NEVER;
    })
    .optional(),
);

const pageField = z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100_000).default(1));

const pageSizeField = z.preprocess(
  emptyToUndefined,
  z.coerce.number().int().min(1).max(API_MAX_PAGE_SIZE).default(PAGE_SIZE),
);

/** Every filter but the price and the features, which have their own readers below. */
const listingQuerySchema = z.object({
  for: listingTypeField,
  city: cityField,
  type: propertyTypeField,
  beds: bedsField,
  baths: bathsField,
  sort: sortField,
  bounds: boundsField,
  page: pageField,
  pageSize: pageSizeField,
});

type SchemaKey = keyof typeof listingQuerySchema.shape;

/* ------------------------------------------------------------------------------------------------
 * Prices, as people type them
 * --------------------------------------------------------------------------------------------- */

/** Longer than any amount anyone types: refused before any pattern runs. */
const AMOUNT_MAX_LENGTH = 32;

// After NFKC (which turns a no-break or thin space into a space and full-width digits into ASCII) and
// with the spaces taken out: an optional "$", "C$", "CA$" or "CAD" before or after, digits grouped by
// commas in threes or not at all, a decimal part, and a "k" (thousand) or "m" (million).
// "1,5k" is read as 1.5 thousand: a comma followed by one or two digits cannot be a thousands
// separator, so it can only be a decimal comma (as French-speaking New Brunswickers write it); the
// page always says which prices it shows, so the reading is never hidden. A comma followed by three
// digits is a thousands separator, as in Canadian English.
const AMOUNT_PATTERN =
  /^(?:c?a?\$|cad)?(\d{1,3}(?:,\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?|\.\d+|\d+,\d{1,2})(k|m)?(?:\$|cad)?$/;
const MULTIPLIERS = { k: 1_000, m: 1_000_000 } as const;

/**
 * One amount as a visitor types it: "2000", "$1,500", "1 500", "1.5k", "2k", "1,5k", "1.2m",
 * "1 500 $". Negative amounts and amounts above PRICE_AMOUNT_MAX are refused with their reason.
 * Cents are kept (prices are stored to the cent); the empty string is no amount (undefined).
 */
export function parsePriceAmount(
  text: string,
): { ok: true; value: number | undefined } | { ok: false; problem: PriceProblem } {
  if (text.length > AMOUNT_MAX_LENGTH) return { ok: false, problem: 'unreadable' };
  const normalized = text.normalize('NFKC').trim().toLowerCase();
  if (normalized === '') return { ok: true, value: undefined };
  // A minus (hyphen, the minus sign, a dash) in front of something that would read as an amount.
  const negative = /^[-\u2212\u2013\u2014]\s*(.*)$/.exec(normalized);
  if (negative) {
    const rest = parsePriceAmount(negative[1] ?? '');
    return { ok: false, problem: rest.ok && rest.value !== undefined ? 'negative' : 'unreadable' };
  }
  const match = AMOUNT_PATTERN.exec(normalized.replace(/\s+/g, ''));
  if (!match) return { ok: false, problem: 'unreadable' };
  const [, digits = '', suffix] = match;
  const isDecimalComma = /^\d+,\d{1,2}$/.test(digits);
  const number = Number(isDecimalComma ? digits.replace(',', '.') : digits.replaceAll(',', ''));
  const value = Math.round(number * (suffix ? MULTIPLIERS[suffix as 'k' | 'm'] : 1) * 100) / 100;
  if (!Number.isFinite(value)) return { ok: false, problem: 'unreadable' };
  if (value > PRICE_AMOUNT_MAX) return { ok: false, problem: 'tooLarge' };
  return { ok: true, value };
}

/** What the price parameters of a URL say, side by side, with what went wrong. */
type PriceReading = {
  min?: number;
  max?: number;
  minProblem?: PriceProblem;
  maxProblem?: PriceProblem;
  /** price= held something other than two amounts around one dash. */
  isMalformedRange?: boolean;
  /** The text of each side, for the form to show again. */
  text: { min: string; max: string };
  /** Which parameters carried the price: the form's two fields, or price=min-max. */
  source: 'fields' | 'range' | 'none';
};

// The separator of "min-max": a hyphen, or the en or em dash people paste ("1000–2000").
const RANGE_SEPARATOR = /[-\u2013\u2014]/;

function readSides(minText: string, maxText: string, source: PriceReading['source']): PriceReading {
  const reading: PriceReading = { text: { min: minText.trim(), max: maxText.trim() }, source };
  const min = parsePriceAmount(minText);
  const max = parsePriceAmount(maxText);
  if (min.ok) reading.min = min.value;
  else reading.minProblem = min.problem;
  if (max.ok) reading.max = max.value;
  else reading.maxProblem = max.problem;
  return reading;
}

function readPriceParams(params: URLSearchParams): PriceReading {
  const minText = params.get('minPrice');
  const maxText = params.get('maxPrice');
  // The form's two fields win over price=min-max: they are what the visitor typed last.
  if (minText !== null || maxText !== null) return readSides(minText ?? '', maxText ?? '', 'fields');
  const range = params.get('price');
  if (range === null || range.trim() === '') return { text: { min: '', max: '' }, source: 'none' };
  const parts = range.split(RANGE_SEPARATOR);
  if (parts.length !== 2 || range.length > 2 * AMOUNT_MAX_LENGTH + 1) {
    return { isMalformedRange: true, text: { min: range.trim(), max: '' }, source: 'range' };
  }
  return readSides(parts[0] ?? '', parts[1] ?? '', 'range');
}

/** The range a reading asks for: open ends filled (0, the default upper bound), and whether swapped. */
function priceRangeOf(reading: PriceReading) {
  if (reading.min === undefined && reading.max === undefined) return undefined;
  let min = reading.min ?? 0;
  let max = reading.max ?? defaultMaxPrice(min);
  const isSwapped = min > max;
  if (isSwapped) [min, max] = [max, min];
  return { min, max, isSwapped };
}

/* ------------------------------------------------------------------------------------------------
 * Features: feature=Parking&feature=Pets%20Allowed
 * --------------------------------------------------------------------------------------------- */

const FEATURE_BY_LOWER = new Map<string, Feature>(FEATURES.map((f) => [f.toLowerCase(), f]));

/** The features asked for (any case), in the spec's order without repeats, and what was not known. */
function readFeatures(params: URLSearchParams): { features: Feature[]; unknown: string[] } {
  const wanted = new Set<Feature>();
  const unknown: string[] = [];
  // More than the 15 features cannot all be different ones: a longer list is someone's script.
  for (const value of params.getAll('feature').slice(0, FEATURES.length * 2)) {
    const text = value.trim();
    if (text === '') continue;
    const feature = FEATURE_BY_LOWER.get(text.toLowerCase());
    if (feature) wanted.add(feature);
    else unknown.push(text);
  }
  if (params.getAll('feature').length > FEATURES.length * 2) unknown.push('…');
  return { features: FEATURES.filter((f) => wanted.has(f)), unknown };
}

/* ------------------------------------------------------------------------------------------------
 * The whole query
 * --------------------------------------------------------------------------------------------- */

type ParsedFields = z.output<typeof listingQuerySchema>;

function toQuery(
  parsed: ParsedFields,
  price: { min: number; max: number } | undefined,
  features: Feature[],
): ListingQuery {
  const query: ListingQuery = { page: parsed.page, pageSize: parsed.pageSize };
  if (parsed.for) query.listingType = parsed.for;
  if (parsed.city) query.city = parsed.city;
  if (parsed.type) query.propertyType = parsed.type;
  if (parsed.beds !== undefined && parsed.beds > 0) query.minBeds = parsed.beds;
  if (parsed.baths !== undefined && parsed.baths > 0) query.minBaths = parsed.baths;
  if (features.length > 0) query.features = features;
  if (price) {
    query.minPrice = price.min;
    query.maxPrice = price.max;
  }
  if (parsed.bounds) query.bounds = parsed.bounds;
  if (parsed.sort && parsed.sort !== 'newest') query.sort = parsed.sort;
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

const priceMessages = listing.listing.priceErrors;

/**
 * Strict parsing for the JSON API: a value it cannot understand is the client's mistake and gets a
 * 400 with the field named and a message in words. Prices are read as forgivingly as on the page
 * ("$1,500", "1.5k"), but a reversed range is refused rather than swapped: an API client has no page
 * to be told on.
 */
export function parseListingQueryStrict(
  params: URLSearchParams,
): { ok: true; query: ListingQuery } | { ok: false; fieldErrors: Record<string, string[]> } {
  const result = listingQuerySchema.safeParse(fromParams(params));
  const fieldErrors: Record<string, string[]> = result.success
    ? {}
    : { ...z.flattenError(result.error).fieldErrors };
  const reading = readPriceParams(params);
  if (reading.source === 'fields') {
    if (reading.minProblem) fieldErrors.minPrice = [priceMessages[reading.minProblem]];
    if (reading.maxProblem) fieldErrors.maxPrice = [priceMessages[reading.maxProblem]];
  } else if (reading.isMalformedRange) {
    fieldErrors.price = [priceMessages.range];
  } else {
    const problem = reading.minProblem ?? reading.maxProblem;
    if (problem) fieldErrors.price = [priceMessages[problem]];
  }
  const range = priceRangeOf(reading);
  if (range?.isSwapped) {
    fieldErrors[reading.source === 'fields' ? 'minPrice' : 'price'] = [priceMessages.reversed];
  }
  const features = readFeatures(params);
  if (features.unknown.length > 0) fieldErrors.feature = [messages.featureError];
  if (!result.success || Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  return { ok: true, query: toQuery(result.data, range, features.features) };
}

/**
 * Lenient parsing for pages, with what the filter form shows: a visitor's hand-edited URL never
 * breaks the page. A value that does not parse is left out, as if the filter were not set; a price
 * that cannot be read comes back as a field error (the form shows it beside the field), a reversed
 * range is swapped and said so. Page size is fixed on pages.
 */
export function readListingPage(params: URLSearchParams): { query: ListingQuery; price: PriceFilterState } {
  const raw = fromParams(params);
  const clean: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'pageSize') continue;
    if (listingQuerySchema.shape[key as SchemaKey].safeParse(value).success) clean[key] = value;
  }
  const reading = readPriceParams(params);
  const range = priceRangeOf(reading);
  const query = toQuery(listingQuerySchema.parse(clean), range, readFeatures(params).features);
  const errors: PriceFilterState['errors'] = {};
  const minProblem = reading.minProblem ?? (reading.isMalformedRange ? 'unreadable' : undefined);
  if (minProblem) errors.min = minProblem;
  if (reading.maxProblem) errors.max = reading.maxProblem;
  const shown = (side: 'min' | 'max') => {
    if (errors[side]) return reading.text[side];
    // An open end stays empty (its placeholder says what it means), unless a swap moved a value there.
    if (!range || (reading[side] === undefined && !range.isSwapped)) return '';
    if (side === 'max' && range.max === defaultMaxPrice(range.min)) return '';
    return priceInputText(range[side]);
  };
  return {
    query,
    price: {
      min: shown('min'),
      max: shown('max'),
      errors,
      isSwapped: range?.isSwapped ?? false,
    },
  };
}

/** The filters of a page's URL (see readListingPage), for pages that show no filter form of their own. */
export function parseListingQuery(params: URLSearchParams): ListingQuery {
  return readListingPage(params).query;
}
