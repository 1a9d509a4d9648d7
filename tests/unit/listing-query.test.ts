import { describe, expect, it } from 'vitest';
import { parseListingQuery, parseListingQueryStrict } from '../../shared/domain/listing-query.ts';
import { listingSearchParams } from '../../shared/domain/listing-filters.ts';

const params = (query: string) => new URLSearchParams(query);

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
  });
});
