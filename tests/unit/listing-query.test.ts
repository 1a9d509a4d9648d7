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
