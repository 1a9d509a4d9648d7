// English catalogue: listing. Spec wording is kept verbatim.
export const listing = {
  listing: {
    heading: 'Properties for rent and sale',
    filters: 'Filter properties',
    listingType: 'Sell or Rent',
    any: 'Any',
    forRentOption: 'Rent',
    forSellOption: 'Sell',
    city: 'City',
    propertyType: 'Property type',
    minBeds: 'Minimum beds',
    priceRange: 'Price range',
    priceMin: 'Minimum price',
    priceMax: 'Maximum price',
    apply: 'Search',
    reset: 'Reset filters',
    // Spec 2.4's wording for any count but one.
    showing_one: 'Showing {{from}} of {{count}} result',
    showing_other: 'Showing {{from}}-{{to}} of {{count}} results',
    showingNone: 'Showing 0 of 0 results',
    noResults: 'No Properties Found',
    noResultsHint: 'Please refine your search criteria.',
    pagination: 'Pagination',
    previous: 'Previous',
    next: 'Next',
    page: 'Page {{page}}',
    currentPage: 'Page {{page}}, current page',
    // A phone's pager: Previous, this, Next.
    pageOf: 'Page {{page}} of {{pageCount}}',
  },
} as const;
