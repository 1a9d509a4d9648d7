import { describe, expect, it } from 'vitest';
import {
  parseListingQuery,
  parseListingQueryStrict,
  parsePriceAmount,
  readListingPage,
} from '../../shared/domain/listing-query.ts';
import { activeFilterCount, listingSearchParams } from '../../shared/domain/listing-filters.ts';

const params = (query: string) => new URLSearchParams(query);
const form = (min: string, max: string) => {
  const search = new URLSearchParams();
  search.set('minPrice', min);
  search.set('maxPrice', max);
  return search;
};

describe('listing query', () => {
  it('reads every filter of the sidebar', () => {
    expect(
      parseListingQuery(params('for=rent&city=%20Moncton%20&type=Apartment&beds=2&price=0-1500&page=3')),
    ).toEqual({
      listingType: 'rent',
      city: 'Moncton',
      propertyType: 'Apartment',
      minBeds: 2,
      minPrice: 0,
      maxPrice: 1500,
      page: 3,
      pageSize: 10,
    });
  });

  it("accepts the spec's words for sale: Sell and Buy", () => {
    expect(parseListingQuery(params('for=Sell')).listingType).toBe('sale');
    expect(parseListingQuery(params('for=buy')).listingType).toBe('sale');
  });

  it('fills an open-ended price range with 0 and the default upper bound of 1,000,000', () => {
    expect(parseListingQuery(params('price=1500-'))).toMatchObject({ minPrice: 1500, maxPrice: 1_000_000 });
    expect(parseListingQuery(params('price=-1500'))).toMatchObject({ minPrice: 0, maxPrice: 1500 });
    // A minimum above the default bound has no upper bound rather than an upside-down range.
    expect(parseListingQuery(params('minPrice=1.2m'))).toMatchObject({
      minPrice: 1_200_000,
      maxPrice: 999_999_999,
    });
  });

  it('ignores values a page cannot use instead of failing', () => {
    expect(parseListingQuery(params('for=lease&beds=many&price=abc&page=-2&type=Castle'))).toEqual({
      page: 1,
      pageSize: 10,
    });
  });

  it('rejects the same values strictly for the API, naming the fields', () => {
    const result = parseListingQueryStrict(params('for=lease&price=9-1'));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.fieldErrors).sort()).toEqual(['for', 'price']);
  });

  it('round-trips filters through the URL, dropping page 1', () => {
    const query = parseListingQuery(params('for=sale&city=Dieppe&beds=3&price=100000-400000'));
    expect(listingSearchParams(query, 1).toString()).toBe('for=sale&city=Dieppe&beds=3&price=100000-400000');
    expect(listingSearchParams(query, 2).get('page')).toBe('2');
    // An open end stays open.
    expect(listingSearchParams(parseListingQuery(params('minPrice=1.5k')), 1).toString()).toBe('price=1500-');
  });

  it('counts the filters that are set', () => {
    expect(activeFilterCount(parseListingQuery(params('')))).toBe(0);
    expect(activeFilterCount(parseListingQuery(params('for=rent&city=&beds=2&price=0-1500')))).toBe(3);
  });
});

describe('a price as people type it', () => {
  const read: [string, number | undefined][] = [
    ['', undefined],
    ['   ', undefined],
    ['2000', 2000],
    ['$1,500', 1500],
    ['1,500', 1500],
    ['1 500', 1500],
    ['1\u00a0500', 1500],
    ['1\u202f500 $', 1500],
    ['$ 1,250,000', 1_250_000],
    ['1.5k', 1500],
    ['1.5K', 1500],
    ['2k', 2000],
    ['$2k', 2000],
    ['1,5k', 1500],
    ['1.2m', 1_200_000],
    ['CA$900', 900],
    ['900 CAD', 900],
    ['1499.99', 1499.99],
    ['0', 0],
    ['\uff11\uff15\uff10\uff10', 1500],
  ];
  it.each(read)('reads %j as %j', (text, value) => {
    expect(parsePriceAmount(text)).toEqual({ ok: true, value });
  });

  const refused: [string, string][] = [
    ['-500', 'negative'],
    ['\u2212500', 'negative'],
    ['-$1,500', 'negative'],
    ['abc', 'unreadable'],
    ['1,50,0', 'unreadable'],
    ['1.5.5', 'unreadable'],
    ['15 hundred', 'unreadable'],
    ['1e6', 'unreadable'],
    ['0x10', 'unreadable'],
    ['--', 'unreadable'],
    ['1000-2000', 'unreadable'],
    ['1000000000', 'tooLarge'],
    ['5000m', 'tooLarge'],
    ['9'.repeat(400), 'unreadable'],
  ];
  it.each(refused)('refuses %j (%s)', (text, problem) => {
    expect(parsePriceAmount(text)).toEqual({ ok: false, problem });
  });
});

describe('the price fields of the listing page', () => {
  it('applies forgiving amounts and shows them back plainly', () => {
    const { query, price } = readListingPage(form('$1,500', '2k'));
    expect(query).toMatchObject({ minPrice: 1500, maxPrice: 2000 });
    expect(price).toEqual({ min: '1,500', max: '2,000', errors: {}, isSwapped: false });
  });

  it('swaps a reversed range and says so', () => {
    const { query, price } = readListingPage(form('2000', '1000'));
    expect(query).toMatchObject({ minPrice: 1000, maxPrice: 2000 });
    expect(price).toEqual({ min: '1,000', max: '2,000', errors: {}, isSwapped: true });
  });

  it('keeps what could not be read in its field, with the reason, and applies the rest', () => {
    const { query, price } = readListingPage(form('-500', '1.5k'));
    expect(query).toMatchObject({ minPrice: 0, maxPrice: 1500 });
    expect(price).toEqual({ min: '-500', max: '1,500', errors: { min: 'negative' }, isSwapped: false });
    const unreadable = readListingPage(form('cheap', ''));
    expect(unreadable.query.minPrice).toBeUndefined();
    expect(unreadable.query.maxPrice).toBeUndefined();
    expect(unreadable.price.errors).toEqual({ min: 'unreadable' });
  });

  it('leaves open ends empty', () => {
    expect(readListingPage(form('', '900')).price).toMatchObject({ min: '', max: '900' });
    expect(readListingPage(params('price=1500-1000000')).price).toMatchObject({ min: '1,500', max: '' });
    expect(readListingPage(params('')).price).toEqual({ min: '', max: '', errors: {}, isSwapped: false });
  });

  it('reads price=min-max from links the same way', () => {
    expect(readListingPage(params('price=$1,000-$2,000')).query).toMatchObject({
      minPrice: 1000,
      maxPrice: 2000,
    });
    expect(readListingPage(params('price=1000%E2%80%932000')).query).toMatchObject({ maxPrice: 2000 });
    expect(readListingPage(params('price=abc')).price.errors).toEqual({ min: 'unreadable' });
  });
});

describe('the price parameters of the API', () => {
  const strict = (query: string | URLSearchParams) =>
    parseListingQueryStrict(typeof query === 'string' ? params(query) : query);

  it('accepts what the page accepts', () => {
    expect(strict('price=1.5k-2k')).toMatchObject({ ok: true, query: { minPrice: 1500, maxPrice: 2000 } });
    expect(strict(form('$1,500', ''))).toMatchObject({
      ok: true,
      query: { minPrice: 1500, maxPrice: 1_000_000 },
    });
  });

  const refused: [string, string, string][] = [
    ['price=cheap', 'price', 'Give the price range as min-max, for example 0-1500.'],
    ['price=cheap-2000', 'price', 'Enter an amount such as 1500, $1,500 or 1.5k.'],
    ['price=1-2-3', 'price', 'Give the price range as min-max, for example 0-1500.'],
    ['price=2000-1000', 'price', 'The minimum price is above the maximum.'],
    ['minPrice=-500', 'minPrice', 'Enter an amount of $0 or more.'],
    ['maxPrice=2b', 'maxPrice', 'Enter an amount such as 1500, $1,500 or 1.5k.'],
    ['minPrice=3000&maxPrice=1000', 'minPrice', 'The minimum price is above the maximum.'],
    ['maxPrice=99999999999', 'maxPrice', 'Enter an amount of at most $999,999,999.'],
  ];
  it.each(refused)('refuses %s with a message on %s', (query, field, message) => {
    expect(strict(query)).toEqual({ ok: false, fieldErrors: { [field]: [message] } });
  });
});

describe('the map area, bathrooms, features and sort', () => {
  it('reads bounds=south,west,north,east and writes it back', () => {
    const query = parseListingQuery(params('bounds=46.05,-64.9,46.15,-64.7'));
    expect(query.bounds).toEqual({ south: 46.05, west: -64.9, north: 46.15, east: -64.7 });
    expect(listingSearchParams(query).toString()).toBe('bounds=46.05%2C-64.9%2C46.15%2C-64.7');
    // Written with at most 6 decimals, whatever a map client measured.
    expect(
      listingSearchParams({ bounds: { south: 46.0512345678, west: -65, north: 46.2, east: -64.6 } }).get(
        'bounds',
      ),
    ).toBe('46.051235,-65,46.2,-64.6');
  });

  const badBounds = [
    '46,-65,46.2',
    '46,-65,46.2,-64.6,1',
    'a,b,c,d',
    '91,-65,92,-64',
    '46,-181,46.2,-64',
    '46.2,-65,46,-64.6',
    '46,-64,46.2,-65',
    '1e1,-65,46,-64',
    '0x1,-65,46,-64',
    `${'1'.repeat(60)},-65,46,-64`,
    'Infinity,-65,46,-64',
  ];
  it.each(badBounds)('ignores bounds=%s on pages and refuses it in the API', (bounds) => {
    expect(parseListingQuery(params(`bounds=${encodeURIComponent(bounds)}`)).bounds).toBeUndefined();
    const strict = parseListingQueryStrict(params(`bounds=${encodeURIComponent(bounds)}`));
    expect(strict.ok).toBe(false);
    if (!strict.ok) expect(Object.keys(strict.fieldErrors)).toEqual(['bounds']);
  });

  it('accepts a box of zero size and the edges of the world', () => {
    expect(parseListingQueryStrict(params('bounds=46.1,-64.8,46.1,-64.8')).ok).toBe(true);
    expect(parseListingQueryStrict(params('bounds=-90,-180,90,180')).ok).toBe(true);
  });

  it('reads a minimum of bathrooms from 1 to 5', () => {
    expect(parseListingQuery(params('baths=2')).minBaths).toBe(2);
    expect(parseListingQuery(params('baths=0')).minBaths).toBeUndefined();
    expect(parseListingQuery(params('baths=6')).minBaths).toBeUndefined();
    expect(parseListingQuery(params('baths=1.5')).minBaths).toBeUndefined();
    const strict = parseListingQueryStrict(params('baths=lots'));
    expect(strict.ok).toBe(false);
    if (!strict.ok) expect(Object.keys(strict.fieldErrors)).toEqual(['baths']);
  });

  it('reads features in any case, in the order of the spec, without repeats', () => {
    const query = parseListingQuery(params('feature=parking&feature=Pets%20Allowed&feature=Parking'));
    expect(query.features).toEqual(['Pets Allowed', 'Parking']);
    expect(listingSearchParams(query).toString()).toBe('feature=Pets+Allowed&feature=Parking');
    // A page leaves out a feature it does not know; the API says which parameter was wrong.
    expect(parseListingQuery(params('feature=Hot%20Deals&feature=Garage')).features).toEqual(['Garage']);
    const strict = parseListingQueryStrict(params('feature=Hot%20Deals'));
    expect(strict).toEqual({
      ok: false,
      fieldErrors: {
        feature: ['Give each feature as one of the 15 feature names, for example feature=Parking.'],
      },
    });
  });

  it('reads the sort, leaving newest (the default) out of the URL', () => {
    expect(parseListingQuery(params('sort=price-asc')).sort).toBe('price-asc');
    expect(parseListingQuery(params('sort=POPULAR')).sort).toBe('popular');
    expect(parseListingQuery(params('sort=newest')).sort).toBeUndefined();
    expect(parseListingQuery(params('sort=cheapest')).sort).toBeUndefined();
    expect(listingSearchParams({ sort: 'price-desc' }, 2).toString()).toBe('sort=price-desc&page=2');
    expect(parseListingQueryStrict(params('sort=cheapest')).ok).toBe(false);
  });

  it('counts each feature, the bathrooms and the map area as filters, but not the sort', () => {
    expect(
      activeFilterCount(
        parseListingQuery(
          params('baths=2&feature=Parking&feature=Garage&bounds=46,-65,46.2,-64.6&sort=popular'),
        ),
      ),
    ).toBe(4);
  });
});
